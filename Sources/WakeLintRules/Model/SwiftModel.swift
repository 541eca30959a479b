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

    public init(files: [SwiftFile]) {
        self.files = files
        index = ModuleIndex(files: files)
        graph = CallGraph(index: index)
        launch = LaunchReachability(graph: graph)
        backgroundTasks = BackgroundTaskCode(graph: graph)
        healthKit = HealthKitCode.Facts(files: files, index: index)
    }
}
