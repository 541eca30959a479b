import Dispatch
import Foundation
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
    /// Task requests, registrations, submits and launch handlers, shared by the BackgroundTasks rules.
    let backgroundTasks: BackgroundTaskCode
    /// Background-delivery calls, observer queries and value bindings, shared by the HealthKit rules.
    let healthKit: HealthKitCode.Facts

    /// Whether the rules will read the tree of a file with these imports after indexing: the facts and rules
    /// look into HealthKit and BackgroundTasks code. The loader keeps those trees; others are released once
    /// indexed (a file read anyway is parsed again).
    static func rulesReadTree(imports: [String]) -> Bool {
        imports.contains { name in
            rulesReadModules.contains { name == $0 || name.hasPrefix($0 + ".") }
        }
    }

    static let rulesReadModules = ["HealthKit", "BackgroundTasks"]

    /// Cores the module index is built on (the CPUs this process may use).
    static let workers = ProcessInfo.processInfo.activeProcessorCount

    /// `platforms`: those the target builds for, as `os()` names (see `LintTarget.platforms`); empty when not known.
    public init(files: [SwiftFile], platforms: Set<String> = []) {
        self.files = files
        index = ModuleIndex(files: files, workers: Self.workers, platforms: platforms)
        let graph = CallGraph(index: index)
        self.graph = graph
        // The three read the index and graph only: built side by side (BackgroundTasks alone is about as
        // much work as the other two together).
        let index = index
        let tasks = UnsafeResultBuffer<BackgroundTaskCode>(count: 1)
        let health = UnsafeResultBuffer<HealthKitCode.Facts>(count: 1)
        let launch = UnsafeResultBuffer<LaunchReachability>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { job in
            if job == 0 {
                tasks[0] = BackgroundTaskCode(graph: graph, watchOnly: platforms == ["watchOS"])
            } else {
                health[0] = HealthKitCode.Facts(index: index)
                launch[0] = LaunchReachability(graph: graph)
            }
        }
        self.launch = launch[0]!
        backgroundTasks = tasks[0]!
        healthKit = health[0]!
    }
}
