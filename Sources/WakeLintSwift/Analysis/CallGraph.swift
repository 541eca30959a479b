import WakeLintCore

/// The module's calls resolved to its own functions, both ways: what a call may run (`targets(of:)`), which
/// calls may run a function (`callers(of:)`), the one function a call runs when its name and labels single it
/// out (`uniqueFunction(for:)`), and the calls written inside a range of a file. Resolution is by name, labels
/// and receiver; several candidates stay several (ambiguity is kept, never guessed away). Callers are
/// resolved on demand from the index's by-name table, so a query costs the calls of one name, not the module.
public struct CallGraph: Sendable {
    public let index: ModuleIndex
    /// Per file, positions in `index.callSites` sorted by start offset (outer calls before the calls inside them).
    private let sitesByFile: [[Int]]
    /// For each call site (by position in `index.callSites`), the innermost call site of its file whose range
    /// contains it, or -1: call ranges nest like the syntax they come from, so the calls around a place are
    /// one chain of parents (`closureCall(containing:)` climbs it instead of scanning the file).
    private let enclosingSite: [Int]
    /// Functions per enclosing type and base name (no type at file scope), for the common case of a call within its
    /// own type.
    private let functionsByOwnerAndName: [OwnerAndName: [Int]]
    /// Qualified name → the function's position and what call sites spell to run it: the base name, or the
    /// type name for an initialiser.
    private let functionsByQualifiedName: [String: (position: Int, calleeName: String)]
    /// Type → its instance stored properties with an initial value (`Store.query`), run by `Store()`.
    private let initializedInstanceProperties: [String: [String]]
    /// Type → the types of the module it inherits from or conforms to (its declaration and extensions), for
    /// methods a subclass calls on itself; types inheriting nothing of the module are absent.
    public let moduleSupertypes: [String: [String]]
    /// Type → the types of the module inheriting from or conforming to it directly, test doubles left out (see
    /// `isTestDouble(_:)`): the implementations a call through a protocol or a class may run.
    private let moduleSubtypes: [String: [String]]
    /// A file and a local's name → the functions (by range) declaring a local or a parameter of that name there,
    /// with the type it states (`let store = HKHealthStore()`, `let store: Store`, `store: Store?`) or the chain of
    /// names it takes its value from (`if let kit = self.kit`, `let watcher = kit.watcher`), ordered by where the
    /// function starts.
    private let localTypes: [LocalName: [Local]]

    private struct Local {
        var scope: Range<Int>
        var type: String?
        var path: [String]
    }

    /// A function's enclosing type (empty at file scope) and base name, hashed apart so no key string is built.
    private struct OwnerAndName: Hashable {
        var owner: String
        var name: String
        init(_ owner: String?, _ name: String) {
            self.owner = owner ?? ""
            self.name = name
        }
    }

    private struct LocalName: Hashable {
        var file: Int
        var name: String
    }

