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
            let counted = IdentifierNames(names)
            for file in model.files { file.source.countIdentifierUses(of: counted, into: &spellings) }
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
