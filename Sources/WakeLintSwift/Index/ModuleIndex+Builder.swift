import WakeLintCore

extension ModuleIndex {
    /// Collects one module's entries in a single walk per file. A visitor with its own scope stack, not a
    /// closure over the index: no array of the index is copied per node, and each call's context comes from the
    /// scope stack, not from the whole chain of enclosing declarations.
    struct Builder: FlatSyntaxVisitor {
        var types: [TypeEntry] = []
        var functions: [FunctionEntry] = []
        /// One per function, made while its tree is at hand.
        var signatures: [FunctionSignature] = []
        /// One per function and one per property (`ModuleIndex.functionCode`, `propertyCode`).
        var functionCode: [LaunchReachability.SynchronousCode] = []
        var propertyCode: [LaunchReachability.SynchronousCode] = []
        /// Per file (`ModuleIndex.synchronousCalls`); the current file's is the last, sorted once it is walked.
        var synchronousCalls: [[ByteSpan]] = []
        var callSites: [CallSite] = []
        var singletons: [Singleton] = []
        var delegateAdaptors: [DelegateAdaptor] = []
        var properties: [PropertyEntry] = []
        /// Properties whose initial value is `Owner.name`, which may be a singleton declared in a later file.
        var pendingSingletonReferences: [(property: Int, owner: String, name: String)] = []
        var bindings: [BindingEntry] = []
        var stringEnumCases: [StringEnumCase] = []
        var enumCases: [StringEnumCase] = []
        var inactiveRanges: [[Range<Int>]] = []
        var compiledOutCallSites: [CallSite] = []
        /// Ranges of the enclosing function declarations, innermost last (a binding's `scope`).
        private var functionRanges: [Range<Int>] = []
        /// For each enclosing type, whether it is an enum with `String` raw values, innermost last.
        private var stringEnums: [Bool] = []

        /// The platforms the module is built for (`os()` names; empty when not known): code in `#if` clauses
        /// compiled for none of them, or in no build at all, is not indexed.
        var platforms: Set<String> = []
        private var file: SourceFile = SourceFile(path: "", bytes: [])
        private var storage = SwiftFileStorage(file: SourceFile(path: "", bytes: []))
        private var fileIndex = 0
        /// One scope per enclosing declaration, innermost last; empty at file scope.
        private var scopes: [Scope] = []
        /// Names of the enclosing types, outermost first (`TypeEntry.outerTypes`).
        private var typeNames: [String] = []
        /// The caller names of the innermost `.variable` scope, built on its first call site and shared by the
        /// rest (no string concatenation per call in a SwiftUI `body`).
        private var variableCallers: VariableCallers?
        private var lastCallerScope: CallerScope?
        /// The call list code is collected into, kept between functions (see `newCode`).
        private var callBuffer: [ByteSpan] = []

        /// `Type.name` for each binding's accessor (`Type.state.didSet`; a getter is `Type.state`) and the
        /// fallback for code outside any accessor (`Type.a,b`), for one variable declaration.
        struct VariableCallers {
            /// The scope these names belong to (its position in `scopes`).
            var depth: Int
            var accessors: [(range: Range<Int>, caller: String)]
            var fallback: String
        }

        /// Where code directly inside a declaration belongs, for `CallSite.enclosingType`/`enclosingFunction`.
        enum Scope {
            /// No enclosing type; the outermost enclosing function's signature, if any.
            case fileScope(function: String?)
            /// Directly in a type's body (its attributes, or members' attributes before they are entered).
            case typeBody(String)
            /// Inside a function or other member of a type (at any depth, until a nested type).
            case member(type: String, function: String?)
            /// Inside a property of a type: the function name depends on which accessor holds the code.
            case variable(type: String, NodeID<VariableNode>)
        }

        /// Room for the entries of `bytes` of source at the rate of the densest app code (calls, bindings,
        /// properties, functions and types per byte), so an app's large arrays are seldom copied as they grow;
        /// denser code doubles them.
        /// Room beyond that is not free: a reservation carved from memory the run has used before is resident.
        mutating func reserveCapacity(forSourceBytes bytes: Int) {
            callSites.reserveCapacity(bytes / 112)
            bindings.reserveCapacity(bytes / 224)
            properties.reserveCapacity(bytes / 320)
            propertyCode.reserveCapacity(bytes / 320)
            functions.reserveCapacity(bytes / 512)
            signatures.reserveCapacity(bytes / 512)
            functionCode.reserveCapacity(bytes / 512)
            types.reserveCapacity(bytes / 1024)
            adviseHugePages()
        }

