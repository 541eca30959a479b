import Dispatch
import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

/// What several rules read of a target's code, found once when the target is loaded rather than once per rule.
struct CodeFacts: Sendable {
    /// Task requests, registrations, submits and launch handlers, shared by the BackgroundTasks rules.
    let backgroundTasks: BackgroundTaskCode
    /// Background-delivery calls, observer queries and value bindings, shared by the HealthKit rules.
    let healthKit: HealthKitCode.Facts

    /// What the engine hands the loader (`ProjectLoader.load(_:residency:readFile:facts:)`); the two halves read
    /// the index and graph only, so they are built side by side.
    static let make: SwiftModel.CodeFactsMaker = { graph, platforms in
        let pruned = ConstantFlagCode(graph: graph)
        let compiledOut = graph.functionsOnlyUnreachableCodeCalls(pruned: pruned)
        let tasks = UnsafeResultBuffer<BackgroundTaskCode>(count: 1)
        let health = UnsafeResultBuffer<HealthKitCode.Facts>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { job in
            if job == 0 {
                tasks[0] = BackgroundTaskCode(
                    graph: graph, watchOnly: platforms == ["watchOS"], compiledOut: compiledOut, pruned: pruned)
            } else {
                health[0] = HealthKitCode.Facts(graph: graph, compiledOut: compiledOut, pruned: pruned)
            }
        }
        return CodeFacts(backgroundTasks: tasks[0]!, healthKit: health[0]!)
    }
}

extension SwiftModel {
    /// The facts the model was built with; every model the engine loads has them.
    var codeFacts: CodeFacts {
        guard let facts = facts as? CodeFacts else { preconditionFailure("a Swift model built without CodeFacts.make") }
        return facts
    }

    var backgroundTasks: BackgroundTaskCode { codeFacts.backgroundTasks }
    var healthKit: HealthKitCode.Facts { codeFacts.healthKit }
}

extension LintTarget {
    /// The target's BackgroundTasks code (requests, registrations, handlers).
    var backgroundTasks: BackgroundTaskCode { swift.backgroundTasks }
    /// The target's HealthKit code (deliveries, observers, sample types).
    var healthKit: HealthKitCode { HealthKitCode(swift) }
}
