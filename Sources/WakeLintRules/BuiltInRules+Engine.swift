import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

extension RuleSet {
    /// Every built-in rule.
    public static let builtIn = RuleSet(BuiltInRules.all)
}

extension Linter {
    /// A linter of the built-in project rules (or `rules`), with the built-in suppression rule; the rules read the
    /// trees of HealthKit and BackgroundTasks code.
    public init(
        rules: [any ProjectRule.Type] = RuleSet.builtIn.projectRules,
        configuration: Configuration = Configuration(directory: "/"), residency: TreeResidency = TreeResidency()
    ) {
        self.init(
            rules: rules, suppressionRule: RuleSet.builtIn.suppressionRule, treeModules: CodeFacts.treeModules,
            configuration: configuration, residency: residency)
    }
}

extension LogDiagnosis {
    /// A diagnosis by the built-in log rules and pattern rules (or those given).
    public init(
        rules: [any LogRule.Type] = RuleSet.builtIn.logRules, patternRules: [PatternLogRule] = PatternLogRule.builtIn,
        configuration: Configuration = Configuration(directory: "/")
    ) {
        self.init(rules: rules, patternRules: patternRules, of: .builtIn, configuration: configuration)
    }
}

extension FindingFilter {
    /// A filter whose unused suppressions the built-in suppression rule reports.
    public init(configuration: Configuration, suppressions: [String: Suppressions] = [:]) {
        self.init(
            configuration: configuration, suppressions: suppressions, suppressionRule: RuleSet.builtIn.suppressionRule)
    }
}

extension LogProjectJoin {
    /// A join by the built-in rules' project places.
    public init(project: LoadedProject) { self.init(project: project, rules: .builtIn) }
}

extension MetricKitFleet {
    /// Sums for the built-in MetricKit rules.
    public init() { self.init(.builtIn) }
}
