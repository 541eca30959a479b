import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

/// The kinds of `BGTaskRequest` and what each needs (https://developer.apple.com/documentation/backgroundtasks/bgtaskrequest).
enum TaskRequestKind: String, Sendable, CaseIterable {
    case appRefresh, processing, healthResearch, continuedProcessing

    /// Asked of every call of a module: a name not starting with `BG` is refused before any comparison.
    static func of(typeName: String) -> Self? {
        guard typeName.utf8.starts(with: "BG".utf8) else { return nil }
        return allCases.first { $0.requestType == typeName }
    }
    static func of(taskType: String) -> Self? { allCases.first { $0.taskType == taskType } }

    var requestType: String {
        switch self {
        case .appRefresh: "BGAppRefreshTaskRequest"
        case .processing: "BGProcessingTaskRequest"
        case .healthResearch: "BGHealthResearchTaskRequest"
        case .continuedProcessing: "BGContinuedProcessingTaskRequest"
        }
    }

    /// The `BGTask` subclass the launch handler receives for this request.
    var taskType: String { String(requestType.dropLast("Request".count)) }
}

/// `BGAppRefreshTaskRequest(identifier: …)` and its siblings.
struct TaskRequest: Sendable {
    var kind: TaskRequestKind
    var site: ModuleIndex.CallSite
    var identifier: TaskIdentifier?
    var location: SourceLocation { site.location }
}

/// A launch handler registration: `BGTaskScheduler.shared.register(forTaskWithIdentifier:using:launchHandler:)`
/// or SwiftUI's `.backgroundTask(.appRefresh(id)) { … }`.
struct TaskRegistration: Sendable {
    enum Form: Sendable { case scheduler, swiftUI }
    var form: Form
    var site: ModuleIndex.CallSite
    var identifier: TaskIdentifier?
    /// Where findings about the registration start: `register`, or `appRefresh` in the SwiftUI form.
    var location: SourceLocation
    /// The code that receives the `BGTask` (nil for SwiftUI, whose action receives no task).
    var handler: TaskBody?
}

/// `submit(request)` or `submitTaskRequest(request)` on the scheduler.
struct SubmitCall: Sendable {
    var site: ModuleIndex.CallSite
    var request: Expression?
    var isTaskRequestAPI: Bool { site.calleeName == "submitTaskRequest" }
    var location: SourceLocation { site.nameLocation ?? site.location }
}

/// Code that holds a `BGTask`: a launch handler closure, a method used as one, or a helper the task is handed to.
struct TaskBody: Sendable {
    var statements: [Statement]
    /// Names the task goes by in this body: the parameter and `let refresh = task as! BGAppRefreshTask` aliases.
    var taskNames: Set<String>
    var file: Int
    var enclosingType: String?
    /// The closing brace, where falling off the body is reported.
    var end: Range<Int>
    var location: SourceLocation
    /// `AppDelegate.handleRefresh(task:)` for a function; nil for a closure.
    var function: String?
}

/// What a target's Swift code does with BackgroundTasks, read from the syntax tree and module index.
struct BackgroundTaskCode: Sendable {
    let index: ModuleIndex
    let resolver: TaskIdentifierResolver
    private(set) var requests: [TaskRequest] = []
    private(set) var registrations: [TaskRegistration] = []
    private(set) var submits: [SubmitCall] = []
    /// Whether the code touches `BGTaskScheduler` or SwiftUI background tasks at all.
    private(set) var usesBackgroundTasks = false

    let graph: CallGraph
    /// Variables bound to a request, by name (see `requestVariables(in:)`).
    let requestVariables: [String: TaskRequestKind]
    /// Positions in `requests` by identifier text, and those whose text holds the bundle-identifier placeholder.
    private var requestsByText: [String: [Int]] = [:]
    /// Requests by the source text of their `identifier:` argument (`requests(spelledAs:in:)`): a question
    /// reads the requests of its text, not every request's call).
    private var requestsBySpelling: [String: [Int]] = [:]
    private var requestsWithPlaceholder: [Int] = []

