import WakeLintCore
import WakeLintEngine
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
    private let emptyAuthorizationArguments: Set<String>
    private let compiledOut: Set<String>
    private let pruned: ConstantFlagCode?

    /// Whether the `requestAuthorization` call's argument `label` asks for no type on any path (`[]`, `nil`, an
    /// empty set nothing adds to, what every caller passes to a wrapper).
    func asksForNoType(_ site: ModuleIndex.CallSite, _ label: String) -> Bool {
        emptyAuthorizationArguments.contains("\(site.file):\(site.range.lowerBound):\(label)")
    }

    /// What every HealthKit rule reads, found once per target (`RuleContext.healthKit(of:)`) rather than once per rule.
    struct Facts: Sendable {
        let callSites: [ModuleIndex.CallSite]
        let deliveries: [Delivery]
        let observers: [Observer]
        let values: ValueBindings
        /// `requestAuthorization` arguments (`file:offset:label`) that ask for no type on any path: `[]`, `nil`,
        /// a set no path adds to, what every caller of a wrapper passes (`toShare ?? []` given nothing).
        let emptyAuthorizationArguments: Set<String>
        /// Functions that only code the target cannot run calls (`CallGraph.functionsOnlyUnreachableCodeCalls`),
        /// and code no instance runs (`ConstantFlagCode`): their calls do not count.
        let compiledOut: Set<String>
        let pruned: ConstantFlagCode?

        init(graph: CallGraph, compiledOut: Set<String> = [], pruned: ConstantFlagCode? = nil) {
            let index = graph.index
            let inactive = index.inactiveRanges
            self.compiledOut = compiledOut
            self.pruned = pruned
            let isActive = { (site: ModuleIndex.CallSite) in
                !inactive[site.file].contains { $0.contains(site.range.lowerBound) }
                    && !(site.enclosingFunction.map(compiledOut.contains) ?? false)
                    && !(pruned?.contains(site) ?? false)
            }
            // Most targets have no `#if false`: share the index's array rather than copy every call site.
            let sites =
                inactive.allSatisfy(\.isEmpty) && compiledOut.isEmpty && (pruned?.isEmpty ?? true)
                ? index.callSites : index.callSites.filter(isActive)
            callSites = sites
            let values = ValueBindings(index)
            self.values = values
            let flow = ValueFlow(graph: graph, bindings: values, isActive: isActive)
            // Facts are kept for the run: their nodes are held by file, so trees not kept can go (`TreeResidency`).
            deliveries = sites.compactMap { site in
                // Inside `extension HKHealthStore` the store is `self`, and the call may be bare.
                guard site.calleeName == "enableBackgroundDelivery",
                    site.hasReceiver || site.enclosingType == "HKHealthStore",
                    site.labels.starts(with: ["for", "frequency"]),
                    let type = site.call.arguments.first?.value
                else { return nil }
                return Delivery(site, type: type, values: values, flow: flow, index: index)
            }
            // Every observer query spells its type somewhere in the module (a metatype's binding included): a
            // module that never does has none, and its many `init` calls are not looked at.
            let observerName = Array("HKObserverQuery".utf8)
            let mentionsObserver = index.files.contains { ByteSearch.contains(observerName, in: $0.source.file.bytes) }
            var empty: Set<String> = []
            for site in index.callSites(calling: "requestAuthorization") {
                for argument in site.call.arguments where argument.label == "toShare" || argument.label == "read" {
                    let types = flow.elements(of: argument.value, file: site.file, type: site.enclosingType, depth: 0)
                    if types.isComplete, types.values.isEmpty {
                        empty.insert("\(site.file):\(site.range.lowerBound):\(argument.label ?? "")")
                    }
                }
            }
            emptyAuthorizationArguments = empty
            observers =
                mentionsObserver
                ? sites.compactMap { site in Observer(site, values: values, flow: flow, graph: graph) } : []
        }
    }

    /// Queries that read Health data; any of them needs `NSHealthShareUsageDescription`.
    static let readQueryTypes = [
        "HKSampleQuery", "HKObserverQuery", "HKAnchoredObjectQuery", "HKStatisticsQuery", "HKStatisticsCollectionQuery",
        "HKCorrelationQuery", "HKSourceQuery", "HKActivitySummaryQuery", "HKQuantitySeriesSampleQuery",
        "HKSampleQueryDescriptor", "HKAnchoredObjectQueryDescriptor", "HKStatisticsQueryDescriptor",
        "HKStatisticsCollectionQueryDescriptor",
    ]

    init(_ model: SwiftModel, _ facts: Facts) {
        self.model = model
        callSites = facts.callSites
        deliveries = facts.deliveries
        observers = facts.observers
        emptyAuthorizationArguments = facts.emptyAuthorizationArguments
        values = facts.values
        compiledOut = facts.compiledOut
        pruned = facts.pruned
    }

    /// Calls that count (outside `#if false`) to functions or types named `name`, in index order: looked up by
    /// name, not found among every call.
    func callSites(calling name: String) -> [ModuleIndex.CallSite] {
        model.index.callSites(calling: name).filter(isActive)
    }

    /// Calls that count (outside `#if false`) within `range` of a file, in source order.
    func callSites(file: Int, in range: Range<Int>) -> [ModuleIndex.CallSite] {
        model.graph.callSites(file: file, in: range).filter(isActive)
    }

    /// Calls that count made by the function or property with this qualified name.
    func callSites(in qualifiedName: String) -> [ModuleIndex.CallSite] {
        model.index.callSites(in: qualifiedName).filter(isActive)
    }

    /// Whether the instances this app makes may run the site (see `ConstantFlagCode.containsInThisApp`): for
    /// findings about this app, not about the code alone.
    func runsInThisApp(_ site: ModuleIndex.CallSite) -> Bool { !(pruned?.containsInThisApp(site) ?? false) }

    func isActive(_ site: ModuleIndex.CallSite) -> Bool {
        !model.index.inactiveRanges[site.file].contains { $0.contains(site.range.lowerBound) }
            && !(site.enclosingFunction.map(compiledOut.contains) ?? false) && !(pruned?.contains(site) ?? false)
    }

    /// `HKHealthStore()` and `HKHealthStore.isHealthDataAvailable()`-style uses: code that needs HealthKit. A
    /// use in the initial value of a property that never runs does not count: a `lazy var` nothing in the target
    /// reads (`lazy var healthStore = HKHealthStore()` left over in a widget), or a stored instance property of a
    /// type the target never creates (a manager class compiled into a widget that only the app creates).
    var healthStoreUses: [ModuleIndex.CallSite] {
        let uses = callSites.filter { site in
            (site.calleeName == "HKHealthStore" && !site.hasReceiver) || site.receiverIs("HKHealthStore")
        }
        let properties = uses.map(initializedProperty)
        let lazyNames = Set(properties.compactMap { $0?.isLazy == true ? $0?.name : nil })
        let owners = Set(properties.compactMap { $0.map { $0.isLazy || $0.isStatic ? nil : $0.owner } ?? nil })
        let creatable = typesOnlyCodeCreates(among: owners)
        // One pass over the target's identifiers, whatever the number of properties and types.
        var spellings: [String: Int] = [:]
        let names = lazyNames.union(creatable.keys)
        if !names.isEmpty {
            for file in model.files { file.source.countIdentifierUses(of: names, into: &spellings) }
        }
        return zip(uses, properties).filter { _, property in
            guard let property else { return true }
            if property.isLazy { return spellings[property.name, default: 0] > 1 }
            guard let declarations = creatable[property.owner] else { return true }
            return spellings[property.owner, default: 0] > declarations
        }.map(\.0)
    }

    /// The property whose initial value holds the call, if any.
    private func initializedProperty(_ site: ModuleIndex.CallSite) -> ModuleIndex.PropertyEntry? {
        guard let qualifiedName = site.enclosingFunction, let property = model.index.property(qualifiedName),
            let initializer = property.initializer, initializer.range.contains(site.range.lowerBound)
        else { return nil }
        return property
    }

    /// Protocols of the standard library and SwiftUI a model type adopts; a type adopting only these (or the
    /// module's own protocols) is created by code that names it, never by a storyboard or the system.
    private static let plainProtocols: Set<String> = [
        "ObservableObject", "Identifiable", "Equatable", "Hashable", "Comparable", "Codable", "Encodable",
        "Decodable", "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible",
    ]

    /// The types among `owners` that only code naming them can create, with how many declarations and extensions
    /// spell their name: not `@main`, and inheriting nothing but plain protocols (a subclass of a UIKit or
    /// Objective-C class may be created by a storyboard, an extension's principal class or the runtime).
    private func typesOnlyCodeCreates(among owners: Set<String>) -> [String: Int] {
        guard !owners.isEmpty else { return [:] }
        let declarations = Dictionary(grouping: model.index.types.filter { owners.contains($0.name) }, by: \.name)
        let protocols = Set(model.index.types.filter { $0.kind == .protocol }.map(\.name))
        return declarations.filter { _, entries in
            !entries.contains { $0.attributes.contains("main") }
                && entries.flatMap(\.inheritance).allSatisfy {
                    Self.plainProtocols.contains($0) || protocols.contains($0)
                }
        }.mapValues(\.count)
    }

    /// True when some call in the target enables background delivery.
    var enablesBackgroundDelivery: Bool { !deliveries.isEmpty }

    /// Whether some delivery may concern `type` (unknown types on either side may).
    func deliveryMayCover(_ type: SampleType?) -> Bool {
        guard let type else { return enablesBackgroundDelivery }
        return deliveries.contains { $0.sampleTypes.mayBe(type) }
    }

    func file(_ site: ModuleIndex.CallSite) -> SwiftFile { model.files[site.file] }

    func location(_ offset: Int, in file: Int) -> SourceLocation { model.files[file].source.file.location(of: offset) }

    func text(_ range: Range<Int>, in file: Int) -> String { model.files[file].source.file.text(range) }

    /// The sample type an expression names, when its spelling or the value it was bound to says so.
    func sampleType(of expression: Expression, at site: ModuleIndex.CallSite) -> SampleType? {
        values.sampleType(of: expression, file: site.file, at: expression.range.lowerBound, type: site.enclosingType)
    }

    /// A value tracer over the target's code for one rule's check (its answers are kept while it lives).
    func valueFlow() -> ValueFlow {
        let inactive = model.index.inactiveRanges
        return ValueFlow(
            graph: model.graph, bindings: values,
            isActive: { site in !inactive[site.file].contains { $0.contains(site.range.lowerBound) } })
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
        /// The type when every path the argument may take gives the same one (its identifier possibly unknown).
        var sampleType: SampleType?
        /// Every type the argument may name (`SampleTypes`).
        var sampleTypes: SampleTypes
        /// What the type, frequency and completion arguments may hold (`FlowValue`): the arguments themselves,
        /// or what locals, loop collections and every caller of the enclosing function give them; each type with
        /// the sample types it names.
        var types: [(value: FlowValue, sampleTypes: SampleTypes)]
        var frequencies: [FlowValue]
        /// Closures only; a closure that only hands its parameters to a parameter of the enclosing function
        /// (`{ ok, error in completion(ok, error) }`) adds the closures callers pass for it.
        var completions: [FlowValue]

        var frequency: Argument? { site.call.arguments.first { $0.label == "frequency" } }

        /// The `withCompletion:` closure, given inline or trailing.
        var completion: Closure? {
            site.closureArguments.first { $0.label == "withCompletion" || $0.isTrailing }?.closure
        }

        init(_ site: ModuleIndex.CallSite, type: Expression, values: ValueBindings, flow: ValueFlow, index: ModuleIndex)
        {
            self.site = site
            let file = index.files[site.file]
            typeExpression = type.detached(in: file)
            let call = site.call
            func trace(_ expression: Expression?) -> [FlowValue] {
                guard let expression else { return [] }
                return flow.values(of: expression, file: site.file, type: site.enclosingType).map {
                    $0.detached(in: index)
                }
            }
            let typeValues = flow.possibleValues(of: type, file: site.file, type: site.enclosingType)
            types = typeValues.values.map { ($0.detached(in: index), flow.sampleTypes(ofValue: $0)) }
            var sampleTypes = SampleTypes(isComplete: typeValues.isComplete)
            for traced in types { sampleTypes.add(traced.sampleTypes) }
            self.sampleTypes = sampleTypes
            sampleType = sampleTypes.isComplete && sampleTypes.types.count == 1 ? sampleTypes.types[0] : nil
            frequencies = trace(call.arguments.first { $0.label == "frequency" }?.value)
            let completion =
                call.arguments.first { $0.label == "withCompletion" }?.value ?? call.trailingClosures.first?.expression
            var completions = trace(completion)
            if let completion, case .closure(let closure) = completion.kind,
                let forwarding = ForwardingClosure(closure), case .identifier = forwarding.call.callee.kind
            {
                completions += trace(forwarding.call.callee)
            }
            self.completions = completions.filter {
                if case .closure = $0.expression.kind { return true }
                return false
            }
        }
    }

    /// `HKObserverQuery(sampleType:predicate:updateHandler:)` or `HKObserverQuery(queryDescriptors:updateHandler:)`,
    /// also as `HKObserverQuery.init(…)` or through a metatype (`queryType.init(…)`). One per call site.
    struct Observer {
        var site: ModuleIndex.CallSite
        /// The observed types; nil entries for expressions whose type is not evident.
        var sampleTypes: [SampleType?]
        /// The update handlers: the closure or method given, or, when the handler is a parameter of the
        /// enclosing function (a factory), what each caller passes for it.
        var handlers: [Handler]
        /// Which update-handler parameter is the completion handler (1, or 2 for query descriptors).
        var completionParameter: Int

        var handler: Handler? { handlers.first }

        /// The name `handler` gives its completion-handler parameter; nil when it declares no such parameter (a
        /// closure without a signature, or too few parameters).
        func completionHandlerName(in handler: Handler) -> String? {
            switch handler {
            case .closure(let closure, _):
                guard closure.hasSignature, closure.parameters.count > completionParameter else { return nil }
                return closure.parameters[completionParameter]
            case .function(let function):
                let parameters = function.declaration.parameters
                return parameters.count > completionParameter ? parameters[completionParameter].name : nil
            }
        }

        /// An update handler: a closure (in `file`), or a method passed by name (`updateHandler: handleUpdate`,
        /// `self.onUpdate(query:completion:error:)`).
        enum Handler {
            case closure(Closure, file: Int)
            case function(ModuleIndex.FunctionEntry)

            /// The handler's statements; nil for a method declared without a body.
            var body: [Statement]? {
                switch self {
                case .closure(let closure, _): closure.body
                case .function(let function): function.declaration.body
                }
            }

            /// The position in the model's files of the file the handler is written in.
            var file: Int {
                switch self {
                case .closure(_, let file): file
                case .function(let function): function.file
                }
            }
        }

        init?(_ site: ModuleIndex.CallSite, values: ValueBindings, flow: ValueFlow, graph: CallGraph) {
            let index = graph.index
            guard Self.makesObserverQuery(site, values: values) else { return nil }
            self.site = site
            let descriptors = site.labels.first == "queryDescriptors"
            completionParameter = descriptors ? 2 : 1
            if descriptors, let list = site.call.arguments.first?.value {
                sampleTypes = Self.listed(flow.descriptorTypes(list, file: site.file, type: site.enclosingType))
            } else if let type = site.call.arguments.first(where: { $0.label == "sampleType" })?.value {
                sampleTypes = Self.listed(flow.sampleTypes(of: type, file: site.file, type: site.enclosingType))
            } else {
                sampleTypes = [nil]
            }
            let call = site.call
            guard
                let argument = call.arguments.first(where: { $0.label == "updateHandler" })?.value
                    ?? call.trailingClosures.first?.expression
            else {
                handlers = []
                return
            }
            var seen: Set<[Int]> = []
            let handlerParameters = completionParameter + 2
            let completionParameter = completionParameter
            var values = flow.values(of: argument, file: site.file, type: site.enclosingType)
            // A closure that only forwards is what it forwards to: a method (`{ q, h, e in self.handle(q, h, e) }`), or
            // what callers pass for a parameter (`{ q, h, e in updateHandler(q, h, e) }`), a few levels down.
            var forwardingClosures: Set<[Int]> = []
            for _ in 0..<4 {
                let forwarded = values.flatMap { value -> [FlowValue] in
                    guard case .closure(let closure) = value.expression.kind,
                        let forwarding = ForwardingClosure(closure),
                        !forwarding.mayCallNothing, case .identifier = forwarding.call.callee.kind,
                        forwarding.argument(passing: completionParameter) == completionParameter,
                        Self.forwardedMethod(
                            closure, completionParameter: completionParameter, file: value.file, graph: graph) == nil
                    else { return [] }
                    let passed = flow.values(of: forwarding.call.callee, file: value.file, type: value.type).filter {
                        if case .closure = $0.expression.kind { return true }
                        return false
                    }
                    if !passed.isEmpty { forwardingClosures.insert([value.file, value.expression.range.lowerBound]) }
                    return passed
                }
                if forwarded.isEmpty { break }
                values =
                    values.filter { !forwardingClosures.contains([$0.file, $0.expression.range.lowerBound]) }
                    + forwarded
            }
            handlers = values.compactMap { value in
                guard seen.insert([value.file, value.expression.range.lowerBound]).inserted else { return nil }
                if case .closure(let closure) = value.expression.kind {
                    if let method = Self.forwardedMethod(
                        closure, completionParameter: completionParameter, file: value.file, graph: graph)
                    {
                        return .function(method)
                    }
                    return .closure(closure.detached(in: index.files[value.file]), file: value.file)
                }
                if let (closure, file) = Self.closureReturned(
                    by: value.expression, parameters: handlerParameters, in: value.type, index: index)
                {
                    return .closure(closure.detached(in: index.files[file]), file: file)
                }
                return Self.method(named: value.expression, in: value.type, index: index).map(Handler.function)
            }
        }

        /// The evident types, and nil for any type not evident.
        private static func listed(_ types: SampleTypes) -> [SampleType?] {
            let evident = types.evident
            return evident.count == types.types.count && types.isComplete && !evident.isEmpty
                ? evident : evident + [nil]
        }

        /// The module method a closure only forwards to (`ForwardingClosure`), when the call graph singles one out and
        /// it takes the closure's completion handler as its own parameter at the same position. A forward through
        /// optional chaining stays a closure: it may call nothing.
        static func forwardedMethod(_ closure: Closure, completionParameter: Int, file: Int, graph: CallGraph)
            -> ModuleIndex.FunctionEntry?
        {
            guard let forwarding = ForwardingClosure(closure), !forwarding.mayCallNothing,
                let argument = forwarding.argument(passing: completionParameter),
                let site = graph.innermostCall(containing: forwarding.range, file: file),
                site.range == forwarding.range
            else { return nil }
            let targets = graph.targets(of: site)
            guard targets.count == 1, let method = graph.function(targets[0]), method.hasBody,
                method.signature.parameters(boundBy: forwarding.call)?[argument] == completionParameter
            else { return nil }
            return method
        }

        /// `HKObserverQuery(…)`, `HealthKit.HKObserverQuery(…)`, `HKObserverQuery.init(…)`, or `init` on a
        /// metatype: `HKObserverQuery.self`, or a name bound to it or declared `HKObserverQuery.Type`.
        static func makesObserverQuery(_ site: ModuleIndex.CallSite, values: ValueBindings) -> Bool {
            if site.calleeName == "HKObserverQuery" { return !site.hasReceiver || site.receiverIs("HealthKit") }
            guard site.calleeName == "init", site.hasReceiver, !site.receiverIs("self"), !site.receiverIs("super"),
                case .member(let base?, _) = site.call.callee.kind
            else { return false }
            return isObserverQueryType(base, site: site, values: values, depth: 0)
        }

        private static func isObserverQueryType(
            _ expression: Expression, site: ModuleIndex.CallSite, values: ValueBindings, depth: Int
        ) -> Bool {
            guard depth < 3 else { return false }
            switch expression.kind {
            case .identifier("HKObserverQuery"): return true
            case .member(let base?, "HKObserverQuery"):
                if case .identifier("HealthKit") = base.kind { return true }
                return false
            case .member(let base?, "self"):
                return isObserverQueryType(base, site: site, values: values, depth: depth + 1)
            case .identifier(let name):
                if values.declaredType(
                    of: name, file: site.file, at: expression.range.lowerBound, type: site.enclosingType)
                    == "HKObserverQuery.Type"
                {
                    return true
                }
                guard
                    let bound = values.resolve(
                        expression, file: site.file, at: expression.range.lowerBound, type: site.enclosingType)
                else { return false }
                return isObserverQueryType(bound, site: site, values: values, depth: depth + 1)
            default:
                return false
            }
        }

        /// The method a handler names in `type`'s code: `handleUpdate`, `self.handleUpdate`, or with its labels
        /// (`onUpdate(query:completion:error:)`, which picks that overload).
        /// The closure of `parameters` parameters a module function returns (`updateHandler: adapt(box)` with
        /// `func adapt(…) -> (…) -> Void { return { query, done, error in … } }`): among the functions of the call's
        /// name and labels, in the caller's type or at file scope, the one whose returned closure fits.
        static func closureReturned(by expression: Expression, parameters: Int, in type: String?, index: ModuleIndex)
            -> (Closure, file: Int)?
        {
            guard case .call(let call) = expression.kind, let name = bareOrSelfName(call.callee) else { return nil }
            let returned = index.functions(named: name).compactMap { function -> (Closure, file: Int)? in
                guard function.enclosingType == type || function.enclosingType == nil,
                    function.signature.accepts(call),
                    let body = function.declaration.body,
                    let closure = ValueFlow.returnedClosures(of: body).first(where: {
                        $0.parameters.count == parameters
                    })
                else { return nil }
                return (closure, function.file)
            }
            return returned.count == 1 ? returned[0] : nil
        }

        /// `name` or `self.name`: a name the enclosing type or file scope resolves.
        private static func bareOrSelfName(_ expression: Expression) -> String? {
            switch expression.kind {
            case .identifier(let identifier): return identifier
            case .member(let base?, let member):
                guard case .identifier("self") = base.kind else { return nil }
                return member
            default: return nil
            }
        }

        static func method(named expression: Expression, in type: String?, index: ModuleIndex)
            -> ModuleIndex.FunctionEntry?
        {
            guard var name = bareOrSelfName(expression) else { return nil }
            var signature: String?
            if let parenthesis = name.firstIndex(of: "(") {
                signature = name
                name = String(name[..<parenthesis])
            }
            return index.functions(named: name).first {
                $0.enclosingType == type && $0.declaration.body != nil
                    && (signature == nil || $0.signatureName == signature)
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

/// The HealthKit types a traced value names.
extension ValueBindings {
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

    /// `.stepCount`, `HKQuantityTypeIdentifier.stepCount` → `stepCount`.
    static func identifier(in expression: Expression) -> String? {
        if case .member(_, let name) = expression.kind { return name }
        return nil
    }
}

/// The sample types a value may name: each one evident, in the order found, and whether they are all of them
/// (every path the value may take ends at a type the code names).
struct SampleTypes: Sendable {
    var types: [SampleType] = []
    var isComplete: Bool
    /// Same positions as `types`: whether some path certainly gives that type (see `FlowValue.isCertain`).
    var isCertain: [Bool] = []

    init(types: [SampleType] = [], isComplete: Bool, isCertain: Bool = true) {
        self.types = types
        self.isComplete = isComplete
        self.isCertain = types.map { _ in isCertain }
    }

    static let unknown = SampleTypes(isComplete: false)

    /// The one type every path agrees on, its identifier evident too (or a workout).
    var definite: SampleType? {
        guard isComplete, types.count == 1, types[0].isEvident else { return nil }
        return types[0]
    }

    /// The types whose identifier is evident.
    var evident: [SampleType] { types.filter(\.isEvident) }

    /// The evident types some path certainly gives.
    var certainlyEvident: [SampleType] {
        types.indices.filter { isCertain[$0] && types[$0].isEvident }.map { types[$0] }
    }

    /// Whether the value may be `type`: one of the types found, or some type not evident.
    func mayBe(_ type: SampleType) -> Bool {
        !isComplete || types.contains(type) || types.contains { !$0.isEvident && $0.kind == type.kind }
    }

    mutating func add(_ other: SampleTypes) {
        for (position, type) in other.types.enumerated() {
            if let known = types.firstIndex(of: type) {
                isCertain[known] = isCertain[known] || other.isCertain[position]
            } else {
                types.append(type)
                isCertain.append(other.isCertain[position])
            }
        }
        isComplete = isComplete && other.isComplete
    }
}

extension SampleType {
    /// Whether the type is fully known: its identifier is evident, or its kind has none (a workout).
    var isEvident: Bool { identifier != nil || kind == .workout }
}

/// The sample types traced values name (`ValueFlow`): through locals, loops, callers, collections and the
/// closures of `map`, with identifiers traced the same way (`HKQuantityType(identifier)` in a loop over them).
extension ValueFlow {
    func sampleTypes(of expression: Expression, file: Int, type: String?) -> SampleTypes {
        sampleTypes(of: possibleValues(of: expression, file: file, type: type), depth: 0)
    }

    /// The types one traced value (an expression as written) names.
    func sampleTypes(ofValue value: FlowValue) -> SampleTypes {
        sampleTypes(of: FlowValues([value], isComplete: true), depth: 0)
    }

    private func sampleTypes(of values: FlowValues, depth: Int) -> SampleTypes {
        var result = SampleTypes(isComplete: values.isComplete)
        for value in values.values {
            guard var found = sampleTypes(ofWritten: value, depth: depth) else {
                result.isComplete = false
                continue
            }
            if !value.isCertain { found.isCertain = found.isCertain.map { _ in false } }
            result.add(found)
        }
        return result
    }

    /// The types an expression as written names; nil when it names none evident.
    private func sampleTypes(ofWritten value: FlowValue, depth: Int) -> SampleTypes? {
        guard depth < 6 else { return nil }
        switch value.expression.kind {
        case .optionalChain(let inner):
            return sampleTypes(of: possibleValues(of: inner, within: value), depth: depth + 1)
        case .call(let call):
            guard let name = call.calleeName else { return nil }
            if name == "workoutType" {
                return SampleTypes(
                    types: [SampleType(kind: .workout, identifier: nil)], isComplete: true, isCertain: value.isCertain)
            }
            let kind =
                SampleType.typeNames[name]
                ?? (call.labels.first == "forIdentifier" ? SampleType.factoryNames[name] : nil)
            guard let kind else { return nil }
            guard let argument = call.arguments.first?.value else {
                return SampleTypes(
                    types: [SampleType(kind: kind, identifier: nil)], isComplete: true, isCertain: value.isCertain)
            }
            let identifiers = possibleValues(of: argument, within: value)
            var result = SampleTypes(isComplete: identifiers.isComplete)
            for identifier in identifiers.values {
                for (name, isCertain) in typeIdentifiers(identifier) {
                    result.add(
                        SampleTypes(
                            types: [SampleType(kind: kind, identifier: name)], isComplete: name != nil,
                            isCertain: isCertain && identifier.isCertain))
                }
            }
            if result.types.isEmpty {
                result = SampleTypes(types: [SampleType(kind: kind, identifier: nil)], isComplete: false)
            }
            return result
        default:
            return nil
        }
    }

    /// `.stepCount`, `HKQuantityTypeIdentifier.stepCount`, `HKQuantityTypeIdentifier(rawValue:
    /// "HKQuantityTypeIdentifierStepCount")` (the raw text possibly a `String` enum case's raw value) →
    /// `stepCount`, each with whether it is certain; nil for one whose identifier is not evident.
    private func typeIdentifiers(_ value: FlowValue) -> [(name: String?, isCertain: Bool)] {
        if case .call(let call) = value.expression.kind, call.labels == ["rawValue"] {
            // `HKQuantityTypeIdentifier(rawValue: "HKQuantityTypeIdentifierStepCount")`, `.init(rawValue: …)`
            let raws = possibleValues(of: call.arguments[0].value, within: value)
            let names = raws.values.map { (Self.rawIdentifier(rawText(of: $0)), $0.isCertain) }
            return raws.isComplete && !names.isEmpty ? names : names + [(nil, false)]
        }
        return [(typeIdentifier(value), true)]
    }

    private func typeIdentifier(_ value: FlowValue) -> String? {
        switch value.expression.kind {
        case .member(nil, let name):
            return name
        case .member(let base?, let name):
            let owner: String? =
                switch base.kind {
                case .identifier(let owner): owner
                case .member(_, let owner): owner
                default: nil
                }
            guard let owner, owner.hasPrefix("HK"), owner.hasSuffix("Identifier") else { return nil }
            return name
        default:
            return nil
        }
    }

    /// The types of `[HKQueryDescriptor(sampleType: …, predicate: …), …]`, however the list is made.
    func descriptorTypes(_ list: Expression, file: Int, type: String?) -> SampleTypes {
        let descriptors = elements(of: list, file: file, type: type, depth: 0)
        var result = SampleTypes(isComplete: descriptors.isComplete)
        for descriptor in descriptors.values {
            guard case .call(let call) = descriptor.expression.kind, call.calleeName == "HKQueryDescriptor",
                let argument = call.arguments.first(where: { $0.label == "sampleType" })?.value
            else {
                result.isComplete = false
                continue
            }
            result.add(sampleTypes(of: possibleValues(of: argument, within: descriptor), depth: 1))
        }
        return result
    }

    /// `HKQuantityTypeIdentifierStepCount` → `stepCount`: HealthKit's raw values name the identifier after the
    /// identifier type's name.
    static func rawIdentifier(_ raw: String?) -> String? {
        guard let raw else { return nil }
        for prefix in [
            "HKQuantityTypeIdentifier", "HKCategoryTypeIdentifier", "HKCorrelationTypeIdentifier",
            "HKCharacteristicTypeIdentifier", "HKDataTypeIdentifier",
        ] where raw.hasPrefix(prefix) && raw.count > prefix.count {
            let rest = raw.dropFirst(prefix.count)
            return rest.prefix(1).lowercased() + rest.dropFirst()
        }
        return nil
    }
}
