import WakeLintCore

/// What one module's Swift files declare and call, built once per target for the rules: types, functions,
/// call sites (with receiver, labels, closures passed and the function making the call), singletons and
/// SwiftUI delegate adaptors.
public struct ModuleIndex: Sendable {
    public let files: [SwiftFile]
    public private(set) var types: [TypeEntry] = []
    public private(set) var functions: [FunctionEntry] = []
    public private(set) var callSites: [CallSite] = []
    public private(set) var singletons: [Singleton] = []
    public private(set) var delegateAdaptors: [DelegateAdaptor] = []
    public private(set) var properties: [PropertyEntry] = []
    /// Lookup tables built once, so call-graph walks stay linear in the module size.
    private var functionsByName: [String: [Int]] = [:]
    private var signaturesByName: [String: [FunctionSignature]] = [:]
    private var callSitesByName: [String: [Int]] = [:]
    private var callSitesByCaller: [String: [Int]] = [:]
    private var propertiesByQualifiedName: [String: Int] = [:]
    /// Properties whose initial value may name a singleton declared in a later file (`= Store.shared`).
    private var pendingSingletonReferences: [(property: Int, initializer: Expression?)] = []

    public init(files: [SwiftFile]) {
        self.files = files
        for (fileIndex, file) in files.enumerated() {
            index(file, fileIndex: fileIndex)
        }
        resolveSingletonReferences()
        for (position, property) in properties.enumerated().reversed() { propertiesByQualifiedName[property.qualifiedName] = position }
        for (position, function) in functions.enumerated() {
            functionsByName[function.name, default: []].append(position)
            signaturesByName[function.name, default: []].append(FunctionSignature(function))
        }
        for (position, site) in callSites.enumerated() {
            if let name = site.calleeName { callSitesByName[name, default: []].append(position) }
            if let caller = site.enclosingFunction { callSitesByCaller[caller, default: []].append(position) }
        }
    }

    // MARK: - Queries

    public func functions(named name: String) -> [FunctionEntry] { (functionsByName[name] ?? []).map { functions[$0] } }

    /// What call resolution needs of the functions with this base name, without copying their bodies:
    /// resolving every call site through `functions(named:)` copied whole declarations and dominated lint time.
    public func signatures(named name: String) -> [FunctionSignature] { signaturesByName[name] ?? [] }

    public func callSites(calling name: String) -> [CallSite] { (callSitesByName[name] ?? []).map { callSites[$0] } }

    /// Declarations and extensions of a type.
    public func types(named name: String) -> [TypeEntry] { types.filter { $0.name == name } }

    /// Everything a type inherits or conforms to, across its declaration and extensions.
    public func inheritance(of name: String) -> [String] {
        var seen = Set<String>()
        return types(named: name).flatMap(\.inheritance).filter { seen.insert($0).inserted }
    }

    /// The property declared as `owner.name` (the first, if extensions repeat it).
    public func property(_ qualifiedName: String) -> PropertyEntry? {
        propertiesByQualifiedName[qualifiedName].map { properties[$0] }
    }

    /// The type of `owner.name`, when its declaration makes it evident.
    public func propertyType(owner: String, name: String) -> String? { property(owner + "." + name)?.typeName }

    /// The string a literal, or a reference to a property initialised with one, stands for: `"id"`,
    /// `Self.refreshIdentifier`, `AppDelegate.refreshIdentifier`, or `refreshIdentifier` inside the type.
    /// `file` and `enclosingType` say where the expression is written (a call site's `file`/`enclosingType`).
    public func stringValue(of expression: Expression, file: Int, enclosingType: String?) -> String? {
        stringValue(of: expression, file: file, enclosingType: enclosingType, depth: 0)
    }

    private func stringValue(of expression: Expression, file: Int, enclosingType: String?, depth: Int) -> String? {
        // A bound on reference chains (and cycles such as `static let a = b, b = a`).
        guard depth < 8, files.indices.contains(file) else { return nil }
        let referenced: PropertyEntry?
        switch expression.kind {
        case .string(let literal):
            return literal.value(in: files[file].source.file.bytes)
        case .identifier(let name):
            referenced = enclosingType.flatMap { property($0 + "." + name) }
        case .member(let base?, let name):
            guard case .identifier(let owner) = base.kind else { return nil }
            let type = owner == "Self" ? enclosingType : owner
            referenced = type.flatMap { property($0 + "." + name) }
        default:
            return nil
        }
        guard let referenced, let initializer = referenced.initializer else { return nil }
        return stringValue(of: initializer, file: referenced.file, enclosingType: referenced.owner, depth: depth + 1)
    }