    public init(index: ModuleIndex) {
        self.index = index
        var byFile = [[Int]](repeating: [], count: index.files.count)
        let ranges = index.callSites.map(\.range)
        for (position, site) in index.callSites.enumerated() where byFile.indices.contains(site.file) {
            byFile[site.file].append(position)
        }
        // Indexing meets a file's calls in source order: sorted already, but for the odd file.
        sitesByFile = byFile.map { positions in
            let isSorted = zip(positions, positions.dropFirst()).allSatisfy {
                ranges[$0].lowerBound <= ranges[$1].lowerBound
            }
            return isSorted ? positions : positions.sorted { ranges[$0].lowerBound < ranges[$1].lowerBound }
        }
        var enclosing = [Int](repeating: -1, count: index.callSites.count)
        for positions in sitesByFile {
            // Sorted by start, outer calls first.
            let parents = NestedRanges.parents(positions.map { ranges[$0] })
            for (offset, parent) in parents.enumerated() where parent >= 0 {
                enclosing[positions[offset]] = positions[parent]
            }
        }
        enclosingSite = enclosing
        var byOwnerAndName: [OwnerAndName: [Int]] = [:]
        var byQualifiedName: [String: (position: Int, calleeName: String)] = [:]
        byOwnerAndName.reserveCapacity(index.functions.count)
        byQualifiedName.reserveCapacity(index.functions.count)
        for (position, function) in index.functions.enumerated() {
            byOwnerAndName[OwnerAndName(function.enclosingType, function.name), default: []].append(position)
            let calleeName = function.name == "init" ? function.enclosingType ?? "init" : function.name
            // The first declaration wins, as in `ModuleIndex.property(_:)`.
            if byQualifiedName[function.qualifiedName] == nil {
                byQualifiedName[function.qualifiedName] = (position, calleeName)
            }
        }
        functionsByOwnerAndName = byOwnerAndName
        functionsByQualifiedName = byQualifiedName
        var instanceProperties: [String: [String]] = [:]
        for property in index.properties where !property.isStatic && property.hasInitializer {
            instanceProperties[property.owner, default: []].append(property.qualifiedName)
        }
        initializedInstanceProperties = instanceProperties
        let declared = Set(index.types.map(\.name))
        var supertypes: [String: [String]] = [:]
        for type in index.types {
            for inherited in type.inheritance
            where declared.contains(inherited) && inherited != type.name
                && !(supertypes[type.name]?.contains(inherited) ?? false)
            {
                supertypes[type.name, default: []].append(inherited)
            }
        }
        moduleSupertypes = supertypes
        var doubles: Set<String> = []
        let testDoubleFiles = index.files.map { Self.isTestDoubleFolder("/" + $0.source.file.path) }
        for type in index.types where Self.isTestDouble(type, testDoubleFiles: testDoubleFiles) {
            doubles.insert(type.name)
        }
        var subtypes: [String: Set<String>] = [:]
        for (type, inherited) in supertypes where !doubles.contains(type) {
            for supertype in inherited { subtypes[supertype, default: []].insert(type) }
        }
        moduleSubtypes = subtypes.mapValues { $0.sorted() }
        var locals: [LocalName: [Local]] = [:]
        for binding in index.bindings where binding.owner == nil {
            guard let scope = binding.scope else { continue }
            let type =
                binding.typeAnnotation.flatMap(ModuleIndex.typeName(written:))
                ?? binding.initializerCallee.flatMap({ callee in
                    callee.unicodeScalars.first.map { ("A"..."Z").contains($0) } == true ? callee : nil
                })
            let path = type == nil ? binding.initializerPath?.split(separator: ".").map(String.init) ?? [] : []
            guard type != nil || !path.isEmpty else { continue }
            locals[LocalName(file: binding.file, name: binding.name), default: []].append(
                Local(scope: scope, type: type, path: path))
        }
        for (position, function) in index.functions.enumerated() {
            let signature = index.signature(at: position)
            for parameter in signature.typedParameters {
                locals[LocalName(file: function.file, name: parameter.name), default: []].append(
                    Local(scope: function.range, type: parameter.type, path: []))
            }
        }
        localTypes = locals.mapValues { $0.sorted { $0.scope.lowerBound < $1.scope.lowerBound } }
    }

    /// The type a local or parameter of the function around `site` has, when every one of that name there whose type
    /// can be told agrees. Found by binary search among the file's functions declaring one, then a few enclosing
    /// ones back.
    private func localType(_ name: String, at site: ModuleIndex.CallSite, depth: Int = 0) -> String? {
        guard depth < 4, let locals = localTypes[LocalName(file: site.file, name: name)] else { return nil }
        let position = site.range.lowerBound
        var low = 0
        var high = locals.count
        while low < high {
            let middle = (low + high) / 2
            if locals[middle].scope.lowerBound <= position { low = middle + 1 } else { high = middle }
        }
        var types: Set<String> = []
        for local in locals[max(0, low - 8)..<low] where local.scope.contains(position) {
            // `guard let kit = kit` rebinds the name it shadows: its type is the outer one's.
            if let type = local.type ?? pathType(local.path, at: site, depth: depth + 1, notLocal: name) {
                types.insert(type)
            }
        }
        return types.count == 1 ? types.first : nil
    }

