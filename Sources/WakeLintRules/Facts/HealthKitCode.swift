import WakeLintCore
import WakeLintModel
import WakeLintSwift

/// A target's HealthKit code read from the syntax tree: the calls that enable background delivery, the
/// observer queries with their update handlers, and what sample type an expression names. Only real calls
/// count — text in comments, string literals and `#if false` blocks never does.
struct HealthKitCode {
    let model: SwiftModel
    /// Call sites outside `#if false` / `#if 0` blocks.
    let callSites: [ModuleIndex.CallSite]
    let deliveries: [Delivery]
    let observers: [Observer]
    private let values: ValueBindings

    /// What every HealthKit rule reads, found once per target (`SwiftModel.healthKit`) rather than once per rule.
    struct Facts: Sendable {
        let callSites: [ModuleIndex.CallSite]
        let deliveries: [Delivery]
        let observers: [Observer]
        let values: ValueBindings

        init(index: ModuleIndex) {
            let inactive = index.inactiveRanges
            // Most targets have no `#if false`: share the index's array rather than copy every call site.
            let sites =
                inactive.allSatisfy(\.isEmpty)
                ? index.callSites
                : index.callSites.filter { site in !inactive[site.file].contains { $0.contains(site.range.lowerBound) }
                }
            callSites = sites
            let values = ValueBindings(index)
            self.values = values
            // Facts are kept for the run: their nodes are held by file, so trees not kept can go (`TreeResidency`).
            deliveries = sites.compactMap { site in
                guard site.calleeName == "enableBackgroundDelivery", site.hasReceiver,
                    site.labels.starts(with: ["for", "frequency"]),
                    let type = site.call.arguments.first?.value
                else { return nil }
                return Delivery(
                    site: site, typeExpression: type.detached(in: index.files[site.file]),
                    sampleType: values.sampleType(
                        of: type, file: site.file, at: type.range.lowerBound, type: site.enclosingType))
            }
            observers = sites.compactMap { site in Observer(site, values: values, index: index) }
        }
    }

    /// Queries that read Health data; any of them needs `NSHealthShareUsageDescription`.
    static let readQueryTypes = [
        "HKSampleQuery", "HKObserverQuery", "HKAnchoredObjectQuery", "HKStatisticsQuery", "HKStatisticsCollectionQuery",
        "HKCorrelationQuery", "HKSourceQuery", "HKActivitySummaryQuery", "HKQuantitySeriesSampleQuery",
        "HKSampleQueryDescriptor", "HKAnchoredObjectQueryDescriptor", "HKStatisticsQueryDescriptor",
        "HKStatisticsCollectionQueryDescriptor",
    ]

    init(_ model: SwiftModel) {
        self.model = model
        let facts = model.healthKit
        callSites = facts.callSites
        deliveries = facts.deliveries
        observers = facts.observers
        values = facts.values
    }

    /// Calls that count (outside `#if false`) within `range` of a file, in source order.
    func callSites(file: Int, in range: Range<Int>) -> [ModuleIndex.CallSite] {
        model.graph.callSites(file: file, in: range).filter(isActive)
    }

    /// Calls that count made by the function or property with this qualified name.
    func callSites(in qualifiedName: String) -> [ModuleIndex.CallSite] {
        model.index.callSites(in: qualifiedName).filter(isActive)
    }

    func isActive(_ site: ModuleIndex.CallSite) -> Bool {
        !model.index.inactiveRanges[site.file].contains { $0.contains(site.range.lowerBound) }
    }

    /// `HKHealthStore()` and `HKHealthStore.isHealthDataAvailable()`-style uses: code that needs HealthKit.
    var healthStoreUses: [ModuleIndex.CallSite] {
        callSites.filter { site in
            ((site.calleeName == "HKHealthStore" && !site.hasReceiver) || site.receiverIs("HKHealthStore"))
                && !neverRuns(site)
        }
    }

