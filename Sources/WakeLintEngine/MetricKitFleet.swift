import WakeLintCore
import WakeLintLogs

/// Sums MetricKit payloads, from any number of inputs, into a `MetricKitAggregate`, and makes one finding per rule
/// with exits. Memory is the aggregate's bounded tallies, whatever the number of payloads.
public struct MetricKitFleet: Sendable {
    public private(set) var aggregate = MetricKitAggregate()
    private let rules: [any MetricKitExitRule.Type]
    private let ruleByCounter: [MetricKitCounter: RuleID]

    /// Sums for the MetricKit rules among `rules`.
    public init(_ rules: RuleSet) {
        self.init(rules: rules.metricKitExitRules)
    }

    init(rules: [any MetricKitExitRule.Type]) {
        self.rules = rules
        var byCounter: [MetricKitCounter: RuleID] = [:]
        for rule in rules { for counter in rule.backgroundExitCounters { byCounter[counter] = rule.id } }
        ruleByCounter = byCounter
    }

    /// The rules that read MetricKit counters.
    public var ruleIDs: [RuleID] { rules.map { $0.id } }

    /// The note of a log read as payloads.
    public static func note(payloads: Int) -> String {
        "read as MetricKit: \(payloads) payload\(payloads == 1 ? "" : "s")"
    }

    /// Adds a payload read from the log at `path`.
    public mutating func add(_ payload: MetricKitPayload, path: String) {
        let day = MetricKitPayload.day(of: payload.timeStampBegin) ?? MetricKitPayload.day(of: payload.timeStampEnd)
        aggregate.firstDay = MetricKitDays.earlier(aggregate.firstDay, day)
        aggregate.lastDay = MetricKitDays.later(
            aggregate.lastDay, MetricKitPayload.day(of: payload.timeStampEnd) ?? day)
        let os = MetricKitPayload.osRelease(payload.osVersion)
        switch payload.kind {
        case .metrics:
            aggregate.metricPayloads += 1
            aggregate.deviceTypes.add(payload.deviceType, 1)
            // A few rules at most: an array, not a set, for each payload.
            var touched: [RuleID] = []
            for exit in payload.backgroundExits {
                aggregate.backgroundExits += exit.count
                if exit.counter != .normalAppExit { aggregate.abnormalBackgroundExits += exit.count }
                guard exit.count > 0, let rule = ruleByCounter[exit.counter] else { continue }
                let location = SourceLocation(path: path, line: exit.line, column: exit.column)
                // Changed in place: a copy would share the tallies' storage and copy them on every count.
                Self.count(
                    exit, at: location, version: payload.appVersion, os: os, day: day,
                    into: &aggregate.rules[rule.rawValue, default: MetricKitRuleTotals(location: location)])
                if !touched.contains(rule) { touched.append(rule) }
            }
            for rule in touched { aggregate.rules[rule.rawValue]!.payloads += 1 }
        case .diagnostics:
            aggregate.diagnosticPayloads += 1
            for crash in payload.crashes {
                aggregate.crashDiagnostics += 1
                guard let reason = crash.terminationReason else { continue }
                let codes = TerminationCode.codes(in: reason)
                guard
                    let rule = rules.first(where: { rule in
                        codes.contains { rule.metricKitTerminationCodes.contains($0) }
                    })
                else { continue }
                let location = SourceLocation(path: path, line: crash.line, column: 1)
                var totals = aggregate.rules[rule.id.rawValue] ?? MetricKitRuleTotals(location: location)
                totals.crashDiagnostics += 1
                totals.appVersions.add(crash.appVersion ?? payload.appVersion, 1)
                totals.osVersions.add(MetricKitPayload.osRelease(crash.osVersion) ?? os, 1)
                if !crash.frames.isEmpty { totals.signatures.add(crash.frames.joined(separator: " < "), 1) }
                totals.firstDay = MetricKitDays.earlier(totals.firstDay, day)
                totals.lastDay = MetricKitDays.later(totals.lastDay, day)
                aggregate.rules[rule.id.rawValue] = totals
            }
        }
    }

    /// Adds another run's aggregate (a shard's).
    /// One background exit counted into its rule's totals.
    private static func count(
        _ exit: MetricKitCount, at location: SourceLocation, version: String?, os: String?,
        day: String?, into totals: inout MetricKitRuleTotals
    ) {
        if location <= totals.location {
            totals.location = location
            totals.evidence = EvidenceLine(line: exit.line, text: exit.lineText)
        }
        totals.exits += exit.count
        totals.counters[exit.counter.rawValue, default: 0] += exit.count
        totals.appVersions.add(version, exit.count)
        totals.osVersions.add(os, exit.count)
        totals.days.add(day, exit.count)
        totals.firstDay = MetricKitDays.earlier(totals.firstDay, day)
        totals.lastDay = MetricKitDays.later(totals.lastDay, day)
    }

    public mutating func add(_ other: MetricKitAggregate) {
        aggregate = aggregate + other
    }

    /// One finding per rule with background exits, at the first counter that counted some, in rule order.
    public func findings() -> [Finding] {
        var findings: [Finding] = []
        for rule in rules {
            guard let totals = aggregate.rules[rule.id.rawValue], totals.exits > 0 else { continue }
            var context = RuleContext(rule: rule.id)
            context.report(
                rule.metricKitMessage(Summary(totals: totals, aggregate: aggregate)), at: totals.location,
                input: .log, evidence: totals.evidence.map { [$0] } ?? [])
            findings += context.findings
        }
        return findings
    }

    /// The figures a message quotes.
    public struct Summary: Sendable {
        public var totals: MetricKitRuleTotals
        public var aggregate: MetricKitAggregate

        /// `37 background exits in 12 of 40 metric payloads (41% of the abnormal ones; app 4.2, 4.3; iPhone OS 17.3.1;
        /// 2025-03-01 to 2025-03-04)`, with the counters' names.
        public var figures: String {
            func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
            var parts: [String] = []
            if let share = aggregate.share(of: totals.exits) { parts.append("\(share)% of abnormal background exits") }
            let apps = totals.appVersions.sorted(limit: 3).map(\.name)
            if !apps.isEmpty {
                parts.append("app \(apps.joined(separator: ", "))\(totals.appVersions.counts.count > 3 ? ", …" : "")")
            }
            let systems = totals.osVersions.sorted(limit: 2).map(\.name)
            if !systems.isEmpty {
                parts.append(systems.joined(separator: ", ") + (totals.osVersions.counts.count > 2 ? ", …" : ""))
            }
            if let first = totals.firstDay, let last = totals.lastDay {
                parts.append(first == last ? first : "\(first) to \(last)")
            }
            if totals.crashDiagnostics > 0 { parts.append(plural(totals.crashDiagnostics, "crash diagnostic")) }
            let counters = totals.counters.keys.sorted().joined(separator: ", ")
            return
                "\(plural(totals.exits, "background exit")) in \(totals.payloads) of \(plural(aggregate.metricPayloads, "metric payload")) (\(counters)\(parts.isEmpty ? "" : "; " + parts.joined(separator: "; ")))"
        }
    }
}
