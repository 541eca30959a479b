import Foundation
import WakeLintCore
import WakeLintEngine
import WakeLintReporters
import WakeLintRules

/// `wakelint merge REPORT...`: sums the JSON reports of `wakelint logs --format json` over shards of a fleet's payloads
/// into the report one run over all of them gives. Their MetricKit aggregates are added and the findings made from
/// MetricKit counters are made again from the sum; every other finding, problem and note is kept as it was.
enum MergeCommand {
    static func run(_ invocation: Invocation, _ environment: CommandEnvironment) -> CommandResult {
        guard !invocation.operands.isEmpty else {
            return WakeLintCommand.usageFailure(
                "merge needs the JSON reports to sum ('wakelint logs --format json' of each shard)", command: .merge)
        }
        var findings: [Finding] = []
        var problems: [InputProblem] = []
        var notes: [InputNote] = []
        var hidden = HiddenFindings()
        var fleet = MetricKitFleet()
        for operand in invocation.operands {
            let path = ConfigurationLoader.absolute(operand, environment.currentDirectory)
            guard let data = FileManager.default.contents(atPath: path) else {
                return WakeLintCommand.usageFailure("cannot read '\(operand)'", command: .merge)
            }
            guard let report = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                report["tool"] as? String == "wakelint", let shardFindings = report["findings"] as? [[String: Any]]
            else {
                return WakeLintCommand.usageFailure(
                    "'\(operand)' is not a wakelint JSON report (wakelint logs --format json)", command: .merge)
            }
            var fromCounters: Set<CounterFinding> = []
            if let block = report["metrickit"] as? [String: Any] {
                guard let aggregate = aggregate(from: block) else {
                    return WakeLintCommand.usageFailure(
                        "'\(operand)' has a \"metrickit\" block wakelint cannot read", command: .merge)
                }
                fleet.add(aggregate)
                for (id, totals) in aggregate.rules where totals.exits > 0 {
                    fromCounters.insert(CounterFinding(rule: id, location: totals.location))
                }
            }
            for object in shardFindings {
                guard let finding = finding(from: object) else { continue }
                if fromCounters.contains(CounterFinding(rule: finding.rule.rawValue, location: finding.location)) {
                    continue
                }
                findings.append(finding)
            }
            for object in report["problems"] as? [[String: Any]] ?? [] {
                if let path = object["path"] as? String, let message = object["message"] as? String {
                    problems.append(InputProblem(path: path, message: message))
                }
            }
            for object in report["notes"] as? [[String: Any]] ?? [] {
                if let path = object["path"] as? String, let message = object["message"] as? String {
                    notes.append(
                        InputNote(path: path, message: message, unrecognised: object["recognised"] as? Bool == false))
                }
            }
            if let counts = report["hidden"] as? [String: Any] {
                hidden =
                    hidden
                    + HiddenFindings(
                        diff: int(counts["diff"]) ?? 0, baseline: int(counts["baseline"]) ?? 0,
                        suppressed: int(counts["suppressed"]) ?? 0, disabled: int(counts["disabled"]) ?? 0)
            }
        }
        var result = LintResult(
            findings: findings + fleet.findings(), problems: problems, filesRead: notes.count, hidden: hidden,
            notes: notes.sorted(), inputsRead: [.log])
        result.metricKit = fleet.aggregate.isEmpty ? nil : fleet.aggregate
        return WakeLintCommand.report(result, invocation, environment, failOn: invocation.failOn ?? .warning)
    }

    /// Where a shard's finding made from MetricKit counters is: its rule's aggregate location.
    private struct CounterFinding: Hashable {
        var rule: String
        var location: SourceLocation
    }

    private static func int(_ value: Any?) -> Int? { (value as? NSNumber)?.intValue }

    /// A finding as the JSON report writes it (a fix, which log findings never have, is not read back).
    static func finding(from object: [String: Any]) -> Finding? {
        guard let rule = object["rule"] as? String,
            let severity = (object["severity"] as? String).flatMap(Severity.init),
            let message = object["message"] as? String, let path = object["path"] as? String,
            let line = int(object["line"]), let column = int(object["column"])
        else { return nil }
        let related = (object["related"] as? [[String: Any]] ?? []).compactMap { item -> RelatedLocation? in
            guard let path = item["path"] as? String, let line = int(item["line"]), let column = int(item["column"]),
                let message = item["message"] as? String
            else { return nil }
            return RelatedLocation(SourceLocation(path: path, line: line, column: column), message)
        }
        let evidence = (object["evidence"] as? [[String: Any]] ?? []).compactMap { item -> EvidenceLine? in
            guard let line = int(item["line"]), let text = item["text"] as? String else { return nil }
            return EvidenceLine(line: line, text: text)
        }
        return Finding(
            rule: RuleID(rule), severity: severity, message: message,
            location: SourceLocation(path: path, line: line, column: column),
            input: (object["input"] as? String).flatMap(InputKind.init(rawValue:)) ?? .log, related: related,
            evidence: evidence)
    }

    /// The aggregate a report's `"metrickit"` block holds (`MetricKitJSON`), or nil when it is malformed.
    static func aggregate(from object: [String: Any]) -> MetricKitAggregate? {
        var aggregate = MetricKitAggregate()
        guard let metric = int(object["metricPayloads"]), let diagnostic = int(object["diagnosticPayloads"]),
            let background = int(object["backgroundExits"]), let abnormal = int(object["abnormalBackgroundExits"]),
            let rules = object["rules"] as? [String: Any]
        else { return nil }
        aggregate.metricPayloads = metric
        aggregate.diagnosticPayloads = diagnostic
        aggregate.backgroundExits = background
        aggregate.abnormalBackgroundExits = abnormal
        aggregate.crashDiagnostics = int(object["crashDiagnostics"]) ?? 0
        aggregate.firstDay = object["firstDay"] as? String
        aggregate.lastDay = object["lastDay"] as? String
        aggregate.deviceTypes = tally(object["deviceTypes"])
        for (id, value) in rules {
            guard let rule = value as? [String: Any], let path = rule["path"] as? String, let line = int(rule["line"]),
                let column = int(rule["column"])
            else { return nil }
            var totals = MetricKitRuleTotals(location: SourceLocation(path: path, line: line, column: column))
            totals.exits = int(rule["exits"]) ?? 0
            totals.payloads = int(rule["payloads"]) ?? 0
            totals.counters = ((rule["counters"] as? [String: Any]) ?? [:]).compactMapValues { int($0) }
            totals.crashDiagnostics = int(rule["crashDiagnostics"]) ?? 0
            totals.appVersions = tally(rule["appVersions"])
            totals.osVersions = tally(rule["osVersions"])
            totals.days = tally(rule["days"], cap: MetricKitTally.dayCap)
            totals.signatures = tally(rule["signatures"])
            totals.firstDay = rule["firstDay"] as? String
            totals.lastDay = rule["lastDay"] as? String
            if let evidence = rule["evidence"] as? [String: Any], let line = int(evidence["line"]),
                let text = evidence["text"] as? String
            {
                totals.evidence = EvidenceLine(line: line, text: text)
            }
            aggregate.rules[id] = totals
        }
        return aggregate
    }

    private static func tally(_ value: Any?, cap: Int = MetricKitTally.defaultCap) -> MetricKitTally {
        var counts = ((value as? [String: Any]) ?? [:]).compactMapValues { int($0) }
        let other = counts.removeValue(forKey: "") ?? 0
        return MetricKitTally(counts: counts, other: other, cap: cap)
    }
}