    /// `watchOnly`: the target builds for watchOS alone, where `BGTaskScheduler` does not exist and SwiftUI's
    /// `.backgroundTask(.appRefresh(…))` runs WatchKit's refresh tasks (`WKApplication.scheduleBackgroundRefresh`),
    /// which need no permitted identifier nor background mode.
    /// `compiledOut`: functions only code the target cannot run calls; their calls do not count, nor do those
    /// no instance runs (`pruned`).
    init(graph: CallGraph, watchOnly: Bool = false, compiledOut: Set<String> = [], pruned: ConstantFlagCode? = nil) {
        let index = graph.index
        self.graph = graph
        self.index = index
        let resolver = TaskIdentifierResolver(index: index)
        self.resolver = resolver
        requestVariables = Self.requestVariables(in: index)
        // Identifiers are traced until a step names a known text (`refreshID` in a loop's list is reported there).
        let flow = ValueFlow(
            graph: graph, bindings: ValueBindings(index), isActive: { _ in true },
            isKnown: { resolver.resolve($0.expression, file: $0.file, enclosingType: $0.type) != nil })
        let schedulerMentions = index.files.map { Self.offsets(of: Self.schedulerName, in: $0.source.file.bytes) }
        let onScheduler = { (site: ModuleIndex.CallSite) in
            site.receiverRange.map {
                Self.holdsOffset(schedulerMentions[site.file], in: $0, length: Self.schedulerName.count)
            } ?? false
        }
        // Any call on the scheduler, among the calls of the files that name it.
        usesBackgroundTasks = schedulerMentions.indices.contains { file in
            !schedulerMentions[file].isEmpty
                && graph.callSites(file: file, in: 0..<index.files[file].source.file.bytes.count).contains(
                    where: onScheduler)
        }
        // The calls of the names read below, looked up by name, in index order.
        let positions = (TaskRequestKind.allCases.map(\.requestType) + Self.readCallNames).flatMap {
            index.callSitePositions(calling: $0)
        }.sorted()
        for position in positions {
            let site = index.callSites[position]
            guard let name = site.calleeName, !(site.enclosingFunction.map(compiledOut.contains) ?? false),
                !(pruned?.contains(site) ?? false)
            else { continue }
            if let kind = TaskRequestKind.of(typeName: name), !site.hasReceiver {
                let argument = site.call.arguments.first { $0.label == "identifier" }
                // One request per identifier its callers pass when the identifier is a parameter (a `submit(identifier:)`
                // helper); one with an unknown identifier when it cannot be read.
                let resolved = argument.map { Self.identifiers(of: $0.value, at: site, flow: flow, resolver) } ?? []
                for identifier in resolved.isEmpty ? [nil] : resolved.map(Optional.some) {
                    requests.append(TaskRequest(kind: kind, site: site, identifier: identifier))
                }
                usesBackgroundTasks = true
            } else if name == "register", site.textContains(Self.registerLabel),
                site.labels.first == "forTaskWithIdentifier"
            {
                // A parameter every caller fills with the same identifier (`registerLaunchHandlers(cloudBackupTaskID:)`);
                // in a loop over identifiers, one registration each.
                let argument = site.call.arguments[0].value
                let passed = Self.identifiers(of: argument, at: site, flow: flow, resolver)
                let registered: [TaskIdentifier?] = passed.isEmpty ? [nil] : passed
                let handler = launchHandler(of: site)
                for identifier in registered {
                    registrations.append(
                        TaskRegistration(
                            form: .scheduler, site: site, identifier: identifier,
                            location: site.nameLocation ?? site.location, handler: handler))
                }
                usesBackgroundTasks = true
            } else if name == "backgroundTask", !watchOnly, let kind = site.call.arguments.first?.value,
                case .call(let inner) = kind.kind, case .member(nil, "appRefresh") = inner.callee.kind,
                let argument = inner.arguments.first
            {
                let file = index.files[site.file].source.file
                let nameStart = inner.callee.range.upperBound - "appRefresh".utf8.count
                let passed = Self.identifiers(of: argument.value, at: site, flow: flow, resolver)
                registrations.append(
                    TaskRegistration(
                        form: .swiftUI, site: site, identifier: passed.count == 1 ? passed[0] : nil,
                        location: file.location(of: nameStart), handler: nil))
                usesBackgroundTasks = true
            } else if name == "submit" || name == "submitTaskRequest", site.labels.first == "_" {
                let request = site.call.arguments[0].value
                // Other `submit(_:)` methods abound; this one is on the scheduler or takes a task request.
                let isScheduler = onScheduler(site) || Self.requestKind(of: request, variables: requestVariables) != nil
                if isScheduler {
                    submits.append(SubmitCall(site: site, request: request.detached(in: index.files[site.file])))
                }
            }
        }
        for (position, request) in requests.enumerated() {
            if let argument = request.site.call.arguments.first(where: { $0.label == "identifier" }) {
                requestsBySpelling[index.files[request.site.file].source.file.text(argument.value.range), default: []]
                    .append(position)
            }
            guard let text = request.identifier?.text else { continue }
            requestsByText[text, default: []].append(position)
            if text.contains(TaskIdentifier.bundleIdentifierPlaceholder) { requestsWithPlaceholder.append(position) }
        }
    }

