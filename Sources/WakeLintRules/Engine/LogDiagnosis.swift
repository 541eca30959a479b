import WakeLintCore
import WakeLintLogs

/// Diagnoses logs: streams each one, shows every event that passes a rule's literal prefilter to that
/// rule, and returns the findings with their evidence lines.
public struct LogDiagnosis: Sendable {
    public var rules: [any LogRule.Type]

    public init(rules: [any LogRule.Type] = BuiltInRules.all.compactMap { $0 as? any LogRule.Type }) {
        self.rules = rules
    }

    public func diagnose(_ readers: [LogReader]) -> LintResult {
        var findings: [Finding] = []
        var problems: [InputProblem] = []
        for var reader in readers {
            var analyses = rules.map { RunningLogRule($0, path: reader.displayPath) }
            if let problem = reader.forEachEvent({ event in
                for index in analyses.indices { analyses[index].offer(event) }
            }) {
                problems.append(problem)
            }
            for index in analyses.indices { findings += analyses[index].finish() }
        }
        return LintResult(findings: findings, problems: problems, filesRead: readers.count)
    }
}

/// One log rule during one log's run: its state, its context and its prefilter literals.
private struct RunningLogRule {
    var rule: any LogRule
    var context: RuleContext
    let literals: [String]

    init(_ type: any LogRule.Type, path: String) {
        rule = type.init()
        context = RuleContext(manifest: RuleCatalog.manifest(type.id) ?? .undocumented(type.id))
        context.logPath = path
        literals = type.requiredLiterals
    }

    mutating func offer(_ event: LogEvent) {
        guard literals.isEmpty || event.lines.contains(where: { line in literals.contains { line.text.contains($0) } }) else { return }
        rule.check(event, in: &context)
    }

    mutating func finish() -> [Finding] {
        rule.finish(in: &context)
        return context.findings
    }
}
