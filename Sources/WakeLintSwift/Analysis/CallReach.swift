import WakeLintCore

/// How the code making a call comes to run: synchronously at launch, only later (from a view lifecycle method,
/// a scene callback, a SwiftUI body or a callback closure), or through no caller this module shows.
public enum CallReach: Sendable, Equatable {
    /// Runs at launch; `chain` goes from the launch entry point to the function making the call.
    case launch(chain: [String])
    /// Runs only after launch; `chain` goes from the function making the call outwards through its callers,
    /// and `lateEntry` says what makes its last step late (`a view lifecycle method`,
    /// `the closure passed to 'onAppear'`).
    case late(chain: [String], lateEntry: String)
    /// Not at launch, and no caller was found (reached only through a protocol, or from another module);
    /// `chain` holds the function making the call.
    case unknown(chain: [String])
}

extension LaunchReachability {
    /// Methods the system calls once the app's UI exists, by signature, with how a message names them.
    public static let lateMethods: [String: String] = [
        "viewDidLoad()": "a view lifecycle method", "viewWillAppear(_:)": "a view lifecycle method",
        "viewDidAppear(_:)": "a view lifecycle method", "loadView()": "a view lifecycle method",
        "scene(_:willConnectTo:options:)": "a scene callback", "sceneDidBecomeActive(_:)": "a scene callback",
        "sceneWillEnterForeground(_:)": "a scene callback", "applicationDidBecomeActive(_:)": "an activation callback",
        "applicationWillEnterForeground(_:)": "an activation callback", "awakeFromNib()": "a view lifecycle method",
        "onAppear()": "a view callback", "willActivate()": "a watch interface callback",
        "didAppear()": "a watch interface callback",
    ]

    /// Whether the call runs at launch, and if not, the shortest chain of callers back to a late context.
    /// Recursion is never a late caller: a handler that sets up the next observer cannot be what first runs it.
    public func reach(of site: ModuleIndex.CallSite, in graph: CallGraph) -> CallReach {
        if let chain = chain(to: site) { return .launch(chain: chain) }
        let function = site.enclosingFunction ?? "top-level code"
        if let factory = factory(around: site, in: graph) {
            if let resolved = factory.resolvedAtLaunch { return .launch(chain: resolved + [function]) }
        } else if let entry = lateClosure(around: site, in: graph), mayRun(function, in: graph) {
            return .late(chain: [function], lateEntry: entry)
        }
        // Breadth-first over callers: the first late context found gives the shortest chain.
        var queue: [[String]] = [[function]]
        var seen: Set<String> = [function]
        var head = 0
        while head < queue.count, head < 200 {
            let chain = queue[head]
            head += 1
            let current = chain.last!
            let signature = current.split(separator: ".").last.map(String.init) ?? current
            if let reason = Self.lateMethods[signature] { return .late(chain: chain, lateEntry: reason) }
            if signature == "body" { return .late(chain: chain, lateEntry: "a SwiftUI view body") }
            // A static property's initial value (`static let shared = Scheduler()`) runs where it is first read.
            for read in staticReads(of: current, in: graph) where !chain.contains(read.reader) {
                let late = graph.closureCall(containing: read.range, file: read.file, function: read.reader) {
                    !($0.calleeName.map(Self.synchronousClosureAPIs.contains) ?? false)
                }
                if let late, mayRun(read.reader, in: graph) {
                    return .late(
                        chain: chain + [read.reader],
                        lateEntry: "the closure passed to '\(late.calleeName ?? "a call")'")
                }
                if seen.insert(read.reader).inserted { queue.append(chain + [read.reader]) }
            }
            for caller in graph.callers(of: current) {
                let name = caller.enclosingFunction ?? "top-level code"
                guard !chain.contains(name) else { continue }
                if let factory = factory(around: caller, in: graph) {
                    if let resolved = factory.resolvedAtLaunch {
                        return .launch(chain: resolved + [name] + chain.reversed())
                    }
                } else if let entry = lateClosure(around: caller, in: graph), mayRun(name, in: graph) {
                    return .late(chain: chain + [name], lateEntry: entry)
                }
                if seen.insert(name).inserted { queue.append(chain + [name]) }
            }
        }
        return .unknown(chain: [function])
    }

    /// Where code reads the static property `qualifiedName` (`Scheduler.shared`, written with its type's name), with
    /// the function or property whose code makes each read; none when it is not a static property with an initial
    /// value. At most 64 reads.
    func staticReads(of qualifiedName: String, in graph: CallGraph) -> [(file: Int, range: Range<Int>, reader: String)]
    {
        let index = graph.index
        guard let property = index.property(qualifiedName), property.isStatic, property.hasInitializer else {
            return []
        }
        let owner = Array(property.owner.utf8)
        let name = Array(property.name.utf8)
        var reads: [(file: Int, range: Range<Int>, reader: String)] = []
        for (position, file) in index.files.enumerated() where reads.count < 64 {
            let bytes = file.source.file.bytes
            guard ByteSearch.contains(owner, in: bytes), ByteSearch.contains(name, in: bytes) else { continue }
            let tokens = file.source.tokens
            var functions: [ModuleIndex.FunctionEntry]?
            for at in tokens.indices.dropLast(2) where reads.count < 64 {
                guard tokens[at].kind == .identifier, tokens[at + 1].kind == .period,
                    tokens[at + 2].kind == .identifier, bytes[tokens[at].range].elementsEqual(owner),
                    bytes[tokens[at + 2].range].elementsEqual(name)
                else { continue }
                let range = tokens[at].range.lowerBound..<tokens[at + 2].range.upperBound
                if functions == nil { functions = index.functions.filter { $0.file == position } }
                guard let reader = reader(of: range, file: position, functions: functions ?? [], graph: graph),
                    reader != qualifiedName
                else { continue }
                reads.append((position, range, reader))
            }
        }
        return reads
    }

