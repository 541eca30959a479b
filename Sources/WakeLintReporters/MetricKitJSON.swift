import WakeLintCore

/// The `"metrickit"` block of the JSON report, present only when a run read MetricKit payloads:
/// `{"metricPayloads","diagnosticPayloads","backgroundExits","abnormalBackgroundExits","crashDiagnostics","firstDay",
/// "lastDay","deviceTypes":{name:count},"rules":{id:{"exits","payloads","share","counters","crashDiagnostics",
/// "appVersions","osVersions","days","signatures","firstDay","lastDay","path","line","column","evidence"}}}`, where a
/// tally is `{name:count}` (largest first) and its folded remainder, when any, is under the key `""`. `wakelint merge`
/// reads it back.
public enum MetricKitJSON {
    public static func block(_ aggregate: MetricKitAggregate) -> String {
        var out =
            "{\"metricPayloads\":\(aggregate.metricPayloads),\"diagnosticPayloads\":\(aggregate.diagnosticPayloads)"
        out += ",\"backgroundExits\":\(aggregate.backgroundExits)"
        out += ",\"abnormalBackgroundExits\":\(aggregate.abnormalBackgroundExits)"
        out += ",\"crashDiagnostics\":\(aggregate.crashDiagnostics)"
        out += ",\"firstDay\":\(day(aggregate.firstDay)),\"lastDay\":\(day(aggregate.lastDay))"
        out += ",\"deviceTypes\":\(tally(aggregate.deviceTypes, byName: false)),\"rules\":{"
        out += aggregate.rules.sorted { $0.key < $1.key }.map { id, totals in
            var rule = "\n    \(JSON.string(id)):{\"exits\":\(totals.exits),\"payloads\":\(totals.payloads)"
            rule += ",\"share\":\(aggregate.share(of: totals.exits).map(String.init) ?? "null")"
            rule +=
                ",\"counters\":{"
                + totals.counters.sorted { $0.key < $1.key }.map { "\(JSON.string($0.key)):\($0.value)" }.joined(
                    separator: ",") + "}"
            rule += ",\"crashDiagnostics\":\(totals.crashDiagnostics)"
            rule += ",\"appVersions\":\(tally(totals.appVersions, byName: false))"
            rule += ",\"osVersions\":\(tally(totals.osVersions, byName: false))"
            rule += ",\"days\":\(tally(totals.days, byName: true))"
            rule += ",\"signatures\":\(tally(totals.signatures, byName: false))"
            rule += ",\"firstDay\":\(day(totals.firstDay)),\"lastDay\":\(day(totals.lastDay))"
            rule += ",\"path\":\(JSON.string(totals.location.path)),\"line\":\(totals.location.line)"
            rule += ",\"column\":\(totals.location.column)"
            rule +=
                ",\"evidence\":"
                + (totals.evidence.map { "{\"line\":\($0.line),\"text\":\(JSON.string($0.text))}" } ?? "null") + "}"
            return rule
        }.joined(separator: ",")
        out += aggregate.rules.isEmpty ? "}}" : "\n  }}"
        return out
    }

    private static func day(_ day: String?) -> String { day.map(JSON.string) ?? "null" }

    private static func tally(_ tally: MetricKitTally, byName: Bool) -> String {
        var entries = (byName ? tally.byName : tally.sorted()).map { "\(JSON.string($0.name)):\($0.count)" }
        if tally.other > 0 { entries.append("\"\":\(tally.other)") }
        return "{" + entries.joined(separator: ",") + "}"
    }
}