    /// The type a chain of names has at `site` (`kit.watcher`, `self.store`, `Manager.shared.kit`): its first name is
    /// `self`, a type (then a static singleton), a local or parameter (unless it is `notLocal`), or a property of the
    /// enclosing type; each later name a property of the type so far, declared there or in a supertype.
    private func pathType(_ parts: [String], at site: ModuleIndex.CallSite, depth: Int, notLocal: String? = nil)
        -> String?
    {
        guard let first = parts.first, depth < 4 else { return nil }
        var type: String?
        let startsWithType = first == "Self" || Self.isCapitalized(first)
        if first == "self" || first == "Self" {
            type = site.enclosingType
        } else if startsWithType {
            type = first
        } else {
            type =
                (first == notLocal ? nil : localType(first, at: site, depth: depth))
                ?? site.enclosingType.flatMap { memberType(owner: $0, name: first) }
                ?? getterType(first, in: site.enclosingType, caller: site.enclosingType)
        }
        for (step, part) in parts.dropFirst().enumerated() {
            guard let current = type else { return nil }
            let singleton = step == 0 && startsWithType ? index.singletonType(owner: current, property: part) : nil
            type = singleton ?? memberType(owner: current, name: part) ?? getterType(part, in: current, caller: nil)
        }
        return type
    }

    /// What `name()` returns, by its declaration (`func watcher() -> Watcher`, which may hand back a value it
    /// made once and stored): a method of `owner`, or at file scope for a call from `caller`'s own code.
    private func getterType(_ part: String, in owner: String?, caller: String?) -> String? {
        guard part.hasSuffix("()") else { return nil }
        return returnedType(ofFunctionNamed: String(part.dropLast(2)), in: owner, caller: caller) {
            index.signature(at: $0).accepts(labels: [], trailingClosures: [])
        }
    }

    /// The type of property `name` of `owner`, declared there or in one of its supertypes in the module.
    private func memberType(owner: String, name: String) -> String? {
        if let type = index.propertyType(owner: owner, name: name) { return type }
        guard moduleSupertypes[owner] != nil else { return nil }
        for type in supertypes(of: owner).joined() {
            if let found = index.propertyType(owner: type, name: name) { return found }
        }
        return nil
    }

    private static func isCapitalized(_ name: String) -> Bool {
        name.unicodeScalars.first.map { ("A"..."Z").contains($0) } ?? false
    }

    /// Whether a type is a test double: declared in a file under `Mocks/`, `Fakes/`, `Stubs/` or `Preview Content/`,
    /// or named so (`MockHealthStore`, `FakeScheduler`, `HealthStoreStub`).
    static func isTestDouble(_ type: ModuleIndex.TypeEntry, testDoubleFiles: [Bool]) -> Bool {
        let utf8 = type.name.utf8
        let name = utf8.lastIndex(of: UInt8(ascii: ".")).map { utf8[utf8.index(after: $0)...] } ?? utf8[...]
        for word in testDoubleWords {
            if name.count >= word.count, name.suffix(word.count).elementsEqual(word) { return true }
            if name.count > word.count, name.prefix(word.count).elementsEqual(word),
                name.dropFirst(word.count).first.map({ $0 &- UInt8(ascii: "A") < 26 }) == true
            {
                return true
            }
        }
        // An extension in such a folder may make a real type conform; the type's own declaration decides.
        guard type.kind != .extension, testDoubleFiles.indices.contains(type.file) else { return false }
        return testDoubleFiles[type.file]
    }

    private static let testDoubleWords = ["Mock", "Fake", "Stub"].map { Array($0.utf8) }

    /// Whether a path (with a leading `/`) lies under a `Mocks/`, `Fakes/`, `Stubs/` or `Preview Content/` folder.
    static func isTestDoubleFolder(_ path: String) -> Bool {
        ["/Mocks/", "/Fakes/", "/Stubs/", "/Preview Content/"].contains { ByteSearch.contains($0, in: path) }
    }

    /// `type`'s supertypes in the module, nearest first, at most `levels` up (the type itself excluded).
    public func supertypes(of type: String, levels: Int = 4) -> [[String]] {
        var seen: Set<String> = [type]
        var level = [type]
        var result: [[String]] = []
        for _ in 0..<levels {
            level = level.flatMap { moduleSupertypes[$0] ?? [] }.filter { seen.insert($0).inserted }
            if level.isEmpty { break }
            result.append(level)
        }
        return result
    }

