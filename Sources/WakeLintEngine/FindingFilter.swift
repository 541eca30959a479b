import WakeLintCore

/// What a configuration and a run's inline suppressions make of the rules' findings, for project and log
/// runs alike: findings of disabled rules and suppressed findings go (and are counted), each `wakelint:disable` that suppressed
/// nothing is reported by the catalogue's suppression rule (judging only commands about rules that ran), and
/// configured severities replace the rules' own.
public struct FindingFilter: Sendable {
    public var configuration: Configuration
    /// Inline suppressions by file path; none for logs.
    public var suppressions: [String: Suppressions]

    /// The rule that reports unused suppressions; none reports them without one.
    public var suppressionRule: (any SuppressionRule.Type)?

    public init(
        configuration: Configuration, suppressions: [String: Suppressions] = [:],
        suppressionRule: (any SuppressionRule.Type)?
    ) {
        self.configuration = configuration
        self.suppressions = suppressions
        self.suppressionRule = suppressionRule
    }

    /// `findings`: those of the rules in `ranRules`.
    public func apply(to findings: [Finding], ranRules: Set<RuleID>) -> [Finding] {
        filter(findings, ranRules: ranRules).findings
    }

    /// The findings kept, and how many of those of disabled rules and suppressed ones were dropped.
    public func filter(_ findings: [Finding], ranRules: Set<RuleID>) -> (findings: [Finding], hidden: HiddenFindings) {
        let enabled = findings.filter { configuration.isEnabled($0.rule) }
        var hidden = HiddenFindings(disabled: findings.count - enabled.count)
        let kept = unsuppressed(enabled, ranRules: ranRules, suppressed: &hidden.suppressed)
        return (configuration.apply(to: kept), hidden)
    }

    private func unsuppressed(_ findings: [Finding], ranRules: Set<RuleID>, suppressed: inout Int) -> [Finding] {
        guard !suppressions.isEmpty else { return findings }
        var used: [String: Set<Int>] = [:]
        var kept: [Finding] = []
        for finding in findings {
            // At the finding's own line, else at a related place in an Info.plist or entitlements file (the key
            // an entitlement finding rests on).
            let places =
                [finding.location]
                + finding.related.map(\.location).filter {
                    $0.path != finding.location.path && [.plist, .entitlements].contains(InputKind(path: $0.path))
                }
            let suppressing = places.lazy.compactMap { place in
                self.suppressions[place.path]?.suppressingCommand(finding.rule, line: place.line).map {
                    (place.path, $0)
                }
            }.first
            if let (path, index) = suppressing {
                used[path, default: []].insert(index)
                suppressed += 1
            } else {
                kept.append(finding)
            }
        }
        guard let rule = suppressionRule, configuration.isEnabled(rule.id) else { return kept }
        var reported: [Finding] = []
        var unreported = 0
        for (path, file) in suppressions {
            for (index, command) in file.commands.enumerated()
            where command.disables && !(used[path]?.contains(index) ?? false) {
                // A command about rules that did not run cannot be judged; one about this rule never is.
                let judged =
                    command.rules.isEmpty || !command.rules.isDisjoint(with: ranRules.filter(configuration.isEnabled))
                guard judged, !command.rules.contains(rule.id) else { continue }
                // Another command may suppress the report; the command itself (`disable:this all`) does not.
                if file.suppressingCommand(rule.id, line: command.location.line, excluding: index) != nil {
                    unreported += 1
                    continue
                }
                var context = RuleContext(rule: rule.id)
                context.report(rule.message(for: command), at: command.location, input: InputKind(path: path) ?? .swift)
                reported += context.findings
            }
        }
        suppressed += unreported
        return kept + reported
    }
}