    /// What a receiver naming the scheduler holds (`BGTaskScheduler.shared`). Each file is searched once and a
    /// receiver holds the name when one of its places lies inside it, so a long member chain (a SwiftUI modifier
    /// chain, where each call's receiver is the chain before it) costs linear time.
    static let schedulerName = Array("BGTaskScheduler".utf8)
    /// The calls `init(graph:watchOnly:)` reads besides the task requests' types.
    private static let readCallNames = ["register", "backgroundTask", "submit", "submitTaskRequest"]
    /// The label of `BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:)`, looked for in a
    /// `register` call's text before its labels are read from the tree (other `register` calls abound).
    private static let registerLabel = Array("forTaskWithIdentifier".utf8)

    /// Where `needle` starts in `bytes`, in order.
    static func offsets(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var found: [Int] = []
            var start = 0
            while let offset = ByteSearch.firstIndex(of: needle, in: buffer, from: start) {
                found.append(offset)
                start = offset + needle.count
            }
            return found
        }
    }

    /// Whether one of the sorted `offsets` starts a `length`-byte match that lies wholly inside `range`.
    static func holdsOffset(_ offsets: [Int], in range: Range<Int>, length: Int) -> Bool {
        let first = offsets.sortedLowerBound(of: range.lowerBound)
        return first < offsets.count && offsets[first] + length <= range.upperBound
    }

    func resolve(_ expression: Expression, at site: ModuleIndex.CallSite) -> TaskIdentifier? {
        resolver.resolve(expression, file: site.file, enclosingType: site.enclosingType)
    }

    /// The identifiers an expression stands for (`ValueFlow`): its own text, or that of each value it may hold
    /// (a loop's elements, what every caller passes for a parameter, an enum case's raw value or computed
    /// identifier, a collection's elements), each where its text is first evident; none unless every value's
    /// text is.
    static func identifiers(
        of expression: Expression, at site: ModuleIndex.CallSite, flow: ValueFlow, _ resolver: TaskIdentifierResolver
    ) -> [TaskIdentifier] {
        let values = flow.possibleValues(of: expression, file: site.file, type: site.enclosingType)
        guard values.isComplete else { return [] }
        var found: [TaskIdentifier] = []
        for value in values.values {
            guard let identifier = resolver.resolve(value.expression, file: value.file, enclosingType: value.type)
            else { return [] }
            if !found.contains(where: { $0.text == identifier.text }) { found.append(identifier) }
        }
        // One of several picked (`ids[i]`, `pending.removeFirst()`): known only when they all agree.
        if found.count > 1, values.values.contains(where: { !$0.isCertain }) { return [] }
        return found
    }

    /// Requests whose identifier argument is written as `expression` is in `file` (`category.taskID` in a loop over
    /// categories, both where it is registered and where it is requested): what an identifier that cannot be read
    /// is requested as.
    func requests(spelledAs expression: Expression, in file: Int) -> [TaskRequest] {
        let text = index.files[file].source.file.text(expression.range)
        return (requestsBySpelling[text] ?? []).map { requests[$0] }
    }

    /// Requests whose identifier resolves to `identifier` in `configuration` (`text` comparison when nil).
    func requests(for identifier: TaskIdentifier, in configuration: TargetConfiguration?) -> [TaskRequest] {
        let wanted = configuration.map(identifier.value(in:)) ?? identifier.text
        var positions = requestsByText[wanted] ?? []
        if let configuration {
            // Same text, or a text that expands to the wanted value (plain texts are their own value).
            if identifier.text != wanted { positions += requestsByText[identifier.text] ?? [] }
            positions += requestsWithPlaceholder.filter { requests[$0].identifier?.value(in: configuration) == wanted }
        }
        return Set(positions).sorted().map { requests[$0] }
    }

    // MARK: - Handlers

    /// The code that receives the task: a closure (trailing or `launchHandler:`) or a method named there.
    private func launchHandler(of site: ModuleIndex.CallSite) -> TaskBody? {
        if let closure = site.closureArguments.first(where: { $0.isTrailing || $0.label == "launchHandler" })?.closure {
            return body(of: closure, file: site.file, enclosingType: site.enclosingType)
        }
        guard let argument = site.call.arguments.first(where: { $0.label == "launchHandler" }) else { return nil }
        var name: String?
        switch argument.value.kind {
        case .identifier(let identifier): name = identifier
        case .member(let base, let member):
            if base == nil || base.map({ if case .identifier("self") = $0.kind { true } else { false } }) == true {
                name = member
            }
        default: break
        }
        guard let name = name.map({ String($0.prefix { $0 != "(" }) }) else { return nil }
        let candidates = index.functions(named: name).filter {
            $0.declaration.parameters.count == 1 && $0.declaration.body != nil
        }
        let function =
            candidates.first { $0.enclosingType == site.enclosingType } ?? (candidates.count == 1 ? candidates[0] : nil)
        return function.map { body(of: $0, parameter: 0) }
    }

    func body(of closure: Closure, file: Int, enclosingType: String?) -> TaskBody {
        let names: Set<String> = [closure.parameters.first ?? "$0"]
        let source = index.files[file].source.file
        // Held by the file, not its tree: registrations' bodies are kept for the run (`Expression.detached(in:)`).
        let statements = closure.body.map { $0.detached(in: index.files[file]) }
        let taskNames = Self.aliases(of: names, in: statements)
        return TaskBody(
            statements: Self.unwrappingOptionalCasts(statements, taskNames: taskNames), taskNames: taskNames,
            file: file,
            enclosingType: enclosingType, end: closure.closingBrace,
            location: source.location(of: closure.range.lowerBound), function: nil)
    }

    func body(of function: ModuleIndex.FunctionEntry, parameter: Int) -> TaskBody {
        let statements = (function.declaration.body ?? []).map { $0.detached(in: index.files[function.file]) }
        let names: Set<String> = [function.declaration.parameters[parameter].name]
        let brace = function.closingBrace ?? (function.range.upperBound..<function.range.upperBound)
        let taskNames = Self.aliases(of: names, in: statements)
        return TaskBody(
            statements: Self.unwrappingOptionalCasts(statements, taskNames: taskNames), taskNames: taskNames,
            file: function.file,
            enclosingType: function.enclosingType, end: brace, location: function.location,
            function: function.qualifiedName)
    }

    /// Module functions the task is handed to from `body` (`self.handleRefresh(task: task as! BGAppRefreshTask)`),
    /// each as a task body of its own, with the call that hands it over.
    func helpers(of body: TaskBody) -> [(call: ModuleIndex.CallSite, body: TaskBody)] {
        var result: [(ModuleIndex.CallSite, TaskBody)] = []
        for site in callSites(in: body) {
            guard
                let argumentPosition = site.call.arguments.firstIndex(where: {
                    Self.isTask($0.value, names: body.taskNames)
                }),
                let function = resolveFunction(site, enclosingType: body.enclosingType),
                let position = function.signature.parameters(boundBy: site.call)?[argumentPosition],
                function.declaration.body != nil
            else { continue }
            var helper = self.body(of: function, parameter: position)
            let argument = site.call.arguments[argumentPosition].value
            let alias: String? = if case .identifier(let name) = argument.kind { name } else { nil }
            if let type = Self.optionalCastType(argument) ?? alias.flatMap({ optionalCasts(in: body)[$0] }) {
                helper.statements = Self.unwrappingAsCast(
                    helper.statements, parameter: function.declaration.parameters[position].name, type: type)
            }
            result.append((site, helper))
        }
        return result
    }

    /// `x` → `T` for each `let x = task as? T` of the body (not in a condition): `x` is the optional cast.
    func optionalCasts(in body: TaskBody) -> [String: String] {
        Self.optionalCasts(in: body.statements, taskNames: body.taskNames)
    }

    static func optionalCasts(in statements: [Statement], taskNames: Set<String>) -> [String: String] {
        var result: [String: String] = [:]
        SyntaxWalker.walk(statements) { node, _ in
            guard case .declaration(let declaration) = node, case .variable(let variable) = declaration.kind else {
                return
            }
            for binding in variable.bindings {
                guard let initializer = binding.initializer, let (operand, _) = castParts(initializer),
                    isTask(operand, names: taskNames), let type = optionalCastType(initializer)
                else { continue }
                result[binding.pattern] = type
            }
        }
        return result
    }

    /// The body with `guard let x else { … }` / `if let x { … }` of each `let x = task as? T` written as the cast
    /// itself (`unwrappingAsCast`), so a cast that cannot fail is known as such there too.
    static func unwrappingOptionalCasts(_ statements: [Statement], taskNames: Set<String>) -> [Statement] {
        optionalCasts(in: statements, taskNames: taskNames).sorted { $0.key < $1.key }.reduce(statements) {
            unwrappingAsCast($0, parameter: $1.key, type: $1.value)
        }
    }

    /// `T` in `task as? T` (or `task as? T ?? nil`): the helper's parameter is the optional cast.
    static func optionalCastType(_ expression: Expression) -> String? {
        guard let (_, cast) = castParts(expression), case .cast("as?", let type) = cast.kind else { return nil }
        return type
    }

    /// `x as! T`, `x as? T`, and `x as? T ?? nil`, which is the same optional: the operand and the cast.
    static func castParts(_ expression: Expression) -> (operand: Expression, cast: Expression)? {
        guard case .sequence(let elements) = expression.kind, elements.count >= 2, case .cast = elements[1].kind else {
            return nil
        }
        switch elements.count {
        case 2: return (elements[0], elements[1])
        case 4:
            guard case .operator("??") = elements[2].kind, case .literal(.nil) = elements[3].kind else { return nil }
            return (elements[0], elements[1])
        default: return nil
        }
    }

    /// A helper receiving `task as? T` that unwraps it (`guard let task else { return }`, `if let task { … }`) makes
    /// the cast there: those conditions are rewritten as `let task = task as? T`, so the rule's checks of certain
    /// casts (every request submitted being a `T`) apply to them as to a cast written in the handler.
    static func unwrappingAsCast(_ statements: [Statement], parameter: String, type: String) -> [Statement] {
        func rewritten(_ condition: Condition) -> Condition {
            guard case .binding(let specifier, parameter, let value) = condition.kind else { return condition }
            if let value { guard case .identifier(parameter) = value.kind else { return condition } }
            let cast = Expression(
                .sequence([
                    Expression(.identifier(parameter), range: condition.range),
                    Expression(.cast("as?", type: type), range: condition.range),
                ]), range: condition.range)
            var result = condition
            result.kind = .binding(specifier: specifier, pattern: parameter, initializer: cast)
            return result
        }
        return statements.map { statement in
            var statement = statement
            switch statement.kind {
            case .if(var node):
                node.conditions = node.conditions.map(rewritten)
                statement.kind = .if(node)
            case .guard(var node):
                node.conditions = node.conditions.map(rewritten)
                statement.kind = .guard(node)
            default:
                break
            }
            return statement
        }
    }

    /// The body and every helper reached from it by handing the task on (each once, depth-limited).
    func bodiesReached(from body: TaskBody) -> [TaskBody] {
        var result = [body]
        var seen: Set<String> = []
        var head = 0
        while head < result.count, result.count < 8 {
            for (_, helper) in helpers(of: result[head]) where seen.insert(helper.function ?? "").inserted {
                result.append(helper)
            }
            head += 1
        }
        return result
    }

    /// Call sites inside a body (nested closures included), in source order.
    func callSites(in body: TaskBody) -> [ModuleIndex.CallSite] {
        guard let first = body.statements.first?.extent.lowerBound, let last = body.statements.last?.extent.upperBound
        else { return [] }
        return callSites(file: body.file, in: first..<last)
    }

    /// Call sites of a file that lie within `range`, in source order.
    func callSites(file: Int, in range: Range<Int>) -> [ModuleIndex.CallSite] { graph.callSites(file: file, in: range) }

    /// The module function a call runs, when its name and labels single one out (preferring the caller's type).
    func resolveFunction(_ site: ModuleIndex.CallSite, enclosingType: String?) -> ModuleIndex.FunctionEntry? {
        graph.uniqueFunction(for: site, enclosingType: enclosingType)
    }

    /// `task`, `task as! BGAppRefreshTask`, `(task as! BGAppRefreshTask)`.
    static func isTask(_ expression: Expression, names: Set<String>) -> Bool {
        switch expression.kind {
        case .identifier(let name): return names.contains(name)
        case .sequence:
            return castParts(expression).map { isTask($0.operand, names: names) } ?? false
        case .tuple(let arguments) where arguments.count == 1: return isTask(arguments[0].value, names: names)
        case .forceUnwrap(let base): return isTask(base, names: names)
        default: return false
        }
    }

    /// The task names plus `let x = task as! T` / `guard let x = task as? T` aliases anywhere in the body.
    static func aliases(of names: Set<String>, in statements: [Statement]) -> Set<String> {
        var result = names
        SyntaxWalker.walk(statements) { node, _ in
            switch node {
            case .declaration(let declaration):
                guard case .variable(let variable) = declaration.kind else { return }
                for binding in variable.bindings {
                    if let initializer = binding.initializer, isTask(initializer, names: names) {
                        result.insert(binding.pattern)
                    }
                }
            case .statement(let statement):
                let conditions: [Condition]
                switch statement.kind {
                case .if(let node): conditions = node.conditions
                case .guard(let node): conditions = node.conditions
                case .switch(let node) where isTask(node.subject, names: names):
                    // `switch task { case let refresh as BGAppRefreshTask: … }`
                    for item in node.cases {
                        guard case .switchCase(let switchCase) = item.kind else { continue }
                        result.formUnion(switchCase.items.flatMap(\.pattern.boundNames))
                    }
                    return
                default: return
                }
                for condition in conditions {
                    if case .binding(_, let pattern, let initializer?) = condition.kind,
                        isTask(initializer, names: names)
                    {
                        result.insert(pattern)
                    }
                }
            case .expression:
                break
            }
        }
        return result
    }

    // MARK: - Request kinds

    /// Variables bound to a request: `let request = BGAppRefreshTaskRequest(…)` (by name, module-wide).
    static func requestVariables(in index: ModuleIndex) -> [String: TaskRequestKind] {
        var result: [String: TaskRequestKind] = [:]
        for binding in index.bindings where !binding.isCondition {
            // The callee noted while indexing: `requestKind(of:variables:)` with no variables, without reading the tree.
            if let kind = binding.initializerCallee.flatMap(TaskRequestKind.of(typeName:))
                ?? binding.typeAnnotation.flatMap(TaskRequestKind.of(typeName:))
            {
                result[binding.name] = kind
            }
        }
        return result
    }

    static func requestKind(of expression: Expression, variables: [String: TaskRequestKind]) -> TaskRequestKind? {
        switch expression.kind {
        case .call(let call): return call.calleeName.flatMap(TaskRequestKind.of(typeName:))
        case .identifier(let name): return variables[name]
        default: return nil
        }
    }
}