    /// Whether `owner` or one of its supertypes in the module declares a property `name` (a subclass reads
    /// its superclass's property).
    public func declaresProperty(_ name: String, in owner: String) -> Bool {
        ([owner] + supertypes(of: owner).joined()).contains { index.property(owner: $0, name: name) != nil }
    }

    // MARK: - Calls to targets

    /// Qualified names of the module functions (and lazily initialised properties) a call may run, resolved
    /// through its receiver: `self`/none (same type, else file scope), a type name (`Store.f()`, `Self.f()`, `Store()` →
    /// `init`), a new instance (`Store().f()`), what a module function returns (`Store.shared().f()`), a
    /// singleton (`Store.shared.f()`), or a property of the enclosing type with a known type (`store.f()`).
    /// Making an instance (`Store()`) also runs the type's instance stored properties' initial values, which
    /// are returned as `Store.name`.
    public func targets(of site: ModuleIndex.CallSite) -> [String] {
        guard let name = site.calleeName else { return [] }
        var ownerType: String??
        var propertyNode: String?
        var functionName = name
        var makesInstance = false
        let receiver = site.receiver.map { String($0.filter { $0 != "?" && $0 != "!" }) }
        if let first = name.unicodeScalars.first, ("A"..."Z").contains(first), receiver == nil {
            ownerType = .some(name)
            functionName = "init"
            makesInstance = true
        } else if receiver == nil || receiver == "self" {
            ownerType = .some(site.enclosingType)
        } else if site.receiverMayBeCall, case .member(let base?, _) = site.call.callee.kind,
            case .call(let made) = base.kind, let madeType = made.calleeName, let first = madeType.unicodeScalars.first,
            ("A"..."Z").contains(first)
        {
            // `Registry().setUp()`: a method of a freshly made instance.
            ownerType = .some(madeType)
        } else if site.receiverMayBeCall, case .member(let base?, _) = site.call.callee.kind,
            case .call(let made) = base.kind, let madeType = returnedType(of: made, caller: site.enclosingType)
        {
            // `Helper.shared().register()`, `makeStore().load()`: a method of what a module function returns.
            ownerType = .some(madeType)
        } else if let receiver {
            let parts = receiver.split(separator: ".").map(String.init)
            let property = parts.count == 2 && parts[0] == "self" ? parts[1] : parts.count == 1 ? parts[0] : nil
            if let property, !Self.isCapitalized(property), let owner = site.enclosingType,
                parts.count == 2 || localType(property, at: site) == nil,
                let type = index.propertyType(owner: owner, name: property)
            {
                ownerType = .some(type)
                // A lazy property is initialised on this first use.
                propertyNode = owner + "." + property
            } else if let type = pathType(parts, at: site, depth: 0) {
                // `Store.shared.load()`, `Self.helper()`, `kit.watcher.start()` (a local's, a parameter's),
                // `self.manager.store.load()`: a type, `self` or a name in scope, then a singleton or property per step.
                ownerType = .some(type)
            }
        }
        guard let owner = ownerType else { return [] }
        // Functions are looked up by their type and name, and the call is read from the tree only when some are
        // found; those the written arguments fit (`ArgumentMatching`) are kept.
        var written: (labels: [String], trailingClosures: [String?])?
        func fitting(_ type: String?) -> [ModuleIndex.FunctionSignature] {
            let positions = functionsByOwnerAndName[OwnerAndName(type, functionName)] ?? []
            guard !positions.isEmpty else { return [] }
            if written == nil {
                if site.isWrittenWithoutArguments {
                    written = ([], [])
                } else {
                    let call = site.call
                    written = (call.labels, call.trailingClosures.map(\.label))
                }
            }
            let (labels, trailingClosures) = written!
            return positions.map(index.signature(at:)).filter {
                $0.accepts(labels: labels, trailingClosures: trailingClosures)
            }
        }
        var candidates = fitting(owner)
        // A method the type inherits from a class of the module (`endBackgroundTaskObservation()`, declared
        // by `DownloadOperation` and called from its subclass), a few levels up.
        if candidates.isEmpty, let type = owner, !makesInstance, moduleSupertypes[type] != nil {
            for level in supertypes(of: type) where candidates.isEmpty {
                candidates = level.flatMap(fitting)
            }
        }
        // Dynamic dispatch: a call through a protocol or a class may run the method of every type of the module below
        // it (test doubles left out); a requirement without a body gives way to the implementations found.
        if let type = owner, !makesInstance, !candidates.isEmpty, moduleSubtypes[type] != nil {
            var implementations: [ModuleIndex.FunctionSignature] = []
            var seen: Set<String> = [type]
            var level = [type]
            while !level.isEmpty, seen.count < 64 {
                level = level.flatMap { moduleSubtypes[$0] ?? [] }.filter { seen.insert($0).inserted }
                implementations += level.flatMap(fitting)
            }
            if !implementations.isEmpty {
                let requirements = candidates.filter {
                    functionsByQualifiedName[$0.qualifiedName].map { !index.functions[$0.position].hasBody } ?? false
                }
                candidates = (requirements.count == candidates.count ? [] : candidates) + implementations
            }
        }
        // A method called without `self.` from a type's code may also be a file-scope function.
        if candidates.isEmpty, receiver == nil, owner != nil, !makesInstance {
            candidates = (functionsByOwnerAndName[OwnerAndName(nil, functionName)] ?? []).map(index.signature(at:))
        }
        let lazyInitializer =
            propertyNode.flatMap { node in
                index.property(node)?.hasInitializer == true ? [node] : nil
            } ?? []
        let storedProperties = makesInstance ? initializedInstanceProperties[name] ?? [] : []
        return lazyInitializer + Array(Set(candidates.map(\.qualifiedName))).sorted() + storedProperties
    }