        /// The entry arrays large modules make large, on huge pages once reserved (`HugePages`).
        private mutating func adviseHugePages() {
            HugePages.advise(&callSites)
            HugePages.advise(&bindings)
            HugePages.advise(&properties)
        }

        /// Room for exactly the entries of `later` after these (see `append(_:)`).
        mutating func reserveCapacity(toAppend later: [Builder]) {
            func reserve<Entry>(_ array: inout [Entry], _ entries: (Builder) -> [Entry]) {
                array.reserveCapacity(later.reduce(array.count) { $0 + entries($1).count })
            }
            reserve(&types, \.types)
            reserve(&functions, \.functions)
            reserve(&signatures, \.signatures)
            reserve(&functionCode, \.functionCode)
            reserve(&propertyCode, \.propertyCode)
            reserve(&callSites, \.callSites)
            reserve(&properties, \.properties)
            reserve(&bindings, \.bindings)
            adviseHugePages()
        }

        mutating func index(_ swiftFile: SwiftFile, fileIndex: Int) {
            storage = swiftFile.storage
            file = storage.file
            self.fileIndex = fileIndex
            lastCallerScope = nil
            inactiveRanges.append([])
            synchronousCalls.append([])
            // Held for this walk only, unless the lint holds it: entries keep the file, not its tree.
            storage.passingTree.walk(with: &self)
            synchronousCalls[synchronousCalls.count - 1].sort()
        }

        mutating func walks(_ config: NodeID<IfConfigNode>, clause: Int, in tree: SyntaxTree) -> Bool {
            let ifConfig = tree.ifConfig(config)
            guard ifConfig.clauseIsNeverCompiled(clause, onPlatforms: platforms) else { return true }
            if !ifConfig.clauseIsNeverCompiled(clause) { recordCompiledOutCalls(config, clause: clause, in: tree) }
            return false
        }

        /// The calls of a clause another platform compiles, for `ModuleIndex.compiledOutCallSites`: made by the
        /// code around the `#if` (declarations inside the clause are not entered).
        private mutating func recordCompiledOutCalls(_ config: NodeID<IfConfigNode>, clause: Int, in tree: SyntaxTree) {
            let clauses = Array(tree.ifConfigs[config.position].clauses.positions)
            guard clauses.indices.contains(clause) else { return }
            var collector = CallCollector()
            tree.walk(tree.clauses[clauses[clause]].items, with: &collector)
            for id in collector.calls {
                guard case .call(let callID) = tree.expressions[id.position] else { continue }
                let context = self.context(at: tree.expressionSpans[id.position].range.lowerBound, in: tree)
                let scope = callerScope(type: context.type, function: context.function)
                let callee = tree.calls[callID.position].callee
                compiledOutCallSites.append(
                    CallSite(
                        node: id, in: tree, calleeName: tree.calleeName(callee), scope: scope,
                        nameRange: ModuleIndex.nameRange(of: callee, in: tree, bytes: file.bytes)))
            }
        }

        /// Collects every call expression of the nodes it walks, in every clause.
        private struct CallCollector: FlatSyntaxVisitor {
            var calls: [ExpressionID] = []
            mutating func visit(statement: StatementID, in tree: SyntaxTree) {}
            mutating func enter(declaration: NodeID<DeclarationNode>, in tree: SyntaxTree) {}
            mutating func leave(declaration: NodeID<DeclarationNode>, in tree: SyntaxTree) {}
            mutating func visit(expression id: ExpressionID, in tree: SyntaxTree) {
                if case .call = tree.expressions[id.position] { calls.append(id) }
            }
            mutating func walks(_ config: NodeID<IfConfigNode>, clause: Int, in tree: SyntaxTree) -> Bool { true }
        }

        /// Adds the entries of a builder that indexed the files after this one's.
        mutating func append(_ later: Builder) {
            types += later.types
            functions += later.functions
            signatures += later.signatures
            functionCode += later.functionCode
            propertyCode += later.propertyCode
            synchronousCalls += later.synchronousCalls
            callSites += later.callSites
            singletons += later.singletons
            delegateAdaptors += later.delegateAdaptors
            let firstProperty = properties.count
            properties += later.properties
            pendingSingletonReferences += later.pendingSingletonReferences.map {
                (firstProperty + $0.property, $0.owner, $0.name)
            }
            bindings += later.bindings
            stringEnumCases += later.stringEnumCases
            enumCases += later.enumCases
            inactiveRanges += later.inactiveRanges
            compiledOutCallSites += later.compiledOutCallSites
        }

