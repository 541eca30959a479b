import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

/// What several rules read of a target's code, found once per target (the engine's `FactCache`) rather than once
/// per rule.
enum CodeFacts {
    /// The modules whose code the facts and rules read in the syntax tree after indexing.
    static let treeModules = ["HealthKit", "BackgroundTasks"]
}

/// The target's code a constant flag rules out, and the functions only such code calls: what both domains' facts
/// leave out.
struct PrunedCode: TargetFact {
    let pruned: ConstantFlagCode
    let compiledOut: Set<String>

    init(_ target: LintTarget, facts: FactCache) {
        let graph = target.swift.graph
        pruned = ConstantFlagCode(graph: graph)
        compiledOut = graph.functionsOnlyUnreachableCodeCalls(pruned: pruned)
    }
}

extension BackgroundTaskCode: TargetFact {
    /// Task requests, registrations, submits and launch handlers, shared by the BackgroundTasks rules.
    init(_ target: LintTarget, facts: FactCache) {
        let code = facts.fact(PrunedCode.self, of: target)
        self.init(
            graph: target.swift.graph, watchOnly: target.swift.platforms == ["watchOS"], compiledOut: code.compiledOut,
            pruned: code.pruned)
    }
}

extension HealthKitCode.Facts: TargetFact {
    /// Background-delivery calls, observer queries and value bindings, shared by the HealthKit rules.
    init(_ target: LintTarget, facts: FactCache) {
        let code = facts.fact(PrunedCode.self, of: target)
        self.init(graph: target.swift.graph, compiledOut: code.compiledOut, pruned: code.pruned)
    }
}

extension RuleContext {
    /// The target's BackgroundTasks code (requests, registrations, handlers).
    func backgroundTasks(of target: LintTarget) -> BackgroundTaskCode { facts.fact(of: target) }
    /// The target's HealthKit code (deliveries, observers, sample types).
    func healthKit(of target: LintTarget) -> HealthKitCode { HealthKitCode(target.swift, facts.fact(of: target)) }
}
