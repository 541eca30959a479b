import WakeLintCore

/// Which functions run synchronously while the app launches, and through which chain of calls: from the
/// app delegate's launch methods (also for `@UIApplicationDelegateAdaptor` delegates and watchOS delegates)
/// and the `@main` type's `init`, following calls the module index can resolve, the entry types' stored
/// property initial values, static properties on first use (`Store.shared`, `Self.shared`, or `shared` in the
/// type's static code, runs `Store()`), lazy
/// properties on first use, and the getters of computed properties a type reads on itself. Code inside closures is late (callbacks, `Task`, view modifiers) unless the closure
/// goes to a known synchronous API (`forEach`, `map`, `DispatchQueue.sync`, ...). Chains name functions by
/// `Type.signature` and properties by `Type.name`.
public struct LaunchReachability: Sendable {
    public struct EntryPoint: Sendable, Hashable {
        public var qualifiedName: String
        /// Why it runs at launch, e.g. `UIApplicationDelegate launch method`.
        public var reason: String
        public var location: SourceLocation
    }

    public let entryPoints: [EntryPoint]
    /// Qualified function name → the call chain that reaches it at launch (entry point first, it last).
    public let chains: LaunchChains
    private let index: ModuleIndex

    static let delegateProtocols: Set<String> = [
        "UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "WKExtensionDelegate",
    ]
    static let launchMethods: Set<String> = [
        "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
        "applicationDidFinishLaunching()", "applicationDidFinishLaunching(_:)", "applicationWillFinishLaunching(_:)",
        "init()",
    ]
    /// Calls whose closure arguments run before the call returns.
    public static let synchronousClosureAPIs: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "first", "contains", "allSatisfy",
        "sync", "performAndWait", "withLock", "autoreleasepool", "withExtendedLifetime", "withUnsafeBufferPointer",
    ]

    public init(index: ModuleIndex) { self.init(graph: CallGraph(index: index)) }

    public init(graph: CallGraph) {
        let index = graph.index
        var entries: [EntryPoint] = []
        var delegates = Set(index.delegateAdaptors.map(\.delegateType))
        for type in index.types where !Set(type.inheritance).isDisjoint(with: Self.delegateProtocols) {
            delegates.insert(type.name)
        }
        let mainTypes = Set(index.types.filter(\.isMain).map(\.name))
        for function in index.functions {
            guard let owner = function.enclosingType else { continue }
            if delegates.contains(owner) && Self.launchMethods.contains(function.signatureName) {
                entries.append(
                    EntryPoint(
                        qualifiedName: function.qualifiedName, reason: "app delegate launch method",
                        location: function.location))
            } else if mainTypes.contains(owner)
                && (function.signatureName == "init()" || function.signatureName == "main()")
            {
                entries.append(
                    EntryPoint(qualifiedName: function.qualifiedName, reason: "@main type", location: function.location)
                )
            } else if mainTypes.contains(owner) && Self.launchMethods.contains(function.signatureName) {
                // `@main class AppDelegate: FlutterAppDelegate`: the delegate protocol comes through a superclass
                // outside the module, and the launch method is still the system's.
                entries.append(
                    EntryPoint(
                        qualifiedName: function.qualifiedName, reason: "app delegate launch method",
                        location: function.location))
            }
        }
        // The system creates the delegate and the `@main` type at launch even when they declare no `init()`:
        // an implicit initialiser still runs their stored properties' initial values.
        for type in index.types
        where type.kind != .extension && type.kind != .protocol
            && (mainTypes.contains(type.name) || delegates.contains(type.name))
        {
            let name = type.name + ".init()"
            guard !entries.contains(where: { $0.qualifiedName == name }),
                !index.functions(named: "init").contains(where: { $0.qualifiedName == name })
            else { continue }
            let reason = mainTypes.contains(type.name) ? "@main type (implicit init)" : "app delegate (implicit init)"
            entries.append(EntryPoint(qualifiedName: name, reason: reason, location: type.location))
        }
        entryPoints = entries

        // What each function and property initial value reads synchronously (its calls: `index.synchronousCalls`).
        var references: [String: [MemberReference]] = [:]
        // What each function or property reads on its own type (`x`, `self.x`), to follow computed properties;
        // the names are made for the code launch reaches.
        var ownReads: [String: (owner: String, code: SynchronousCode, file: Int)] = [:]
        // Collected while indexing (`ModuleIndex.functionCode`, `propertyCode`), when each file's tree is at hand.
        references.reserveCapacity(index.functions.count)
        ownReads.reserveCapacity(index.functions.count)
        for (function, code) in zip(index.functions, index.functionCode) {
            let name = function.qualifiedName
            if !code.memberReferences.isEmpty { references[name, default: []] += code.memberReferences }
            if let owner = function.enclosingType { ownReads[name] = (owner, code, function.file) }
        }
        var computed: Set<String> = []
        for (property, code) in zip(index.properties, index.propertyCode) {
            if property.hasGetter { computed.insert(property.qualifiedName) }
            guard property.hasInitializer || property.hasGetter else { continue }
            let name = property.qualifiedName
            if !code.memberReferences.isEmpty { references[name, default: []] += code.memberReferences }
            ownReads[name] = (property.owner, code, property.file)
        }
        self.index = index
        let initializedProperties = Set(index.properties.filter { $0.hasInitializer }.map(\.qualifiedName))
        let initializedStatics = Set(index.properties.filter { $0.hasInitializer && $0.isStatic }.map(\.qualifiedName))

        // Code no instance runs (`guard isObserving else { return }` with every construction passing `false`).
        let pruned = ConstantFlagCode(graph: graph)
        // Breadth-first from the entry points, so each chain is a shortest one.
        var chains = LaunchChains()
        var queue: [String] = []
        func reach(_ target: String, from caller: String?) {
            guard chains.callers[target] == nil else { return }
            chains.callers[target] = .some(caller)
            queue.append(target)
        }
        for entry in entries { reach(entry.qualifiedName, from: nil) }
        // Creating the delegate or App initialises its stored properties.
        for entry in entries {
            let owner = entry.qualifiedName.split(separator: ".").first.map(String.init)
            for property in index.properties
            where property.owner == owner && !property.isStatic && property.hasInitializer {
                reach(property.qualifiedName, from: entry.qualifiedName)
            }
        }
        var head = 0
        while head < queue.count {
            let caller = queue[head]
            head += 1
            for site in index.callSites(in: caller)
            where index.runsSynchronously(site.range, file: site.file) && !pruned.containsInThisApp(site) {
                for target in graph.targets(of: site) { reach(target, from: caller) }
            }
            // `Store.shared` (`Self.shared` in the type's own code) runs the static property's initial value on
            // first use.
            for reference in references[caller] ?? [] {
                let owner = reference.owner == "Self" ? ownReads[caller]?.owner ?? "Self" : reference.owner
                if initializedProperties.contains(owner + "." + reference.name) {
                    reach(owner + "." + reference.name, from: caller)
                }
            }
            // Reading a computed property of its own type (`taskScheduler?.delegate = …`) runs its getter; reading
            // a static one by its bare name (in the type's static code) runs its initial value on first use.
            if let (owner, code, file) = ownReads[caller] {
                let bytes = index.files.indices.contains(file) ? index.files[file].storage.file.bytes : []
                for name in code.ownReadNames(in: bytes)
                where computed.contains(owner + "." + name) || initializedStatics.contains(owner + "." + name) {
                    reach(owner + "." + name, from: caller)
                }
            }
        }
        self.chains = chains
    }

    /// The launch chain that makes this call (ending with the function that contains it), or nil when the call
    /// does not run synchronously at launch.
    public func chain(to site: ModuleIndex.CallSite) -> [String]? {
        guard let function = site.enclosingFunction, let chain = chains[function],
            index.runsSynchronously(site.range, file: site.file)
        else { return nil }
        return chain
    }

    public func isLaunchTime(_ site: ModuleIndex.CallSite) -> Bool { chain(to: site) != nil }

    /// The launch chains, kept as each function's caller on its chain, so building them is linear in the
    /// functions reached however deep the chain. A chain is spelled out when read.
    public struct LaunchChains: Sendable {
        /// Function → the function before it on its chain (`nil` for an entry point).
        fileprivate var callers: [String: String?] = [:]

        /// The chain that reaches `function` at launch, entry point first; nil when launch does not reach it.
        public subscript(function: String) -> [String]? {
            guard callers[function] != nil else { return nil }
            var chain = [function]
            var current = function
            // A caller was always reached before its callee, so this ends at an entry point.
            while let caller = callers[current] ?? nil {
                chain.append(caller)
                current = caller
            }
            return chain.reversed()
        }

        /// Whether launch reaches `function`, without spelling out the chain.
        public func contains(_ function: String) -> Bool { callers[function] != nil }
    }

    // MARK: - Building

    /// `Type.name` written in code, a possible use of a static property.
    struct MemberReference {
        var owner: String
        var name: String
    }

    /// What a body evaluates when it runs (not inside stored closures, escaping callbacks or nested functions).
    struct SynchronousCode {
        /// In the order met (a call is met once).
        var callRanges: [ByteSpan] = []
        var memberReferences: [MemberReference] = []
        /// Bare names and `self.name` read, possibly properties of the enclosing type: those of built nodes, and
        /// (`ownReadTexts`) where those of parsed code are in its file. Read with `ownReadNames(in:)`, for the
        /// code launch reaches only (indexing makes no string per identifier).
        var ownReads: Set<String> = []
        var ownReadTexts: [ByteSpan] = []
        /// Whether to collect own reads: only code of a type's member reads its properties so.
        var readsOwnNames = true

        func ownReadNames(in bytes: [UInt8]) -> Set<String> {
            var names = ownReads
            for text in ownReadTexts where text.range.upperBound <= bytes.count {
                names.insert(String(decoding: bytes[text.range], as: UTF8.self))
            }
            return names
        }

        /// Notes a name the flat tree holds: its place in the source, or the string when it is none.
        mutating func noteOwnRead(_ name: StringID, in tree: SyntaxTree) {
            let text = tree.texts[name.position]
            if text.isOwned { ownReads.insert(tree.string(name)) } else { ownReadTexts.append(ByteSpan(text.range)) }
        }
    }

    static func collectSynchronousCode(in items: [Statement], into code: inout SynchronousCode) {
        for item in items {
            if let (tree, id) = item.flat {
                collectSynchronousCode(statement: id.position, of: tree, into: &code)
                continue
            }
            if case .declaration(let declaration) = item.kind {
                if case .variable = declaration.kind {
                    for expression in SyntaxWalker.children(of: item).expressions {
                        collectSynchronousCode(in: expression, into: &code)
                    }
                }
                continue
            }
            let (statements, expressions) = SyntaxWalker.children(of: item)
            for expression in expressions { collectSynchronousCode(in: expression, into: &code) }
            collectSynchronousCode(in: statements, into: &code)
        }
    }

    static func collectSynchronousCode(in expression: Expression, into code: inout SynchronousCode) {
        if let (tree, id) = expression.flat {
            collectSynchronousCode(expression: id, of: tree, into: &code)
            return
        }
        switch expression.kind {
        case .call(let call):
            code.callRanges.append(ByteSpan(expression.range))
            collectSynchronousCode(in: call.callee, into: &code)
            let runsClosures = call.calleeName.map(synchronousClosureAPIs.contains) ?? false
            for argument in call.arguments {
                if case .closure(let closure) = argument.value.kind {
                    if runsClosures { collectSynchronousCode(in: closure.body, into: &code) }
                } else {
                    collectSynchronousCode(in: argument.value, into: &code)
                }
            }
            if runsClosures {
                for trailing in call.trailingClosures { collectSynchronousCode(in: trailing.closure.body, into: &code) }
            }
        case .member(let base?, let name):
            if case .identifier(let owner) = base.kind, let first = owner.unicodeScalars.first,
                ("A"..."Z").contains(first)
            {
                code.memberReferences.append(MemberReference(owner: owner, name: name))
            }
            if case .identifier("self") = base.kind, code.readsOwnNames { code.ownReads.insert(name) }
            collectSynchronousCode(in: base, into: &code)
        case .identifier(let name):
            if code.readsOwnNames { code.ownReads.insert(name) }
        case .closure:
            return
        case .statement(let statement):
            collectSynchronousCode(in: [statement], into: &code)
        default:
            for child in SyntaxWalker.children(of: expression).expressions {
                collectSynchronousCode(in: child, into: &code)
            }
        }
    }
}