    /// A call in the initial value of a `lazy var` that nothing in the target reads (`lazy var healthStore =
    /// HKHealthStore()` left over in a widget): the initial value never runs. Any other spelling of the name
    /// than its declaration counts as a read.
    func neverRuns(_ site: ModuleIndex.CallSite) -> Bool {
        guard let qualifiedName = site.enclosingFunction, let property = model.index.property(qualifiedName),
            property.isLazy,
            let initializer = property.initializer, initializer.range.contains(site.range.lowerBound)
        else { return false }
        let uses = model.files.reduce(0) { $0 + $1.source.identifierUses(property.name).count }
        return uses <= 1
    }

    /// True when some call in the target enables background delivery.
    var enablesBackgroundDelivery: Bool { !deliveries.isEmpty }

    /// Whether some delivery may concern `type` (unknown types on either side may).
    func deliveryMayCover(_ type: SampleType?) -> Bool {
        guard let type else { return enablesBackgroundDelivery }
        return deliveries.contains { $0.sampleType == nil || $0.sampleType == type }
    }

    func file(_ site: ModuleIndex.CallSite) -> SwiftFile { model.files[site.file] }

    func location(_ offset: Int, in file: Int) -> SourceLocation { model.files[file].source.file.location(of: offset) }

    func text(_ range: Range<Int>, in file: Int) -> String { model.files[file].source.file.text(range) }

    /// The sample type an expression names, when its spelling or the value it was bound to says so.
    func sampleType(of expression: Expression, at site: ModuleIndex.CallSite) -> SampleType? {
        values.sampleType(of: expression, file: site.file, at: expression.range.lowerBound, type: site.enclosingType)
    }

    /// The initial value of the variable or property an expression names (`query`, `self.query`).
    func boundValue(of expression: Expression, at site: ModuleIndex.CallSite) -> Expression? {
        values.resolve(expression, file: site.file, at: expression.range.lowerBound, type: site.enclosingType)
    }

    // MARK: - Building

    // MARK: - Facts

    /// `store.enableBackgroundDelivery(for: type, frequency: …)`, completion or async form.
    struct Delivery {
        var site: ModuleIndex.CallSite
        var typeExpression: Expression
        var sampleType: SampleType?

        var frequency: Argument? { site.call.arguments.first { $0.label == "frequency" } }

        /// The `withCompletion:` closure, given inline or trailing.
        var completion: Closure? {
            site.closureArguments.first { $0.label == "withCompletion" || $0.isTrailing }?.closure
        }
    }

    /// `HKObserverQuery(sampleType:predicate:updateHandler:)` or `HKObserverQuery(queryDescriptors:updateHandler:)`.
    struct Observer {
        var site: ModuleIndex.CallSite
        /// The observed types; nil entries for expressions whose type is not evident.
        var sampleTypes: [SampleType?]
        var handler: Handler?
        /// Which update-handler parameter is the completion handler (1, or 2 for query descriptors).
        var completionParameter: Int

        /// The update handler: a closure, or a method passed by name (`updateHandler: handleUpdate`).
        enum Handler {
            case closure(Closure)
            case function(ModuleIndex.FunctionEntry)
        }

        init?(_ site: ModuleIndex.CallSite, values: ValueBindings, index: ModuleIndex) {
            guard site.calleeName == "HKObserverQuery", !site.hasReceiver || site.receiverIs("HealthKit") else {
                return nil
            }
            self.site = site
            let descriptors = site.labels.first == "queryDescriptors"
            completionParameter = descriptors ? 2 : 1
            if descriptors, let list = site.call.arguments.first?.value {
                sampleTypes = values.descriptorTypes(
                    list, file: site.file, at: list.range.lowerBound, type: site.enclosingType)
            } else if let type = site.call.arguments.first(where: { $0.label == "sampleType" })?.value {
                sampleTypes = [
                    values.sampleType(of: type, file: site.file, at: type.range.lowerBound, type: site.enclosingType)
                ]
            } else {
                sampleTypes = [nil]
            }
            if let closure = site.closureArguments.first(where: { $0.label == "updateHandler" || $0.isTrailing })?
                .closure
            {
                handler = .closure(closure.detached(in: index.files[site.file]))
            } else if let argument = site.call.arguments.first(where: { $0.label == "updateHandler" })?.value {
                var name: String?
                switch argument.kind {
                case .identifier(let identifier): name = identifier
                case .member(let base?, let member): if case .identifier("self") = base.kind { name = member }
                default: break
                }
                handler = name.flatMap { name in
                    index.functions(named: name).first {
                        $0.enclosingType == site.enclosingType && $0.declaration.body != nil
                    }
                }.map(Handler.function)
            }
        }
    }
}

