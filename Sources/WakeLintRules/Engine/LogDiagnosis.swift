import WakeLintCore
import WakeLintLogs

/// Diagnoses logs: streams each one, shows every event that passes a rule's literal prefilter to that
/// rule, and returns the findings with their evidence lines.
///
/// Reading uses the union of all rules' literals as a prefilter on raw bytes (ripgrep's candidate lines):
/// dated one-line events that hold none of them are skipped before any String is built, which is what
/// makes a large, mostly irrelevant log fast. Rules therefore see only events holding one of their own
/// literals — the same events, prefilter on or off (`usesPrefilter`; tested on every fixture).
public struct LogDiagnosis: Sendable {
    /// Log rules written as code (stateful analyses).
    public var rules: [any LogRule.Type]
    /// Declarative log rules: the built-in catalogue's log-rule docs, plus any user rules.
    public var patternRules: [PatternLogRule]
    /// Skip lines no rule can match before assembling events. Off, every event is assembled; the
    /// findings are the same either way.
    public var usesPrefilter = true

    public init(rules: [any LogRule.Type] = BuiltInRules.all.compactMap { $0 as? any LogRule.Type },
                patternRules: [PatternLogRule] = PatternLogRule.builtIn) {
        self.rules = rules
        self.patternRules = patternRules
    }

    public func diagnose(_ readers: [LogReader]) -> LintResult {
        var findings: [Finding] = []
        var problems: [InputProblem] = []
        let union = LiteralPrefilter(literals: rules.flatMap { $0.requiredLiterals } + patternRules.flatMap { $0.requiredLiterals })
        for var reader in readers {
            var analyses = rules.map { RunningLogRule($0, path: reader.displayPath) }
                + patternRules.map { RunningLogRule($0, path: reader.displayPath) }
            let offer = { (event: LogEvent) in
                // Most events (undated formats are never skipped while reading) hold no rule's literal: one test for all.
                guard event.matches(union) else { return }
                for index in analyses.indices { analyses[index].offer(event) }
            }
            let problem = usesPrefilter ? reader.forEachEvent(prefilter: union, offer).problem : reader.forEachEvent(offer)
            if let problem { problems.append(problem) }
            for index in analyses.indices { findings += analyses[index].finish() }
        }
        return LintResult(findings: findings.sorted(), problems: problems, filesRead: readers.count)
    }
}

/// One log rule during one log's run: its state, its context and its prefilter.
private struct RunningLogRule {
    enum Analysis {
        case code(any LogRule)
        case pattern(PatternLogRule.Run)
    }

    var analysis: Analysis
    var context: RuleContext
    let prefilter: LiteralPrefilter

    init(_ type: any LogRule.Type, path: String) {
        analysis = .code(type.init())
        context = RuleContext(manifest: RuleCatalog.manifest(type.id) ?? .undocumented(type.id))
        context.logPath = path
        prefilter = LiteralPrefilter(literals: type.requiredLiterals)
    }

    init(_ rule: PatternLogRule, path: String) {
        analysis = .pattern(PatternLogRule.Run(rule))
        context = RuleContext(manifest: rule.manifest)
        context.logPath = path
        prefilter = LiteralPrefilter(literals: rule.requiredLiterals)
    }

    mutating func offer(_ event: LogEvent) {
        guard event.matches(prefilter) else { return }
        switch analysis {
        case .code(var rule):
            rule.check(event, in: &context)
            analysis = .code(rule)
        case .pattern(var run):
            run.check(event, in: &context)
            analysis = .pattern(run)
        }
    }

    mutating func finish() -> [Finding] {
        switch analysis {
        case .code(var rule):
            rule.finish(in: &context)
            analysis = .code(rule)
        case .pattern(let run):
            run.finish(in: &context)
        }
        return context.findings
    }
}