    /// The type a call of a module function returns, when the call singles one function out and its declared
    /// return type is a type name (`static func shared() -> Helper`; `Self` is the declaring type).
    func returnedType(of call: Call, caller: String?) -> String? {
        let owner: String?
        let name: String
        switch call.callee.kind {
        case .member(let base?, let member):
            guard case .identifier(let type) = base.kind, let first = type.unicodeScalars.first,
                ("A"..."Z").contains(first)
            else { return nil }
            (owner, name) = (type, member)
        case .identifier(let function):
            (owner, name) = (caller, function)
        default:
            return nil
        }
        return returnedType(ofFunctionNamed: name, in: owner, caller: caller) {
            index.signature(at: $0).accepts(call)
        }
    }

    /// The declared return type of the one function named `name` of `owner` that `fits` accepts (then, for a call
    /// from `owner`'s own code, of the one at file scope).
    private func returnedType(ofFunctionNamed name: String, in owner: String?, caller: String?, fits: (Int) -> Bool)
        -> String?
    {
        // A method of the caller's own type first (`helper()` inside the type), then a file-scope function.
        let candidates = (functionsByOwnerAndName[OwnerAndName(owner, name)] ?? []).filter(fits)
        let found =
            candidates.isEmpty && owner == caller
            ? (functionsByOwnerAndName[OwnerAndName(nil, name)] ?? []).filter(fits) : candidates
        guard found.count == 1, let written = index.functions[found[0]].declaration.returnType,
            let type = ModuleIndex.typeName(written: written.filter { !$0.isWhitespace }), !type.contains(".")
        else { return nil }
        if type == "Self", let owner = index.functions[found[0]].enclosingType { return owner }
        guard let first = type.unicodeScalars.first, ("A"..."Z").contains(first) else { return nil }
        return type
    }

    /// Call sites that may run the function or instance property initial value with this qualified name.
    public func callers(of qualifiedName: String) -> [ModuleIndex.CallSite] {
        let spelled: String
        if let function = functionsByQualifiedName[qualifiedName] {
            spelled = function.calleeName
        } else if let property = index.property(qualifiedName), !property.isStatic, property.hasInitializer {
            spelled = property.owner
        } else {
            return []
        }
        return index.callSites(calling: spelled).filter { targets(of: $0).contains(qualifiedName) }
    }

    /// The function with this qualified name (`Store.fetch(completion:)`), the first if several declare it.
    public func function(_ qualifiedName: String) -> ModuleIndex.FunctionEntry? {
        functionsByQualifiedName[qualifiedName].map { index.functions[$0.position] }
    }

