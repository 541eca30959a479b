import Dispatch
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
    /// For `LaunchReachability`, read while indexing as trees are not kept: what each function (same positions
    /// as `functions`) and each property's initial value and getter (same positions as `properties`) read
    /// synchronously (`callRanges` left empty), and per file the calls those run synchronously, sorted (8 bytes
    /// a call).
    private(set) var functionCode: [LaunchReachability.SynchronousCode] = []
    private(set) var propertyCode: [LaunchReachability.SynchronousCode] = []
    private(set) var synchronousCalls: [[ByteSpan]] = []

    /// Whether the call at `range` of `file` runs synchronously in the function or property making it (not in a
    /// closure handed to `Task`, a callback or a view modifier, nor after an `await`).
    public func runsSynchronously(_ range: Range<Int>, file: Int) -> Bool {
        guard synchronousCalls.indices.contains(file) else { return false }
        return synchronousCalls[file].sortedIndex(of: ByteSpan(range)) != nil
    }
    /// Every name bound to a value, at any depth, in walk order (see `BindingEntry`).
    public private(set) var bindings: [BindingEntry] = []
    /// `case` declarations of enums with `String` raw values.
    public private(set) var stringEnumCases: [StringEnumCase] = []
    /// `case` declarations of every enum, in file order.
    public private(set) var enumCases: [StringEnumCase] = []
    /// Per file, the items of `#if` clauses no build compiles (`#if false`, `#if DEBUG && false`, `#else` after
    /// `#if true`; see `IfConfig.clauseIsNeverCompiled`) or none of the module's platforms does. The index holds
    /// nothing from them.
    public private(set) var inactiveRanges: [[Range<Int>]] = []
    /// The calls of `#if` clauses another platform compiles but none of the module's platforms does (`#if os(iOS)`
    /// in a watchOS target), made by the code around the `#if`: not among `callSites`, they resolve like them.
    public private(set) var compiledOutCallSites: [CallSite] = []
    /// Lookup tables built once, so call-graph walks stay linear in the module size.
    /// Same positions as `functions`.
    private var signatures: [FunctionSignature] = []
    private var functionsByName = PositionsByName()
    private var callSitesByName = PositionsByName()
    private var callSitesByCaller = PositionsByName()
    /// Keyed by owner and name apart, so no `Owner.name` string is built per property. As strings, which hash
    /// faster than substrings and are the entries' own.
    private var propertiesByQualifiedName: [PropertyKey: Int] = [:]
    /// Properties whose initial value may name a singleton declared in a later file (`= Store.shared`).
    private var pendingSingletonReferences: [(property: Int, owner: String, name: String)] = []

    /// `workers` > 1 indexes that many runs of files side by side (balanced by size) and joins their entries in
    /// file order, so the index is the same as with one. `platforms` (`os()` names: `iOS`, `macOS`, …) are those
    /// the module is built for: code in `#if` clauses compiled for none of them (`#if !os(macOS)` in a macOS
    /// target), like code no build compiles (`#if false`), is left out of the index. Empty: not known.
    /// A file's tree is not kept once indexed (it is made again if asked for) unless the lint holds it (see
    /// `SwiftFile.holdTree()`).
    public init(files: [SwiftFile], workers: Int = 1, platforms: Set<String> = []) {
        self.files = files
        var builder = Self.build(files, workers: workers, platforms: platforms)
        types = builder.types
        functions = builder.functions
        callSites = builder.callSites
        singletons = builder.singletons
        delegateAdaptors = builder.delegateAdaptors
        properties = builder.properties
        functionCode = builder.functionCode
        propertyCode = builder.propertyCode
        synchronousCalls = builder.synchronousCalls
        bindings = builder.bindings
        stringEnumCases = builder.stringEnumCases
        enumCases = builder.enumCases
        inactiveRanges = builder.inactiveRanges
        compiledOutCallSites = builder.compiledOutCallSites
        pendingSingletonReferences = builder.pendingSingletonReferences
        signatures = builder.signatures
        builder = Builder()
        resolveSingletonReferences()
        propertiesByQualifiedName.reserveCapacity(properties.count)
        for position in properties.indices.reversed() {
            propertiesByQualifiedName[PropertyKey(owner: properties[position].owner, name: properties[position].name)] =
                position
        }
        // By position, reading one field: the entry's other fields are not copied (retained).
        let signatures = self.signatures
        functionsByName = PositionsByName(count: signatures.count) { signatures[$0].name }
        let callSites = self.callSites
        callSitesByName = PositionsByName(count: callSites.count) { callSites[$0].calleeName }
        // Call sites come grouped by caller, each run sharing one scope object: the long qualified names are
        // hashed once per run, not per site.
        callSitesByCaller = PositionsByName(
            count: callSites.count, name: { callSites[$0].enclosingFunction },
            sharesName: { callSites[$0].scope === callSites[$0 - 1].scope })
    }

    // MARK: - Queries

    public func functions(named name: String) -> [FunctionEntry] {
        functionsByName.positions(of: name).map { functions[Int($0)] }
    }

    /// Positions in `functions` (and of their signatures) of the functions with this base name, ascending.
    func functionPositions(named name: String) -> ArraySlice<Int32> { functionsByName.positions(of: name) }

    /// The signature of `functions[position]`, read while indexing: resolving a call by it reads no tree.
    func signature(at position: Int) -> FunctionSignature { signatures[position] }

    /// Positions in `callSites` of the calls of `name`, ascending.
    public func callSitePositions(calling name: String) -> [Int] {
        callSitesByName.positions(of: name).map { Int($0) }
    }

    public func callSites(calling name: String) -> [CallSite] {
        callSitesByName.positions(of: name).map { callSites[Int($0)] }
    }

    /// Declarations and extensions of a type.
    public func types(named name: String) -> [TypeEntry] { types.filter { $0.name == name } }

    /// Everything a type inherits or conforms to, across its declaration and extensions.
    public func inheritance(of name: String) -> [String] {
        var seen = Set<String>()
        return types(named: name).flatMap(\.inheritance).filter { seen.insert($0).inserted }
    }

    /// The property declared as `owner.name` (the first, if extensions repeat it).
    public func property(_ qualifiedName: String) -> PropertyEntry? {
        guard let dot = qualifiedName.lastIndex(of: ".") else { return nil }
        return property(
            PropertyKey(
                owner: String(qualifiedName[..<dot]), name: String(qualifiedName[qualifiedName.index(after: dot)...])))
    }

    /// The property `name` declared in `owner` (the first, if extensions repeat it).
    public func property(owner: String, name: String) -> PropertyEntry? {
        property(PropertyKey(owner: owner, name: name))
    }

    private func property(_ key: PropertyKey) -> PropertyEntry? {
        propertiesByQualifiedName[key].map { properties[$0] }
    }

    /// The type of `owner.name`, when its declaration makes it evident.
    public func propertyType(owner: String, name: String) -> String? { property(owner: owner, name: name)?.typeName }

    /// The type whose singleton a `Type.property` expression names (`HealthStore.shared` → `HealthStore`).
    public func singletonType(owner: String, property: String) -> String? {
        singletons.first { $0.owner == owner && $0.property == property }?.instanceType
    }

    /// Call sites made by the function or property with this qualified name (see `CallSite.enclosingFunction`).
    public func callSites(in qualifiedName: String) -> [CallSite] {
        callSitesByCaller.positions(of: qualifiedName).map { callSites[Int($0)] }
    }

    // MARK: - Building

    /// `Owner.name` as its two parts (a property's name never holds a `.`; an extension's owner may).
    private struct PropertyKey: Hashable {
        var owner: String
        var name: String
    }

    /// The bytes of the name a callee ends with: the whole identifier, or the member name after the last `.`
    /// (backticks included, a compound-name suffix such as `(rawValue:)` excluded).
    static func nameRange(of callee: ExpressionID, in tree: SyntaxTree, bytes: [UInt8]) -> Range<Int>? {
        let range = tree.expressionSpans[callee.position].range
        switch tree.expressions[callee.position] {
        case .identifier:
            return range
        case .specialized(let base, _):
            return nameRange(of: base, in: tree, bytes: bytes)
        case .member(_, let nameID) where !tree.texts[nameID.position].isOwned:
            // A name read from the source is the member's own token: its range, with backticks if written with them.
            let name = tree.texts[nameID.position].range
            // The member's range ends with its name token: one byte past the name when that is a closing backtick.
            if range.upperBound == name.upperBound + 1, name.lowerBound > range.lowerBound {
                return (name.lowerBound - 1)..<range.upperBound
            }
            return name
        case .member(_, let nameID):
            let name = tree.string(nameID)
            let simpleLength = name.utf8.prefix { $0 != UInt8(ascii: "(") }.count
            let upper = range.upperBound - (name.utf8.count - simpleLength)
            var lower = upper - simpleLength
            if upper > 0, upper <= bytes.count, bytes[upper - 1] == UInt8(ascii: "`") { lower -= 2 }
            guard lower >= range.lowerBound, lower <= upper else { return nil }
            return lower..<upper
        default:
            return nil
        }
    }

    /// The entries of every file, in file order.
    private static func build(_ files: [SwiftFile], workers: Int, platforms: Set<String>) -> Builder {
        let runs = Self.runs(of: files, count: workers)
        guard runs.count > 1 else {
            var builder = Builder()
            builder.platforms = platforms
            builder.reserveCapacity(forSourceBytes: files.reduce(0) { $0 + $1.source.file.bytes.count })
            for (fileIndex, file) in files.enumerated() { builder.index(file, fileIndex: fileIndex) }
            // Not copied to their size: what the reservation leaves unused is never touched.
            return builder
        }
        let built = BuilderSlots(count: runs.count)
        DispatchQueue.concurrentPerform(iterations: runs.count) { run in
            var builder = Builder()
            builder.platforms = platforms
            builder.reserveCapacity(forSourceBytes: runs[run].reduce(0) { $0 + files[$1].source.file.bytes.count })
            for fileIndex in runs[run] { builder.index(files[fileIndex], fileIndex: fileIndex) }
            built.store(builder, at: run)
        }
        var builder = built.take(0)
        let later = (1..<runs.count).map { built.take($0) }
        // Sized for all at once, so appending the runs never doubles (and copies) the largest arrays.
        builder.reserveCapacity(toAppend: later)
        for run in later { builder.append(run) }
        return builder
    }

    /// Consecutive runs of files of about equal size, at most `count`; one run when the module is small, as
    /// starting threads would cost more than indexing it.
    private static func runs(of files: [SwiftFile], count: Int) -> [Range<Int>] {
        let total = files.reduce(0) { $0 + $1.source.file.bytes.count }
        guard count > 1, files.count > 1, total >= 256 * 1024 else { return [0..<files.count] }
        var runs: [Range<Int>] = []
        var start = 0
        var bytes = 0
        for (position, file) in files.enumerated() {
            bytes += file.source.file.bytes.count
            if bytes * count >= total * (runs.count + 1), runs.count + 1 < count {
                runs.append(start..<(position + 1))
                start = position + 1
            }
        }
        if start < files.count { runs.append(start..<files.count) }
        return runs
    }

    /// Fills in property types given as `Type.singleton` once every file's singletons are known.
    private mutating func resolveSingletonReferences() {
        for (property, owner, name) in pendingSingletonReferences where properties[property].typeName == nil {
            properties[property].typeName = singletonType(owner: owner, property: name)
        }
        pendingSingletonReferences = []
    }

    /// The type a binding's annotation or initial value states: `Store?` and `Store<X>` give `Store`;
    /// `Store()` gives `Store`. Other annotations (`[Store]`, closures) give nil.
    static func declaredType(_ binding: BindingNode, in tree: SyntaxTree) -> String? {
        if let annotation = binding.type { return typeName(written: annotation, in: tree) }
        guard let callee = binding.initializer.flatMap(tree.callee) else { return nil }
        var node = tree.expressions[callee.position]
        if case .specialized(let base, _) = node { node = tree.expressions[base.position] }
        if case .member(let base?, let member) = node, tree.text(member, is: "init") {
            node = tree.expressions[base.position]
        }
        guard case .identifier(let id) = node, tree.startsWithCapital(id) else { return nil }
        return tree.string(id)
    }

    /// `typeName(written:)` of a text of the tree, read on its bytes when it is ASCII source text.
    static func typeName(written id: StringID, in tree: SyntaxTree) -> String? {
        let text = tree.texts[id.position]
        guard !text.isOwned else { return typeName(written: tree.string(id)) }
        return tree.bytes.withUnsafeBufferPointer { bytes in
            asciiTypeName(UnsafeBufferPointer(rebasing: bytes[text.range]))
        } ?? typeName(written: tree.string(id))
    }

    /// The plain type a written type names: `Store?`, `Store!` and `Store<X>` give `Store`, `Outer.Inner` itself;
    /// `[Store]`, closures and tuples give nil.
    static func typeName(written annotation: String) -> String? {
        var annotation = annotation
        if let name = annotation.withUTF8(asciiTypeName) { return name }
        var name = Substring(annotation)
        while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
            return nil
        }
        return String(name)
    }

    /// `typeName(written:)` of ASCII text, on bytes without Character properties: `.some(nil)` when the text
    /// names no plain type, nil when it is not ASCII.
    static func asciiTypeName(_ bytes: UnsafeBufferPointer<UInt8>) -> String?? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
        if let angle = bytes[0..<end].firstIndex(of: UInt8(ascii: "<")) { end = angle }
        guard end > 0 else { return .some(nil) }
        for index in 0..<end {
            switch bytes[index] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "."):
                continue
            default:
                return .some(nil)
            }
        }
        return .some(String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self))
    }

    /// The type a static property's initial value instantiates: `T()`, `T.init()`, `T<U>()`, or `.init()`
    /// with the annotated (or owning) type. Only names that look like types (capitalised) count.
    static func instantiatedType(_ binding: BindingNode, in tree: SyntaxTree, owner: String) -> String? {
        guard var callee = binding.initializer.flatMap(tree.callee) else { return nil }
        if case .member(let base, let member) = tree.expressions[callee.position], tree.text(member, is: "init") {
            guard let base else { return tree.string(binding.type) ?? owner }
            callee = base
        }
        if case .specialized(let base, _) = tree.expressions[callee.position] { callee = base }
        let name: String
        switch tree.expressions[callee.position] {
        case .identifier(let identifier), .member(_, let identifier): name = tree.string(identifier)
        default: return nil
        }
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) || name == "Self" else { return nil }
        return name == "Self" ? owner : name
    }
}

/// One builder per run of files, written from `concurrentPerform` (one slot per iteration) and taken after it.
/// Raw memory allocated before any iteration runs, so writes to distinct slots share no bookkeeping.
private final class BuilderSlots: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<ModuleIndex.Builder?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func store(_ builder: ModuleIndex.Builder, at position: Int) { slots[position] = builder }

    func take(_ position: Int) -> ModuleIndex.Builder {
        defer { slots[position] = nil }
        return slots[position]!
    }
}