// MARK: - The same in the flat tree

/// `collectSynchronousCode` for parsed nodes, read in their file's flat tree in the order `SyntaxWalker.children`
/// gives (each statement's expressions, then its statements), without building a kind per node.
extension LaunchReachability {
    static func collectSynchronousCode(
        in list: NodeList<StatementNode>, of tree: SyntaxTree, into code: inout SynchronousCode
    ) {
        for position in list.positions { collectSynchronousCode(statement: position, of: tree, into: &code) }
    }

    static func collectSynchronousCode(statement position: Int, of tree: SyntaxTree, into code: inout SynchronousCode) {
        switch tree.statements[position] {
        case .expression(let id):
            collectSynchronousCode(expression: id, of: tree, into: &code)
        case .declaration(let id):
            // A variable's attribute arguments and initial values run; nested functions and types do not.
            let declaration = tree.declarations[id.position]
            guard case .variable(let variable) = declaration.kind else { return }
            for attribute in declaration.attributes.positions {
                for argument in (tree.attributes[attribute].arguments ?? NodeList()).positions {
                    collectSynchronousCode(expression: tree.arguments[argument].value, of: tree, into: &code)
                }
            }
            for binding in tree.variables[variable.position].bindings.positions {
                if let initializer = tree.bindings[binding].initializer {
                    collectSynchronousCode(expression: initializer, of: tree, into: &code)
                }
            }
        case .if(let id):
            let node = tree.ifs[id.position]
            tree.forEachExpression(inConditions: node.conditions) {
                collectSynchronousCode(expression: $0, of: tree, into: &code)
            }
            collectSynchronousCode(in: node.body, of: tree, into: &code)
            if let elseBody = node.elseBody { collectSynchronousCode(in: elseBody, of: tree, into: &code) }
        case .guard(let id):
            let node = tree.guards[id.position]
            tree.forEachExpression(inConditions: node.conditions) {
                collectSynchronousCode(expression: $0, of: tree, into: &code)
            }
            collectSynchronousCode(in: node.elseBody, of: tree, into: &code)
        case .switch(let id):
            let node = tree.switches[id.position]
            collectSynchronousCode(expression: node.subject, of: tree, into: &code)
            collectSynchronousCode(in: node.cases, of: tree, into: &code)
        case .switchCase(let id):
            let node = tree.switchCases[id.position]
            tree.forEachExpression(inCaseItems: node.items) {
                collectSynchronousCode(expression: $0, of: tree, into: &code)
            }
            collectSynchronousCode(in: node.body, of: tree, into: &code)
        case .do(let id):
            let node = tree.dos[id.position]
            for clause in node.catches.positions {
                tree.forEachExpression(inCaseItems: tree.catches[clause].items) {
                    collectSynchronousCode(expression: $0, of: tree, into: &code)
                }
            }
            collectSynchronousCode(in: node.body, of: tree, into: &code)
            for clause in node.catches.positions {
                collectSynchronousCode(in: tree.catches[clause].body, of: tree, into: &code)
            }
        case .defer(let body):
            collectSynchronousCode(in: body, of: tree, into: &code)
        case .return(let value), .throw(let value):
            if let value { collectSynchronousCode(expression: value, of: tree, into: &code) }
        case .forIn(let id):
            let node = tree.forIns[id.position]
            if let pattern = node.loopPattern {
                tree.forEachExpression(inPattern: pattern) {
                    collectSynchronousCode(expression: $0, of: tree, into: &code)
                }
            }
            collectSynchronousCode(expression: node.sequence, of: tree, into: &code)
            if let whereClause = node.whereClause {
                collectSynchronousCode(expression: whereClause, of: tree, into: &code)
            }
            collectSynchronousCode(in: node.body, of: tree, into: &code)
        case .while(let id):
            let node = tree.whiles[id.position]
            tree.forEachExpression(inConditions: node.conditions) {
                collectSynchronousCode(expression: $0, of: tree, into: &code)
            }
            collectSynchronousCode(in: node.body, of: tree, into: &code)
        case .repeat(let id):
            let node = tree.repeats[id.position]
            if let condition = node.condition { collectSynchronousCode(expression: condition, of: tree, into: &code) }
            collectSynchronousCode(in: node.body, of: tree, into: &code)
        case .ifConfig(let id):
            for clause in tree.ifConfigs[id.position].clauses.positions {
                collectSynchronousCode(in: tree.clauses[clause].items, of: tree, into: &code)
            }
        case .jump, .unknown:
            break
        }
    }