/// A HealthKit sample or object type as the code names it: `HKQuantityType(.stepCount)` is
/// `quantity/stepCount`; `HKObjectType.workoutType()` is `workout`.
struct SampleType: Hashable, CustomStringConvertible {
    enum Kind: String { case quantity, category, correlation, characteristic, workout, other }
    var kind: Kind
    var identifier: String?

    var description: String { identifier.map { ".\($0)" } ?? kind.rawValue }

    static let typeNames: [String: Kind] = [
        "HKQuantityType": .quantity, "HKCategoryType": .category, "HKCorrelationType": .correlation,
        "HKCharacteristicType": .characteristic,
    ]
    static let factoryNames: [String: Kind] = [
        "quantityType": .quantity, "categoryType": .category, "correlationType": .correlation,
        "characteristicType": .characteristic,
    ]
}

/// Names bound to values across the module (locals, properties, `if let`/`guard let`), so `store.execute(query)`
/// and `enableBackgroundDelivery(for: stepType, …)` can be traced to the expression that made the value.
struct ValueBindings: Sendable {
    /// Name → positions in `index.bindings` of the bindings of that name with an initial value (read from the
    /// tree only for a name resolved). Made on the first question: most modules hold no HealthKit code, and
    /// hashing every binding's name for each target was a tenth of linting such an app.
    private let table = ThreadSafeLazy<[String: [Int32]]>()
    private let index: ModuleIndex

    init(_ index: ModuleIndex) {
        self.index = index
    }

    private var bindings: [String: [Int32]] {
        table.value {
            var table: [String: [Int32]] = [:]
            for (position, binding) in index.bindings.enumerated() where binding.hasInitializer {
                table[binding.name, default: []].append(Int32(truncatingIfNeeded: position))
            }
            return table
        }
    }

    /// The one initial value a name has: a local of the function at `offset`, else a property of `type`, else
    /// the only binding of that name in this file or the module; nil when ambiguous.
    func resolve(_ expression: Expression, file: Int, at offset: Int? = nil, type: String? = nil) -> Expression? {
        let name: String
        var isMember = false
        switch expression.kind {
        case .identifier(let identifier): name = identifier
        case .member(let base?, let member):
            guard case .identifier(let owner) = base.kind else { return nil }
            if owner == "self" {
                name = member
                isMember = true
                break
            }
            guard let property = index.property(owner: owner, name: member) else { return nil }
            return property.initializer
        default: return nil
        }
        let candidates = bindings[name] ?? []
        let entries = index.bindings
        func unique(_ list: [Int32]) -> Expression? {
            guard let first = list.first.flatMap({ entries[Int($0)].initializer }),
                list.dropFirst().allSatisfy({ entries[Int($0)].initializer == first })
            else { return nil }
            return first
        }
        if !isMember, let offset {
            let locals = candidates.filter {
                entries[Int($0)].file == file && entries[Int($0)].scope?.contains(offset) == true
            }
            if !locals.isEmpty { return unique(locals) }
        }
        if let type, let property = index.property(owner: type, name: name) {
            return property.initializer
        }
        let local = candidates.filter { entries[Int($0)].file == file }
        return unique(local.isEmpty ? candidates : local)
    }