        mutating func visit(statement id: StatementID, in tree: SyntaxTree) {
            let conditions: NodeList<ConditionNode>
            switch tree.statements[id.position] {
            case .if(let node): conditions = tree.ifs[node.position].conditions
            case .guard(let node): conditions = tree.guards[node.position].conditions
            case .ifConfig(let config):
                recordInactiveClauses(of: tree.ifConfig(config))
                return
            default: return
            }
            for position in conditions.positions {
                guard case .binding(_, let pattern, let value?) = tree.conditions[position].kind else { continue }
                var entry = BindingEntry(
                    name: tree.string(pattern), storage: storage, initializerID: value, typeAnnotation: nil,
                    isLet: true, isCondition: true, owner: nil, scope: functionRanges.last, file: fileIndex)
                entry.noteInitializer(in: tree)
                bindings.append(entry)
            }
        }

        mutating func enter(declaration id: NodeID<DeclarationNode>, in tree: SyntaxTree) {
            let declaration = tree.declarations[id.position]
            let outer = scopes.last ?? .fileScope(function: nil)
            // A function's signature and qualified name, built once for its entry and its scope.
            var signature = ""
            var qualifiedName = ""
            if case .function(let function) = declaration.kind {
                signature = tree.signatureName(function)
                if case .typeBody(let type) = outer {
                    qualifiedName = type + "." + signature
                } else {
                    qualifiedName = signature
                }
            }
            record(declaration, id, qualifiedName: qualifiedName, in: tree)
            let scope: Scope
            if case .function = declaration.kind { functionRanges.append(declaration.span.range) }
            if case .type(let typeID) = declaration.kind {
                let type = tree.typeDeclarations[typeID.position]
                let name = tree.string(type.name)
                scope = .typeBody(name)
                typeNames.append(name)
                stringEnums.append(
                    type.kind == .enum && tree.ids(type.inheritance).contains { tree.text($0, is: "String") })
            } else {
                switch outer {
                case .fileScope(nil):
                    if case .function = declaration.kind {
                        scope = .fileScope(function: signature)
                    } else {
                        scope = outer
                    }
                case .typeBody(let type):
                    switch declaration.kind {
                    case .function: scope = .member(type: type, function: qualifiedName)
                    case .variable(let variable): scope = .variable(type: type, variable)
                    default: scope = .member(type: type, function: nil)
                    }
                case .fileScope, .member, .variable:
                    scope = outer
                }
            }
            scopes.append(scope)
        }

        mutating func leave(declaration id: NodeID<DeclarationNode>, in tree: SyntaxTree) {
            if let cached = variableCallers, cached.depth >= scopes.count - 1 { variableCallers = nil }
            scopes.removeLast()
            switch tree.declarations[id.position].kind {
            case .type:
                typeNames.removeLast()
                stringEnums.removeLast()
            case .function:
                functionRanges.removeLast()
            default:
                break
            }
        }

        /// The items of `#if` clauses no build compiles, for `ModuleIndex.inactiveRanges`.
        private mutating func recordInactiveClauses(of config: IfConfig) {
            for (position, clause) in config.clauses.enumerated()
            where config.clauseIsNeverCompiled(position, onPlatforms: platforms) {
                guard let first = clause.items.first, let last = clause.items.last else { continue }
                // The current file's slot is the last: a builder of a later run of files starts its own array at its first file.
                inactiveRanges[inactiveRanges.count - 1].append(first.range.lowerBound..<last.range.upperBound)
            }
        }

        mutating func visit(expression id: ExpressionID, in tree: SyntaxTree) {
            switch tree.expressions[id.position] {
            case .postfixIfConfig(_, let config):
                recordInactiveClauses(of: tree.ifConfig(config))
            case .call(let callID):
                let range = tree.expressionSpans[id.position].range
                let context = self.context(at: range.lowerBound, in: tree)
                let scope = callerScope(type: context.type, function: context.function)
                let callee = tree.calls[callID.position].callee
                let nameRange = ModuleIndex.nameRange(of: callee, in: tree, bytes: file.bytes)
                callSites.append(
                    CallSite(
                        node: id, in: tree, calleeName: tree.calleeName(callee), scope: scope, nameRange: nameRange))
            default:
                break
            }
        }

        /// The shared scope object for calls made by `function` in `type`: the last one when it matches, as
        /// consecutive calls nearly always come from the same function.
        private mutating func callerScope(type: String?, function: String?) -> CallerScope {
            if let last = lastCallerScope, last.enclosingType == type, last.enclosingFunction == function {
                return last
            }
            let scope = CallerScope(storage: storage, file: fileIndex, enclosingType: type, enclosingFunction: function)
            lastCallerScope = scope
            return scope
        }