    /// The type whose singleton a `Type.property` expression names (`HealthStore.shared` → `HealthStore`).
    public func singletonType(owner: String, property: String) -> String? {
        singletons.first { $0.owner == owner && $0.property == property }?.instanceType
    }

    /// Call sites made by the function or property with this qualified name (see `CallSite.enclosingFunction`).
    public func callSites(in qualifiedName: String) -> [CallSite] { (callSitesByCaller[qualifiedName] ?? []).map { callSites[$0] } }

    // MARK: - Building

    private mutating func index(_ file: SwiftFile, fileIndex: Int) {
        let sourceFile = file.source.file
        SyntaxWalker.walk(file.items) { node, enclosing in
            switch node {
            case .declaration(let declaration):
                record(declaration, enclosing: enclosing, file: file, fileIndex: fileIndex)
            case .expression(let expression):
                guard case .call(let call) = expression.kind else { return }
                let context = Self.context(of: enclosing, at: expression.range.lowerBound)
                var receiver: String?
                if case .member(let base?, _) = call.callee.kind { receiver = sourceFile.text(base.range) }
                var closures: [ClosureArgument] = call.arguments.compactMap { argument in
                    guard case .closure(let closure) = argument.value.kind else { return nil }
                    return ClosureArgument(label: argument.label, isTrailing: false, closure: closure)
                }
                closures += call.trailingClosures.map { ClosureArgument(label: $0.label, isTrailing: true, closure: $0.closure) }
                let nameRange = Self.nameRange(of: call.callee, in: sourceFile.bytes)
                callSites.append(CallSite(
                    call: call, calleeName: call.calleeName, labels: call.labels, receiver: receiver,
                    enclosingFunction: context.function, enclosingType: context.type, closureArguments: closures,
                    file: fileIndex, range: expression.range, location: sourceFile.location(of: expression.range.lowerBound),
                    nameRange: nameRange, nameLocation: nameRange.map { sourceFile.location(of: $0.lowerBound) }))
            case .statement:
                break
            }
        }
    }

    private mutating func record(_ declaration: Declaration, enclosing: [Declaration], file: SwiftFile, fileIndex: Int) {
        let sourceFile = file.source.file
        let location = sourceFile.location(of: declaration.range.lowerBound)
        let outerTypes = enclosing.compactMap(Self.typeName)
        let attributes = declaration.attributes.map(\.name)
        switch declaration.kind {
        case .type(let type):
            types.append(TypeEntry(kind: type.kind, name: type.name, inheritance: type.inheritance, attributes: attributes,
                                   outerTypes: outerTypes, file: fileIndex, location: location))
        case .function(let function):
            // Local functions belong to no type; only members (directly inside a type) carry one.
            let owner = enclosing.last.flatMap(Self.typeName)
            functions.append(FunctionEntry(declaration: function, modifiers: declaration.modifiers, attributes: attributes,
                                           enclosingType: owner, file: fileIndex, location: location, range: declaration.range))
        case .variable(let variable):
            guard let owner = enclosing.last.flatMap(Self.typeName) else { return }
            for binding in variable.bindings {
                properties.append(PropertyEntry(owner: owner, name: binding.pattern, typeName: Self.declaredType(binding),
                                                isStatic: declaration.isStatic, initializer: binding.initializer,
                                                file: fileIndex, location: location))
                pendingSingletonReferences.append((properties.count - 1, binding.initializer))
                if declaration.isStatic, let instanceType = Self.instantiatedType(binding, owner: owner) {
                    singletons.append(Singleton(owner: owner, property: binding.pattern, instanceType: instanceType,
                                                file: fileIndex, location: location))
                }
            }
            for attribute in declaration.attributes where attribute.name.hasSuffix("DelegateAdaptor") {
                guard let value = attribute.arguments?.first?.value,
                      case .member(let base?, "self") = value.kind else { continue }
                delegateAdaptors.append(DelegateAdaptor(attribute: attribute.name, host: owner,
                                                        delegateType: sourceFile.text(base.range), file: fileIndex, location: location))
            }
        default:
            break
        }
    }

