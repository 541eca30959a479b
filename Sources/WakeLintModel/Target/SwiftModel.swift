import Dispatch
import Foundation
import WakeLintCore
import WakeLintSwift

/// A target's Swift code understood once: its parsed files, the module index (functions, call sites,
/// closures, types, singletons) and which call sites run at launch. Built when the target is assembled,
/// shared by every rule that asks.
public final class SwiftModel: Sendable {
    public let files: [SwiftFile]
    public let index: ModuleIndex
    /// Calls resolved to the module's functions, both ways.
    public let graph: CallGraph
    public let launch: LaunchReachability
    /// What the rules' engine derives from the index and graph for its rules, made by the `CodeFactsMaker`
    /// the model was built with (nil when built without one).
    public let facts: (any Sendable)?

    /// Makes the rules' shared facts from a target's call graph, for the platforms it builds for.
    public typealias CodeFactsMaker = @Sendable (_ graph: CallGraph, _ platforms: Set<String>) -> any Sendable

    /// Whether the rules will read the tree of a file with these imports after indexing: the facts and rules
    /// look into HealthKit and BackgroundTasks code. The loader keeps those trees; others are released once
    /// indexed (a file read anyway is parsed again).
    public static func rulesReadTree(imports: [String]) -> Bool {
        imports.contains { name in
            rulesReadModules.contains { name == $0 || name.hasPrefix($0 + ".") }
        }
    }

    package static let rulesReadModules = ["HealthKit", "BackgroundTasks"]

    /// Cores the module index is built on (the CPUs this process may use).
    package static let workers = ProcessInfo.processInfo.activeProcessorCount

    /// `platforms`: those the target builds for, as `os()` names (see `LintTarget.platforms`); empty when not known.
    public init(files: [SwiftFile], platforms: Set<String> = [], facts makeFacts: CodeFactsMaker? = nil) {
        self.files = files
        index = ModuleIndex(files: files, workers: Self.workers, platforms: platforms)
        let graph = CallGraph(index: index)
        self.graph = graph
        // The facts and launch reachability read the index and graph only: built side by side.
        let facts = UnsafeResultBuffer<any Sendable>(count: 1)
        let launch = UnsafeResultBuffer<LaunchReachability>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { job in
            if job == 0 {
                if let makeFacts { facts[0] = makeFacts(graph, platforms) }
            } else {
                launch[0] = LaunchReachability(graph: graph)
            }
        }
        self.launch = launch[0]!
        self.facts = facts[0]
    }
}