    func sampleType(of expression: Expression, file: Int, at offset: Int? = nil, type: String? = nil, depth: Int = 0)
        -> SampleType?
    {
        guard depth < 6 else { return nil }
        switch expression.kind {
        case .forceUnwrap(let inner), .optionalChain(let inner), .await(let inner), .try(_, let inner):
            return sampleType(of: inner, file: file, at: offset, type: type, depth: depth + 1)
        case .tuple(let arguments) where arguments.count == 1:
            return sampleType(of: arguments[0].value, file: file, at: offset, type: type, depth: depth + 1)
        case .call(let call):
            guard let name = call.calleeName else { return nil }
            if let kind = SampleType.typeNames[name] {
                return SampleType(
                    kind: kind, identifier: call.arguments.first.flatMap { Self.identifier(in: $0.value) })
            }
            if let kind = SampleType.factoryNames[name], call.labels.first == "forIdentifier" {
                return SampleType(
                    kind: kind, identifier: call.arguments.first.flatMap { Self.identifier(in: $0.value) })
            }
            if name == "workoutType" { return SampleType(kind: .workout, identifier: nil) }
            return nil
        case .identifier, .member:
            if case .member(let base?, "self") = expression.kind {
                return sampleType(of: base, file: file, at: offset, type: type, depth: depth + 1)
            }
            return resolve(expression, file: file, at: offset, type: type).flatMap {
                sampleType(of: $0, file: file, at: offset, type: type, depth: depth + 1)
            }
        default:
            return nil
        }
    }

    /// Types of `[HKQueryDescriptor(sampleType: …, predicate: …), …]` (or a name bound to such a list).
    func descriptorTypes(_ expression: Expression, file: Int, at offset: Int? = nil, type: String? = nil)
        -> [SampleType?]
    {
        var list = expression
        if let bound = resolve(expression, file: file, at: offset, type: type) { list = bound }
        guard case .array(let elements) = list.kind else { return [nil] }
        return elements.map { element in
            guard case .call(let call) = element.kind, call.calleeName == "HKQueryDescriptor",
                let type = call.arguments.first(where: { $0.label == "sampleType" })?.value
            else { return nil }
            return sampleType(of: type, file: file, at: offset, type: nil)
        }
    }

    /// `.stepCount`, `HKQuantityTypeIdentifier.stepCount` → `stepCount`.
    static func identifier(in expression: Expression) -> String? {
        if case .member(_, let name) = expression.kind { return name }
        return nil
    }
}

extension Expression {
    /// Whether the expression mentions the name anywhere (nested closures included).
    func mentions(_ name: String) -> Bool {
        if case .identifier(let identifier) = kind, identifier == name { return true }
        let children = SyntaxWalker.children(of: self)
        return children.expressions.contains { $0.mentions(name) } || children.statements.mentions(name)
    }
}

extension [Statement] {
    func mentions(_ name: String) -> Bool {
        var found = false
        SyntaxWalker.forEachExpression(in: self) { expression, _ in
            if !found, case .identifier(let identifier) = expression.kind, identifier == name { found = true }
        }
        return found
    }
}

extension SwiftSource {
    /// Byte ranges of a closure's parameter names, in order (`{ [weak self] query, done, error in` → 3 ranges).
    func parameterNameRanges(of closure: Closure) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var depth = 0
        var previous: TokenKind = .leftBrace
        var started = false
        var bracketDepth = 0
        // Only the closure's tokens, found by binary search (a scan of the file's tokens per closure was quadratic).
        for token in tokens(in: closure.range) where token.range.upperBound <= closure.range.upperBound {
            if !started {
                started = true
                continue
            }  // the opening brace
            if token.kind == .leftBracket, previous == .leftBrace || bracketDepth > 0 {
                bracketDepth += 1
                previous = token.kind
                continue
            }
            if bracketDepth > 0 {
                if token.kind == .rightBracket { bracketDepth -= 1 }
                previous = bracketDepth == 0 ? .leftBrace : token.kind
                continue
            }
            if token.kind == .keyword, text(of: token) == "in", depth == 0 { break }
            switch token.kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            case .identifier, .keyword:
                if depth <= 1, previous == .leftBrace || previous == .comma || (previous == .leftParen && depth == 1) {
                    ranges.append(token.range)
                }
            case .leftBrace, .rightBrace: return []
            default: break
            }
            previous = token.kind
        }
        return ranges.count == closure.parameters.count ? ranges : []
    }
}