    /// The module function a call runs when its name and labels single one out, preferring `enclosingType`
    /// (the caller's type by default); nil when none or several fit.
    public func uniqueFunction(for site: ModuleIndex.CallSite, enclosingType: String? = nil) -> ModuleIndex
        .FunctionEntry?
    {
        guard let name = site.calleeName else { return nil }
        let call = site.call
        let labels = call.labels
        let trailingClosures = call.trailingClosures.map(\.label)
        // A function taking exactly the arguments written first, then one leaving defaulted parameters out.
        // By the index's signatures, which read no tree (see `ArgumentMatching`).
        let exact = { (position: Int) in
            let signature = index.signature(at: position)
            return signature.parameterCount == labels.count + trailingClosures.count
                && signature.accepts(labels: labels, trailingClosures: trailingClosures)
        }
        let fits = { (position: Int) in
            index.signature(at: position).accepts(labels: labels, trailingClosures: trailingClosures)
        }
        let owner = enclosingType ?? site.enclosingType
        for test in [exact, fits] {
            for position in functionsByOwnerAndName[OwnerAndName(owner, name)] ?? [] where test(position) {
                return index.functions[position]
            }
        }
        // Elsewhere only when exactly one function fits (stop at the second).
        for test in [exact, fits] {
            var found: Int?
            for position in index.functionPositions(named: name) where test(Int(position)) {
                if found != nil { return nil }
                found = Int(position)
            }
            if let found { return index.functions[found] }
        }
        return nil
    }

    // MARK: - Calls by place

    /// Call sites of a file that lie within `range` (nested closures included), in source order.
    public func callSites(file: Int, in range: Range<Int>) -> [ModuleIndex.CallSite] {
        guard sitesByFile.indices.contains(file) else { return [] }
        let positions = sitesByFile[file]
        var low = 0
        var high = positions.count
        while low < high {
            let mid = (low + high) / 2
            if index.callSites[positions[mid]].range.lowerBound < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var result: [ModuleIndex.CallSite] = []
        for position in positions[low...] {
            let site = index.callSites[position]
            guard site.range.lowerBound < range.upperBound else { break }
            if site.range.upperBound <= range.upperBound { result.append(site) }
        }
        return result
    }

    /// The position in `index.callSites` of the last call of `file` starting before `offset` (or at it, with
    /// `orAt`), by binary search over the file's calls in source order; -1 when none does.
    private func lastSite(of file: Int, startingBefore offset: Int, orAt: Bool) -> Int {
        guard sitesByFile.indices.contains(file) else { return -1 }
        let positions = sitesByFile[file]
        var low = 0
        var high = positions.count
        while low < high {
            let mid = (low + high) / 2
            let start = index.callSites[positions[mid]].range.lowerBound
            if start < offset || (orAt && start == offset) { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? positions[low - 1] : -1
    }

    /// The innermost call of `file` whose code holds `range` (a call starting where `range` does included).
    public func innermostCall(containing range: Range<Int>, file: Int) -> ModuleIndex.CallSite? {
        var position = lastSite(of: file, startingBefore: range.lowerBound, orAt: true)
        while position >= 0 {
            let site = index.callSites[position]
            if site.range.upperBound >= range.upperBound { return site }
            position = enclosingSite[position]
        }
        return nil
    }

    /// The innermost call, made by `function` in `file` and accepted by `include`, whose closure argument
    /// contains `range` (`Task { … }`, `store.requestAuthorization(…) { … }`).
    public func closureCall(
        containing range: Range<Int>, file: Int, function: String?,
        where include: (ModuleIndex.CallSite) -> Bool = { _ in true }
    ) -> ModuleIndex.CallSite? {
        // The last call starting before `range`: every call that contains `range` is it or one of its ancestors.
        var position = lastSite(of: file, startingBefore: range.lowerBound, orAt: false)
        // Innermost first: the first call up the chain that passes is the smallest.
        while position >= 0 {
            let site = index.callSites[position]
            if site.range.upperBound >= range.upperBound, site.enclosingFunction == function,
                site.closureArguments.contains(where: {
                    $0.closure.range.lowerBound < range.lowerBound && range.upperBound <= $0.closure.range.upperBound
                }),
                include(site)
            {
                return site
            }
            position = enclosingSite[position]
        }
        return nil
    }
}