    /// The function or property whose code holds `range`: that of the innermost call around it, else the
    /// innermost function declared around it, else the property whose initial value holds it.
    private func reader(
        of range: Range<Int>, file: Int, functions: [ModuleIndex.FunctionEntry], graph: CallGraph
    ) -> String? {
        if let call = graph.innermostCall(containing: range, file: file), let function = call.enclosingFunction {
            return function
        }
        let around = functions.filter { $0.range.contains(range.lowerBound) }
        if let innermost = around.min(by: { $0.range.count < $1.range.count }) { return innermost.qualifiedName }
        return graph.index.properties.first { property in
            property.file == file && property.initializer.map { $0.range.contains(range.lowerBound) } == true
        }?.qualifiedName
    }

    /// Whether a function whose closure would make a call late runs at all. A static or private method that nothing
    /// in the module calls, and that is not `@objc` (a selector's target), may never run: an uncalled
    /// `static func registerIfNeeded()` holds the `Task { … }` that would register late, and what it reaches is
    /// unknown, not late. Other methods may be the system's callbacks (a delegate's, a protocol's) and properties
    /// (a SwiftUI subview's `var header: some View`) run when read, which the call graph does not record: they run.
    func mayRun(_ function: String, in graph: CallGraph) -> Bool {
        guard let entry = graph.function(function), entry.kind == .function else { return true }
        let modifiers = entry.modifiers
        let isPrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
        guard entry.isStatic || isPrivate, !entry.attributes.contains("objc"), !chains.contains(function) else {
            return true
        }
        return !graph.callers(of: function).isEmpty
    }

    /// Whether nothing the module shows runs the call: every chain of callers from its function ends at a static
    /// or private method that nothing calls (`mayRun`). Code kept for later, or left over (a second
    /// registration of an identifier), not code that runs.
    public func neverRuns(_ site: ModuleIndex.CallSite, in graph: CallGraph) -> Bool {
        guard let function = site.enclosingFunction, chain(to: site) == nil else { return false }
        var queue = [function]
        var seen: Set<String> = [function]
        var head = 0
        while head < queue.count {
            guard head < 200 else { return false }
            let current = queue[head]
            head += 1
            let callers = graph.callers(of: current)
            if callers.isEmpty {
                if mayRun(current, in: graph) { return false }
                continue
            }
            for caller in callers {
                guard let name = caller.enclosingFunction else { return false }
                if seen.insert(name).inserted { queue.append(name) }
            }
        }
        return true
    }

    /// A dependency container's factory: the closure of `container.register(Store.self) { r in Store(…) }`
    /// (Swinject and the like) runs whenever `resolve(Store.self)` does, at launch or later, so it is not a late
    /// context by itself; `resolvedAtLaunch` is the launch chain of a `resolve(Store.self)` that runs at launch.
    struct Factory {
        var resolvedAtLaunch: [String]?
    }

    func factory(around site: ModuleIndex.CallSite, in graph: CallGraph) -> Factory? {
        guard
            let register = graph.closureCall(containing: site.range, file: site.file, function: site.enclosingFunction),
            register.calleeName == "register", let type = Self.metatype(register.call.arguments.first?.value)
        else { return nil }
        for resolve in graph.index.callSites(calling: "resolve")
        where Self.metatype(resolve.call.arguments.first?.value) == type {
            if let chain = chain(to: resolve) { return Factory(resolvedAtLaunch: chain) }
        }
        return Factory(resolvedAtLaunch: nil)
    }

    /// `Store` for `Store.self`.
    static func metatype(_ value: Expression?) -> String? {
        guard let value, case .member(let base?, "self") = value.kind else { return nil }
        switch base.kind {
        case .identifier(let name): return name
        case .member(_, let name): return name
        default: return nil
        }
    }

    /// `the closure passed to 'X'` when the call sits in a closure its function hands to a call that does not
    /// run it on the spot (`forEach` and `DispatchQueue.sync` do; `Task`, `onAppear` and callbacks run later).
    func lateClosure(around site: ModuleIndex.CallSite, in graph: CallGraph) -> String? {
        let call = graph.closureCall(containing: site.range, file: site.file, function: site.enclosingFunction) {
            call in
            !(call.calleeName.map(Self.synchronousClosureAPIs.contains) ?? false)
        }
        return call.map { "the closure passed to '\($0.calleeName ?? "a call")'" }
    }
}