        /// The innermost type and the function or property whose code contains `offset`.
        private mutating func context(at offset: Int, in tree: SyntaxTree) -> (type: String?, function: String?) {
            switch scopes.last ?? .fileScope(function: nil) {
            case .fileScope(let function):
                return (nil, function)
            case .typeBody(let type):
                return (type, nil)
            case .member(let type, let function):
                return (type, function)
            case .variable(let type, let variable):
                let depth = scopes.count - 1
                if variableCallers?.depth != depth {
                    variableCallers = Self.callers(of: variable, in: type, tree: tree, depth: depth)
                }
                guard let callers = variableCallers else { return (type, nil) }
                // The binding and accessor holding the code: `Model.state.didSet`; a getter is just `Model.state`.
                for accessor in callers.accessors where accessor.range.contains(offset) {
                    return (type, accessor.caller)
                }
                return (type, callers.fallback)
            }
        }

        private static func callers(of variable: NodeID<VariableNode>, in type: String, tree: SyntaxTree, depth: Int)
            -> VariableCallers
        {
            var accessors: [(range: Range<Int>, caller: String)] = []
            var patterns: [String] = []
            for binding in tree.variables[variable.position].bindings.positions {
                let pattern = tree.string(tree.bindings[binding].pattern)
                patterns.append(pattern)
                for accessor in tree.bindings[binding].accessors.positions {
                    let kind = tree.string(tree.accessors[accessor].kind)
                    let suffix = kind == "get" ? "" : "." + kind
                    accessors.append((tree.accessors[accessor].span.range, type + "." + pattern + suffix))
                }
            }
            return VariableCallers(
                depth: depth, accessors: accessors, fallback: type + "." + patterns.joined(separator: ","))
        }

        /// Code to collect into, its call list the builder's reused buffer (no array is allocated per function and
        /// property); `moveCalls(of:)` takes the buffer back.
        private mutating func newCode(readsOwnNames: Bool = true) -> LaunchReachability.SynchronousCode {
            var code = LaunchReachability.SynchronousCode()
            code.readsOwnNames = readsOwnNames
            swap(&code.callRanges, &callBuffer)
            return code
        }

        /// Moves the code's call ranges to the file's `synchronousCalls` and its buffer back to the builder.
        private mutating func moveCalls(of code: inout LaunchReachability.SynchronousCode) {
            synchronousCalls[synchronousCalls.count - 1] += code.callRanges
            swap(&code.callRanges, &callBuffer)
            callBuffer.removeAll(keepingCapacity: true)
        }

