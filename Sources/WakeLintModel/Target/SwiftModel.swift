import Dispatch
import Foundation
import WakeLintCore
import WakeLintSwift

/// A target's Swift code understood once: its parsed files, the module index (functions, call sites,
/// closures, types, singletons) and which call sites run at launch. Built when first asked for (or by `build()`),
/// shared by every rule that asks; `release()` lets it go once the target's rules have run, so a lint holds the
/// models of the targets being linted, not of every target (parsing is deterministic: a model built again is the
/// same).
public final class SwiftModel: @unchecked Sendable {
    public let files: [SwiftFile]
    private let platforms: Set<String>
    private let makeFacts: CodeFactsMaker?
    private let lock = NSLock()
    private var built: Contents?

    /// What is built from the files: the index, the call graph and the rules' facts; launch reachability when first
    /// read (only rules about code that must run at launch read it, and only for targets that have such code).
    private final class Contents: Sendable {
        let index: ModuleIndex
        let graph: CallGraph
        let facts: (any Sendable)?
        let launch = ThreadSafeLazy<LaunchReachability>()

        init(index: ModuleIndex, graph: CallGraph, facts: (any Sendable)?) {
            self.index = index
            self.graph = graph
            self.facts = facts
        }
    }

    public var index: ModuleIndex { contents.index }
    /// Calls resolved to the module's functions, both ways.
    public var graph: CallGraph { contents.graph }
    public var launch: LaunchReachability {
        let contents = contents
        return contents.launch.value { LaunchReachability(graph: contents.graph) }
    }
    /// What the rules' engine derives from the index and graph for its rules, made by the `CodeFactsMaker`
    /// the model was built with (nil when built without one).
    public var facts: (any Sendable)? { contents.facts }

    /// Makes the rules' shared facts from a target's call graph, for the platforms it builds for.
    public typealias CodeFactsMaker = @Sendable (_ graph: CallGraph, _ platforms: Set<String>) -> any Sendable

    /// Whether the rules will read the tree of a file with these imports after indexing: the facts and rules
    /// look into HealthKit and BackgroundTasks code. A lint holds those trees while it lints their targets; others
    /// are released once indexed (a file read anyway is parsed again).
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
        self.platforms = platforms
        self.makeFacts = makeFacts
    }

    /// The bytes of the files: what building the model costs, about.
    public var sourceBytes: Int { files.reduce(0) { $0 + $1.source.file.bytes.count } }

    /// Builds the model now (on every core when called outside other parallel work) unless it is built.
    public func build() { _ = contents }

    /// Lets the built model go; the next read builds it again.
    public func release() {
        lock.lock()
        let released = built
        built = nil
        lock.unlock()
        // Freed here, after unlocking, when `released` goes.
        _ = released
    }

    /// Whether the model is built now.
    public var isBuilt: Bool {
        lock.lock()
        defer { lock.unlock() }
        return built != nil
    }

    private var contents: Contents {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let made = Self.make(files, platforms, makeFacts)
        built = made
        return made
    }

    private static func make(_ files: [SwiftFile], _ platforms: Set<String>, _ makeFacts: CodeFactsMaker?) -> Contents {
        let index = ModuleIndex(files: files, workers: workers, platforms: platforms)
        let graph = CallGraph(index: index)
        return Contents(index: index, graph: graph, facts: makeFacts?(graph, platforms))
    }
}
