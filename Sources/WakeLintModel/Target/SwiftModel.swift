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
    /// Those the target builds for, as `os()` names (see `LintTarget.platforms`); empty when not known.
    public let platforms: Set<String>
    private let lock = NSLock()
    private var built: Contents?

    /// What is built from the files: the index and the call graph; launch reachability when first read (only rules
    /// about code that must run at launch read it, and only for targets that have such code).
    private final class Contents: Sendable {
        let index: ModuleIndex
        let graph: CallGraph
        let launch = ThreadSafeLazy<LaunchReachability>()

        init(index: ModuleIndex, graph: CallGraph) {
            self.index = index
            self.graph = graph
        }
    }

    public var index: ModuleIndex { contents.index }
    /// Calls resolved to the module's functions, both ways.
    public var graph: CallGraph { contents.graph }
    public var launch: LaunchReachability {
        let contents = contents
        return contents.launch.value { LaunchReachability(graph: contents.graph) }
    }
    /// Cores the module index is built on (the CPUs this process may use).
    package static let workers = ProcessInfo.processInfo.activeProcessorCount

    public init(files: [SwiftFile], platforms: Set<String> = []) {
        self.files = files
        self.platforms = platforms
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
        let made = Self.make(files, platforms)
        built = made
        return made
    }

    private static func make(_ files: [SwiftFile], _ platforms: Set<String>) -> Contents {
        let index = ModuleIndex(files: files, workers: workers, platforms: platforms)
        return Contents(index: index, graph: CallGraph(index: index))
    }
}
