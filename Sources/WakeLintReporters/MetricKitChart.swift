import WakeLintCore

/// The MetricKit aggregate of a run as a page section: the fleet's totals, then one row per rule with its
/// background exits per day drawn as inline SVG bars on one shared calendar axis, and its top app versions.
struct MetricKitChart {
    let aggregate: MetricKitAggregate

    private let width = 900, labelWidth = 240, barsHeight = 48, rowGap = 30, margin = 12

    /// Rules by exits (then crash diagnostics), most first.
    var rows: [(rule: String, totals: MetricKitRuleTotals)] {
        aggregate.rules.map { ($0.key, $0.value) }.sorted {
            ($0.totals.exits, $0.totals.crashDiagnostics, $1.rule) > (
                $1.totals.exits, $1.totals.crashDiagnostics, $0.rule
            )
        }
    }

    /// Day numbers (days since 1970-01-01) of a `YYYY-MM-DD` day; nil for other text.
    static func dayNumber(_ day: String) -> Int? {
        let parts = day.split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let date = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(date)
        else { return nil }
        return CivilDate.daysSinceEpoch(year: year, month: month, day: date)
    }

    func html() -> String {
        guard !aggregate.isEmpty else { return "" }
        var out = "<section class=\"metrickit\">\n<h2>MetricKit fleet</h2>\n"
        let span = [aggregate.firstDay, aggregate.lastDay].compactMap { $0 }
        out +=
            "<p>\(aggregate.metricPayloads) metric payload\(aggregate.metricPayloads == 1 ? "" : "s"), \(aggregate.diagnosticPayloads) diagnostic payload\(aggregate.diagnosticPayloads == 1 ? "" : "s")\(span.isEmpty ? "" : ", " + Markup.escape(span.count == 2 && span[0] != span[1] ? span[0] + " to " + span[1] : span[0])): \(aggregate.backgroundExits) background exits, \(aggregate.abnormalBackgroundExits) of them abnormal; \(aggregate.crashDiagnostics) crash diagnostic\(aggregate.crashDiagnostics == 1 ? "" : "s").</p>\n"
        let rows = self.rows
        guard !rows.isEmpty else { return out + "</section>\n" }
        out += chart(rows)
        out += "<table class=\"metrickit-versions\">\n<caption>Top app versions by rule</caption>\n"
        out +=
            "<tr><th>rule</th><th class=\"n\">exits</th><th class=\"n\">share of abnormal exits</th><th>app versions</th></tr>\n"
        for row in rows {
            let share = aggregate.share(of: row.totals.exits).map { "\($0) %" } ?? ""
            let versions = row.totals.appVersions.sorted(limit: 3).map { "\($0.name) (\($0.count))" }
                .joined(separator: ", ")
            out +=
                "<tr><td><a href=\"#rule=\(Markup.attribute(row.rule))\">\(Markup.escape(row.rule))</a></td><td class=\"n\">\(row.totals.exits)</td><td class=\"n\">\(share)</td><td>\(Markup.escape(versions))</td></tr>\n"
        }
        return out + "</table>\n</section>\n"
    }

    /// One band of day bars per rule; every band shares the calendar axis and its own height scale (its peak is
    /// written at its left). Days a band has no exits on have no bar.
    private func chart(_ rows: [(rule: String, totals: MetricKitRuleTotals)]) -> String {
        let days = rows.map { row in
            row.totals.days.counts.compactMap { day, count in Self.dayNumber(day).map { ($0, day, count) } }
        }
        let numbers = days.flatMap { $0.map(\.0) }
        guard let first = numbers.min(), let last = numbers.max() else { return "" }
        let plotWidth = width - labelWidth - 2 * margin
        let slots = last - first + 1
        let slot = Double(plotWidth) / Double(slots)
        let barWidth = max(1, Int(slot * 0.8))
        let band = barsHeight + rowGap
        let height = rows.count * band + rowGap
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"background exits per day, one band per rule\">\n"
        for (index, row) in rows.enumerated() {
            let top = index * band + rowGap / 2
            let peak = days[index].map(\.2).max() ?? 0
            out += "<g class=\"band\" data-rule=\"\(Markup.attribute(row.rule))\" transform=\"translate(0,\(top))\">\n"
            out += "<text x=\"0\" y=\"\(barsHeight / 2)\">\(Markup.escape(row.rule))</text>\n"
            out += "<text class=\"peak\" x=\"\(labelWidth - 6)\" y=\"10\" text-anchor=\"end\">\(peak)</text>\n"
            out +=
                "<line x1=\"\(labelWidth)\" y1=\"\(barsHeight)\" x2=\"\(labelWidth + plotWidth)\" y2=\"\(barsHeight)\" stroke=\"#ccc\"/>\n"
            for (number, day, count) in days[index].sorted(by: { $0.0 < $1.0 }) where peak > 0 {
                let barHeight = max(1, Int((Double(count) / Double(peak) * Double(barsHeight)).rounded()))
                let x = labelWidth + Int((Double(number - first) * slot).rounded())
                out +=
                    "<rect class=\"bar\" x=\"\(x)\" y=\"\(barsHeight - barHeight)\" width=\"\(barWidth)\" height=\"\(barHeight)\"><title>\(Markup.escape("\(row.rule) \(day): \(count) exit\(count == 1 ? "" : "s")"))</title></rect>\n"
            }
            out += "</g>\n"
        }
        let firstDay = CivilDate.date(daysSinceEpoch: first)
        let lastDay = CivilDate.date(daysSinceEpoch: last)
        func label(_ date: (year: Int, month: Int, day: Int)) -> String {
            func padded(_ value: Int, _ width: Int) -> String {
                String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
            }
            return "\(padded(date.year, 4))-\(padded(date.month, 2))-\(padded(date.day, 2))"
        }
        let axisY = height - 4
        out += "<text class=\"axis\" x=\"\(labelWidth)\" y=\"\(axisY)\">\(label(firstDay))</text>\n"
        if last > first {
            out +=
                "<text class=\"axis\" x=\"\(labelWidth + plotWidth)\" y=\"\(axisY)\" text-anchor=\"end\">\(label(lastDay))</text>\n"
        }
        return out + "</svg>\n"
    }
}