        /// The entries a declaration adds, given the scopes enclosing it (before it is entered).
        private mutating func record(
            _ declaration: DeclarationNode, _ node: NodeID<DeclarationNode>, qualifiedName: String,
            in tree: SyntaxTree
        ) {
            // Only members (directly inside a type) have an owner; local functions belong to no type.
            var owner: String?
            if case .typeBody(let type)? = scopes.last { owner = type }
            switch declaration.kind {
            case .type(let id):
                let type = tree.typeDeclarations[id.position]
                types.append(
                    TypeEntry(
                        kind: type.kind, name: tree.string(type.name), inheritance: tree.strings(type.inheritance),
                        attributes: tree.attributeNames(declaration), outerTypes: typeNames,
                        storage: storage, file: fileIndex, offset: declaration.span.range.lowerBound))
            case .function(let id):
                let entry = FunctionEntry(
                    storage: storage, tree: tree, node: node, function: id, enclosingType: owner,
                    qualifiedName: qualifiedName, file: fileIndex, range: declaration.span.range)
                functions.append(entry)
                signatures.append(FunctionSignature(entry, in: tree))
                var code = newCode(readsOwnNames: owner != nil)
                if let body = tree.functions[id.position].body {
                    LaunchReachability.collectSynchronousCode(in: body, of: tree, into: &code)
                }
                moveCalls(of: &code)
                functionCode.append(code)
            case .variable(let id):
                let variable = tree.variables[id.position]
                // Modifiers and attribute names compared on bytes, building no string per property.
                let isStatic = tree.ids(declaration.modifiers).contains {
                    tree.text($0, is: "static") || tree.text($0, is: "class")
                }
                let isLazy = tree.ids(declaration.modifiers).contains { tree.text($0, is: "lazy") }
                for position in variable.bindings.positions {
                    let binding = tree.bindings[position]
                    let name = tree.string(binding.pattern)
                    var entry = BindingEntry(
                        name: name, storage: storage, initializerID: binding.initializer,
                        typeAnnotation: tree.string(binding.type), isLet: variable.isLet, isCondition: false,
                        owner: owner, scope: functionRanges.last, file: fileIndex)
                    entry.noteInitializer(in: tree)
                    bindings.append(entry)
                    guard let owner else { continue }
                    let typeName = ModuleIndex.declaredType(binding, in: tree)
                    let getter = tree.getterStatements(binding.accessors)
                    properties.append(
                        PropertyEntry(
                            owner: owner, name: name, typeName: typeName, isStatic: isStatic, isLazy: isLazy,
                            file: fileIndex, offset: declaration.span.range.lowerBound, storage: storage,
                            initializerID: binding.initializer, getterBody: getter))
                    var code = newCode()
                    if let initializer = binding.initializer {
                        LaunchReachability.collectSynchronousCode(expression: initializer, of: tree, into: &code)
                    }
                    if let getter { LaunchReachability.collectSynchronousCode(in: getter, of: tree, into: &code) }
                    moveCalls(of: &code)
                    propertyCode.append(code)
                    // `= Store.shared`: typed once every file's singletons are known.
                    if typeName == nil, let value = binding.initializer,
                        case .member(let base?, let member) = tree.expressions[value.position],
                        case .identifier(let ownerName) = tree.expressions[base.position]
                    {
                        pendingSingletonReferences.append(
                            (properties.count - 1, tree.string(ownerName), tree.string(member)))
                    }
                    if isStatic, let instanceType = ModuleIndex.instantiatedType(binding, in: tree, owner: owner) {
                        singletons.append(
                            Singleton(
                                owner: owner, property: name, instanceType: instanceType,
                                file: fileIndex, location: file.location(of: declaration.span.range.lowerBound)))
                    }
                }
                guard let owner else { return }
                for position in declaration.attributes.positions {
                    let attribute = tree.attributes[position]
                    guard tree.text(attribute.name, hasSuffix: "DelegateAdaptor"), let arguments = attribute.arguments,
                        !arguments.isEmpty,
                        case .member(let base?, let member) = tree.expressions[
                            tree.arguments[Int(arguments.start)].value.position],
                        tree.text(member, is: "self")
                    else { continue }
                    delegateAdaptors.append(
                        DelegateAdaptor(
                            attribute: tree.string(attribute.name), host: owner,
                            delegateType: file.text(tree.expressionSpans[base.position].range),
                            file: fileIndex, location: file.location(of: declaration.span.range.lowerBound)))
                }
            case .enumCase(let names):
                guard let owner else { return }
                enumCases.append(
                    StringEnumCase(
                        owner: owner, names: tree.strings(names), range: declaration.span.range, file: fileIndex))
                guard stringEnums.last == true else { return }
                stringEnumCases.append(
                    StringEnumCase(
                        owner: owner, names: tree.strings(names), range: declaration.span.range, file: fileIndex))
            default:
                break
            }
        }
    }
}

extension ModuleIndex.BindingEntry {
    /// Reads `initializerCallee`, `initializerString`, `initializerIsInterpolatedString` and `initializerPath` from
    /// the initial value.
    /// In place, so the entry's strings and references are not copied (retained).
    mutating func noteInitializer(in tree: SyntaxTree) {
        guard let value = initializerID else { return }
        initializerPath = Self.namePath(value, in: tree)
        switch tree.expressions[value.position] {
        case .call(let call):
            initializerCallee = tree.calleeName(tree.calls[call.position].callee)
        case .string(let id):
            // Read from the literal's node, without building its `StringLiteral` (every interpolation's arguments).
            let node = tree.stringLiterals[id.position]
            if node.interpolations.isEmpty {
                let literal = StringLiteral(
                    interpolations: [], segments: node.segments.positions.map { tree.segments[$0].range },
                    delimiterLength: Int(node.delimiterLength), isMultiline: node.isMultiline)
                initializerString = literal.value(in: tree.bytes)
            } else {
                initializerIsInterpolatedString = true
            }
        default:
            break
        }
    }

    /// `kit`, `self.store`, `Manager.shared.kit?.watcher`: a chain of names as text without `?` and `!`; nil for
    /// any other expression.
    static func namePath(_ value: ExpressionID, in tree: SyntaxTree) -> String? {
        var names: [String] = []
        var node = value
        while names.count < 8 {
            switch tree.expressions[node.position] {
            case .identifier(let name):
                names.append(tree.string(name))
                return names.reversed().joined(separator: ".")
            case .member(let base?, let name):
                names.append(tree.string(name))
                node = base
            case .optionalChain(let inner), .forceUnwrap(let inner):
                node = inner
            default:
                return nil
            }
        }
        return nil
    }
}