    /// The bytes of the name a callee ends with: the whole identifier, or the member name after the last `.`
    /// (backticks included, a compound-name suffix such as `(rawValue:)` excluded).
    static func nameRange(of callee: Expression, in bytes: [UInt8]) -> Range<Int>? {
        switch callee.kind {
        case .identifier:
            return callee.range
        case .specialized(let base, _):
            return nameRange(of: base, in: bytes)
        case .member(_, let name):
            let simpleLength = name.utf8.prefix { $0 != UInt8(ascii: "(") }.count
            let upper = callee.range.upperBound - (name.utf8.count - simpleLength)
            var lower = upper - simpleLength
            if upper > 0, upper <= bytes.count, bytes[upper - 1] == UInt8(ascii: "`") { lower -= 2 }
            guard lower >= callee.range.lowerBound, lower <= upper else { return nil }
            return lower..<upper
        default:
            return nil
        }
    }

    /// Fills in property types given as `Type.singleton` once every file's singletons are known.
    private mutating func resolveSingletonReferences() {
        for (property, initializer) in pendingSingletonReferences where properties[property].typeName == nil {
            guard let initializer, case .member(let base?, let name) = initializer.kind,
                  case .identifier(let owner) = base.kind else { continue }
            properties[property].typeName = singletonType(owner: owner, property: name)
        }
        pendingSingletonReferences = []
    }

    /// The type a binding's annotation or initial value states: `Store?` and `Store<X>` give `Store`;
    /// `Store()` gives `Store`. Other annotations (`[Store]`, closures) give nil.
    static func declaredType(_ binding: VariableDeclaration.Binding) -> String? {
        if let annotation = binding.type {
            var name = Substring(annotation)
            while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
            if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
            return String(name)
        }
        guard let initializer = binding.initializer, case .call(let call) = initializer.kind else { return nil }
        var callee = call.callee
        if case .specialized(let base, _) = callee.kind { callee = base }
        if case .member(let base?, "init") = callee.kind { callee = base }
        guard case .identifier(let name) = callee.kind, let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return nil }
        return name
    }

    static func typeName(_ declaration: Declaration) -> String? {
        if case .type(let type) = declaration.kind { return type.name }
        return nil
    }

    /// The type a static property's initial value instantiates: `T()`, `T.init()`, `T<U>()`, or `.init()`
    /// with the annotated (or owning) type. Only names that look like types (capitalised) count.
    static func instantiatedType(_ binding: VariableDeclaration.Binding, owner: String) -> String? {
        guard let initializer = binding.initializer, case .call(let call) = initializer.kind else { return nil }
        var callee = call.callee
        if case .member(let base, "init") = callee.kind {
            guard let base else { return binding.type ?? owner }
            callee = base
        }
        if case .specialized(let base, _) = callee.kind { callee = base }
        let name: String
        switch callee.kind {
        case .identifier(let identifier): name = identifier
        case .member(_, let member): name = member
        default: return nil
        }
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) || name == "Self" else { return nil }
        return name == "Self" ? owner : name
    }

    /// The innermost type and the function or property whose code contains `offset`.
    static func context(of enclosing: [Declaration], at offset: Int) -> (type: String?, function: String?) {
        guard let typeIndex = enclosing.lastIndex(where: { typeName($0) != nil }) else {
            // File scope: the outermost function, if any.
            for declaration in enclosing {
                if case .function(let function) = declaration.kind { return (nil, function.signatureName) }
            }
            return (nil, nil)
        }
        let type = typeName(enclosing[typeIndex])
        guard typeIndex + 1 < enclosing.count else { return (type, nil) }
        let member = enclosing[typeIndex + 1]
        switch member.kind {
        case .function(let function):
            return (type, type.map { $0 + "." + function.signatureName })
        case .variable(let variable):
            // The binding and accessor holding the code: `Model.state.didSet`; a getter is just `Model.state`.
            for binding in variable.bindings {
                guard let accessor = binding.accessors.first(where: { $0.range.contains(offset) }) else { continue }
                let suffix = accessor.kind == "get" ? "" : "." + accessor.kind
                return (type, type.map { $0 + "." + binding.pattern + suffix })
            }
            let name = variable.bindings.map(\.pattern).joined(separator: ",")
            return (type, type.map { $0 + "." + name })
        default:
            return (type, nil)
        }
    }
}