    static func collectSynchronousCode(
        expression id: ExpressionID, of tree: SyntaxTree, into code: inout SynchronousCode
    ) {
        switch tree.expressions[id.position] {
        case .call(let callID):
            code.callRanges.append(tree.expressionSpans[id.position])
            let call = tree.calls[callID.position]
            collectSynchronousCode(expression: call.callee, of: tree, into: &code)
            // Named only for a call that passes a closure (most pass none).
            var runsClosures: Bool?
            func closuresRun() -> Bool {
                if let runsClosures { return runsClosures }
                let runs = tree.calleeName(call.callee).map(synchronousClosureAPIs.contains) ?? false
                runsClosures = runs
                return runs
            }
            for argument in call.arguments.positions {
                let value = tree.arguments[argument].value
                if case .closure(let closure) = tree.expressions[value.position] {
                    if closuresRun() {
                        collectSynchronousCode(in: tree.closures[closure.position].body, of: tree, into: &code)
                    }
                } else {
                    collectSynchronousCode(expression: value, of: tree, into: &code)
                }
            }
            if !call.trailingClosures.isEmpty, closuresRun() {
                for trailing in call.trailingClosures.positions {
                    guard
                        case .closure(let closure) = tree.expressions[
                            tree.trailingClosures[trailing].expression.position]
                    else { continue }
                    collectSynchronousCode(in: tree.closures[closure.position].body, of: tree, into: &code)
                }
            }
        case .member(let base?, let name):
            if case .identifier(let ownerID) = tree.expressions[base.position] {
                // Strings only for a capitalised owner (a type).
                if tree.startsWithCapital(ownerID) {
                    code.memberReferences.append(MemberReference(owner: tree.string(ownerID), name: tree.string(name)))
                }
                if code.readsOwnNames, tree.text(ownerID, is: "self") { code.noteOwnRead(name, in: tree) }
            }
            collectSynchronousCode(expression: base, of: tree, into: &code)
        case .identifier(let name):
            if code.readsOwnNames { code.noteOwnRead(name, in: tree) }
        case .closure:
            return
        case .statement(let statement):
            collectSynchronousCode(statement: statement.position, of: tree, into: &code)
        case .literal, .operator, .cast, .keyPath, .missing, .member(nil, _):
            break
        case .string(let literal):
            for interpolation in tree.stringLiterals[literal.position].interpolations.positions {
                for argument in tree.interpolations[interpolation].positions {
                    collectSynchronousCode(expression: tree.arguments[argument].value, of: tree, into: &code)
                }
            }
        case .optionalChain(let base), .forceUnwrap(let base), .specialized(let base, _), .prefix(_, let base),
            .postfix(let base, _), .try(_, let base), .await(let base):
            collectSynchronousCode(expression: base, of: tree, into: &code)
        case .subscriptCall(let base, let list):
            collectSynchronousCode(expression: base, of: tree, into: &code)
            for argument in list.positions {
                collectSynchronousCode(expression: tree.arguments[argument].value, of: tree, into: &code)
            }
        case .tuple(let list):
            for argument in list.positions {
                collectSynchronousCode(expression: tree.arguments[argument].value, of: tree, into: &code)
            }
        case .array(let list), .sequence(let list), .dictionary(let list):
            for id in tree.ids(list) { collectSynchronousCode(expression: id, of: tree, into: &code) }
        case .postfixIfConfig(let base, _):
            // Only the base, as `SyntaxWalker.children(of:)` lists a postfix `#if`'s expressions.
            collectSynchronousCode(expression: base, of: tree, into: &code)
        }
    }
}
