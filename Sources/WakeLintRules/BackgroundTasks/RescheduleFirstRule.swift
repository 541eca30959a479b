import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

// What and why: rules/background-tasks/bg-reschedule-first.md
struct RescheduleFirstRule: ProjectRule {
    static let id: RuleID = "bg-reschedule-first"

    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = context.backgroundTasks(of: target)
        let scheduling = SchedulingFunctions(code)
        guard !scheduling.names.isEmpty || code.submits.contains(where: { scheduling.isRefreshSubmit($0.site) }) else {
            return
        }
        let configuration = target.configurations.first
        for registration in code.registrations {
            let refresh: Bool
            let statements: [HandlerStep]
            switch registration.form {
            case .swiftUI:
                guard let action = registration.site.closureArguments.first?.closure else { continue }
                refresh = true
                statements = action.body.map {
                    HandlerStep($0, file: registration.site.file, type: registration.site.enclosingType)
                }
            case .scheduler:
                guard let handler = registration.handler else { continue }
                let kinds =
                    registration.identifier.map { Set(code.requests(for: $0, in: configuration).map(\.kind)) } ?? []
                let casts = code.bodiesReached(from: handler).flatMap(\.taskCasts).map(\.kind)
                refresh =
                    kinds == [.appRefresh]
                    || (kinds.isEmpty && !casts.isEmpty && casts.allSatisfy { $0 == .appRefresh })
                statements = scheduling.inOrder(handler)
            }
            guard refresh else { continue }
            let subject = registration.identifier.map { "'\($0.shown(in: target))'" } ?? "this refresh task"
            check(statements, registration, subject: subject, scheduling, code, in: &context)
        }
    }

    private func check(
        _ statements: [HandlerStep], _ registration: TaskRegistration, subject: String,
        _ scheduling: SchedulingFunctions, _ code: BackgroundTaskCode, in context: inout RuleContext
    ) {
        var work: (Statement, file: Int)?
        for step in Self.normalPath(scheduling.enteringHelpers(statements)) {
            let (statement, file, type) = (step.statement, step.file, step.type)
            if let site = scheduling.reschedule(
                in: statement, file: file, type: type, nested: false, aliases: step.aliases)
                ?? scheduling.dispatchedReschedule(in: statement, file: file)
            {
                // A helper that submits only inside a callback of its own (a queued block): the same as
                // a callback in the handler.
                if scheduling.resubmitsOnlyInCallback(site, type: type) {
                    context.report(
                        .rescheduledInCallback(subject), at: site.nameLocation ?? site.location, input: .swift)
                    return
                }
                guard let work else { return }  // rescheduled first
                let location = code.index.files[work.file].location(of: work.0.range)
                context.report(
                    .rescheduledLate(subject), at: site.nameLocation ?? site.location, input: .swift,
                    related: [
                        RelatedLocation(
                            location, "this runs first: it can throw, or the task can expire while it waits")
                    ])
                return
            }
            if let site = scheduling.reschedule(
                in: statement, file: file, type: type, nested: true, aliases: step.aliases)
            {
                context.report(.rescheduledInCallback(subject), at: site.nameLocation ?? site.location, input: .swift)
                return
            }
            if work == nil, Self.canFail(statement) { work = (statement, file) }
        }
        context.report(.neverRescheduled(subject), at: registration.location, input: .swift)
    }

    /// The handler's statements as its normal path runs them: the body of a hop onto a queue or into a task
    /// (`DispatchQueue.main.async { … }`, `Task { … }`) in place of the hop, as that code runs (not a callback that
    /// may never come), and the expiration handler's assignment last, as its code runs only when the task expires
    /// (a resubmit there alone is still one that may never run).
    static func normalPath(_ statements: [HandlerStep]) -> [HandlerStep] {
        var result: [HandlerStep] = []
        var expiration: [HandlerStep] = []
        for step in statements {
            guard case .expression(let expression) = step.statement.kind else {
                result.append(step)
                continue
            }
            if TaskBody.assignsExpirationHandler(expression) {
                expiration.append(step)
            } else if let body = hopBody(expression) {
                result += normalPath(
                    body.map { HandlerStep($0, file: step.file, type: step.type, aliases: step.aliases) })
            } else {
                result.append(step)
            }
        }
        return result + expiration
    }

    /// The closure of `DispatchQueue.main.async { … }`, `DispatchQueue.global().async { … }` or `Task { … }`.
    private static func hopBody(_ expression: Expression) -> [Statement]? {
        guard case .call(let call) = expression.kind, call.arguments.isEmpty, call.trailingClosures.count == 1 else {
            return nil
        }
        switch call.callee.kind {
        case .identifier("Task"):
            return call.trailingClosures[0].closure.body
        case .member(let base?, "async"):
            var receiver = base
            while true {
                switch receiver.kind {
                case .member(let inner?, _): receiver = inner
                case .call(let inner): receiver = inner.callee
                case .identifier("DispatchQueue"): return call.trailingClosures[0].closure.body
                default: return nil
                }
            }
        default:
            return nil
        }
    }

    /// Work that can stop the handler before the next statement: a `try` that throws past it, or an `await` during
    /// which the task can expire. (A call that starts asynchronous work returns at once, and an early exit such as
    /// `guard let self` is a decision, not work; neither counts.)
    static func canFail(_ statement: Statement) -> Bool {
        if case .do = statement.kind { return true }
        var found = false
        SyntaxWalker.walk([statement]) { node, _ in
            guard case .expression(let expression) = node else { return }
            switch expression.kind {
            case .try(let kind, _) where kind == "try": found = true
            case .await: found = true
            default: break
            }
        }
        return found
    }
}

/// Functions that submit an app-refresh request, directly or through other module functions (a few calls deep).
struct SchedulingFunctions {
    let code: BackgroundTaskCode
    private(set) var names: Set<String> = []
    /// Those of `names` that reach a submit outside callbacks (closures other than a hop onto a queue or into a
    /// task, or a synchronous API's); the others submit only in code that may never run.
    private var directNames: Set<String> = []
    /// The simple names of `names` (`scheduleAppRefresh`): a call by another name cannot reach them.
    private var simpleNames: Set<String> = []
    /// Submits of a refresh request, by file and start offset (see `isRefreshSubmit`).
    private var refreshSubmits: Set<SiteKey> = []
    /// Functions that make a refresh request or submit one themselves.
    private var requestOrSubmitFunctions: Set<String> = []

    private struct SiteKey: Hashable {
        var file: Int
        var start: Int
        init(_ site: ModuleIndex.CallSite) { (file, start) = (site.file, site.range.lowerBound) }
    }

    /// A function (or file-scope code) of one file.
    private struct FunctionKey: Hashable {
        var file: Int
        var function: String?
    }

    init(_ code: BackgroundTaskCode) {
        self.code = code
        let refreshVariables = Set(code.requestVariables.filter { $0.value == .appRefresh }.keys)
        let refreshRequestFunctions = Set(
            code.requests.filter { $0.kind == .appRefresh }.map {
                FunctionKey(file: $0.site.file, function: $0.site.enclosingFunction)
            })
        for submit in code.submits
        where Self.submitsRefresh(
            submit.site, refreshVariables: refreshVariables,
            refreshRequestFunctions: refreshRequestFunctions, graph: code.graph)
        {
            refreshSubmits.insert(SiteKey(submit.site))
            if let function = submit.site.enclosingFunction {
                names.insert(function)
                requestOrSubmitFunctions.insert(function)
                if !Self.inCallback(submit.site, code.graph) { directNames.insert(function) }
            }
        }
        // `scheduleAppRefresh()` that makes a refresh request and hands it to the app's own `submit(_:)` helper.
        let submitting = Set(code.submits.compactMap(\.site.enclosingFunction))
        // Once per function, however many requests it makes, so a function making many stays linear.
        // In the order the requests stand in the module (file by file): the answer does not depend on the order,
        // and reading the calls' trees file by file lets one made again serve all of a file's functions.
        var requestFunctions: [String] = []
        var seenFunctions: Set<String> = []
        for request in code.requests.sorted(by: {
            ($0.site.file, $0.site.range.lowerBound) < ($1.site.file, $1.site.range.lowerBound)
        })
        where request.kind == .appRefresh {
            if let function = request.site.enclosingFunction, seenFunctions.insert(function).inserted {
                requestFunctions.append(function)
                requestOrSubmitFunctions.insert(function)
            }
        }
        for function in requestFunctions {
            let callsSubmitter = code.index.callSites(in: function).contains { site in
                code.resolveFunction(site, enclosingType: site.enclosingType).map {
                    submitting.contains($0.qualifiedName)
                } ?? false
            }
            if callsSubmitter {
                names.insert(function)
                directNames.insert(function)
            }
        }
        // Callers of those, a few levels up; only calls by one of their simple names can reach them.
        defer { simpleNames = Set(names.compactMap { code.graph.function($0)?.name }) }
        for _ in 0..<3 {
            let simpleNames = Set(names.compactMap { code.graph.function($0)?.name })
            for name in simpleNames.sorted() {
                for site in code.index.callSites(calling: name) {
                    guard let caller = site.enclosingFunction, !directNames.contains(caller),
                        let function = code.resolveFunction(site, enclosingType: site.enclosingType),
                        names.contains(function.qualifiedName)
                    else { continue }
                    names.insert(caller)
                    if directNames.contains(function.qualifiedName) && !Self.inCallback(site, code.graph) {
                        directNames.insert(caller)
                    }
                }
            }
        }
    }

    /// Whether a call is inside a closure of its function that may never run: not a hop onto a queue or into a
    /// task (`DispatchQueue.main.async { … }`, `queue.async(flags: .barrier) { … }` on any queue, `context.perform
    /// { … }`, `Task { … }`), nor one a synchronous API runs on the spot.
    static func inCallback(_ site: ModuleIndex.CallSite, _ graph: CallGraph) -> Bool {
        graph.closureCall(containing: site.range, file: site.file, function: site.enclosingFunction) { call in
            guard let name = call.calleeName else { return false }
            return !LaunchReachability.synchronousClosureAPIs.contains(name) && !hopNames.contains(name)
        } != nil
    }

    /// Calls whose closure runs, later but surely: a queue's or a context's block, a task (every hop `normalPath`
    /// inlines among them).
    private static let hopNames: Set<String> = ["async", "asyncAfter", "perform", "performAndWait", "Task", "detached"]

    /// A call of a module function that resubmits, but only inside callbacks of its own (see `directNames`).
    func resubmitsOnlyInCallback(_ site: ModuleIndex.CallSite, type: String?) -> Bool {
        guard !isRefreshSubmit(site), let function = code.resolveFunction(site, enclosingType: type) else {
            return false
        }
        return names.contains(function.qualifiedName) && !directNames.contains(function.qualifiedName)
    }

    /// A submit of a refresh request: its argument is one, or the function making it creates one.
    func isRefreshSubmit(_ site: ModuleIndex.CallSite) -> Bool { refreshSubmits.contains(SiteKey(site)) }

    private static func submitsRefresh(
        _ site: ModuleIndex.CallSite, refreshVariables: Set<String>,
        refreshRequestFunctions: Set<FunctionKey>, graph: CallGraph
    ) -> Bool {
        if let request = site.call.arguments.first?.value,
            BackgroundTaskCode.requestKind(of: request, variables: [:]) == .appRefresh
        {
            return true
        }
        if case .identifier(let name)? = site.call.arguments.first?.value.kind {
            if refreshVariables.contains(name) { return true }
            // A parameter declared as a refresh request.
            let function = site.enclosingFunction.flatMap(graph.function).flatMap { $0.file == site.file ? $0 : nil }
            if function?.declaration.parameters.contains(where: {
                $0.name == name && $0.type.hasPrefix("BGAppRefreshTaskRequest")
            }) == true {
                return true
            }
        }
        return refreshRequestFunctions.contains(FunctionKey(file: site.file, function: site.enclosingFunction))
    }

    /// The call in `statement` that reschedules: outside closures (`nested: false`) or only inside them.
    /// `aliases`: parameters of the helper the statement is in that the handler filled with a function of the
    /// module (`handle(task: task, reschedule: scheduleRefresh)`): calling one calls that function.
    func reschedule(in statement: Statement, file: Int, type: String?, nested: Bool, aliases: [String: String] = [:])
        -> ModuleIndex.CallSite?
    {
        let sites = code.callSites(file: file, in: statement.extent)
        let closures = nested ? [] : closureRanges(in: statement)
        return sites.first { site in
            guard nested || !closures.contains(where: { $0.contains(site.range.lowerBound) }) else { return false }
            if isRefreshSubmit(site) { return true }
            // An alias is only made for a function among `simpleNames` (`functionArguments`).
            if let name = site.calleeName, !site.hasReceiver, aliases[name] != nil { return true }
            guard let name = site.calleeName, simpleNames.contains(name) else { return false }
            return code.resolveFunction(site, enclosingType: type).map { names.contains($0.qualifiedName) } ?? false
        }
    }

    /// `store.send(.refresh)`, `dispatch(.refresh)`: an action sent to a reducer (Redux-like
    /// stores) whose `case .refresh:` in the module reschedules, outside closures. The store runs that case
    /// when the action is sent, so the send stands for the resubmit.
    func dispatchedReschedule(in statement: Statement, file: Int) -> ModuleIndex.CallSite? {
        let closures = closureRanges(in: statement)
        return code.callSites(file: file, in: statement.extent).first { site in
            guard let name = site.calleeName, name == "send" || name == "dispatch",
                !closures.contains(where: { $0.contains(site.range.lowerBound) }),
                let action = site.call.arguments.first?.value, let caseName = Self.implicitMember(action)
            else { return false }
            return casesReschedule(caseName)
        }
    }

    /// `.refresh` or `.refresh(…)`.
    private static func implicitMember(_ expression: Expression) -> String? {
        switch expression.kind {
        case .member(nil, let name): return name
        case .call(let call): if case .member(nil, let name) = call.callee.kind { return name }
        default: break
        }
        return nil
    }

    /// Whether some `case .name:` (or `case .name(…):`) of a switch in the module reschedules outside closures.
    private func casesReschedule(_ name: String) -> Bool {
        for (position, file) in code.index.files.enumerated() {
            guard file.source.identifierUses(name).count > 1 else { continue }
            var found = false
            SyntaxWalker.walk(file.items) { node, enclosing in
                guard !found, case .statement(let statement) = node, case .switchCase(let switchCase) = statement.kind,
                    switchCase.items.contains(where: { item in
                        if case .enumCase(_, name, _) = item.pattern.kind { return true }
                        return false
                    })
                else { return }
                // The innermost type around the case, for resolving the functions it calls.
                let type = enclosing.reversed().lazy.compactMap { declaration -> String? in
                    if case .type(let type) = declaration.kind { return type.name }
                    return nil
                }.first
                found = switchCase.body.contains {
                    reschedule(in: $0, file: position, type: type, nested: false) != nil
                }
            }
            if found { return true }
        }
        return false
    }

    private func closureRanges(in statement: Statement) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        SyntaxWalker.forEachExpression(in: [statement]) { expression, _ in
            if case .closure(let closure) = expression.kind { ranges.append(closure.range) }
        }
        return ranges
    }

    /// The handler's statements in running order, descending into the helper it hands the task to, also under
    /// the cast's new name (`if let refresh = task as? BGAppRefreshTask { handle(refresh) }`: on the normal path
    /// the cast holds, so the `if`'s body runs in its place).
    func inOrder(_ body: TaskBody, depth: Int = 3, aliases: [String: String] = [:]) -> [HandlerStep] {
        let helpers = code.helpers(of: body)
        var result: [HandlerStep] = []
        for statement in Self.enteringCasts(body.statements, taskNames: body.taskNames) {
            if depth > 0, let helper = helpers.first(where: { statement.extent.contains($0.call.range.lowerBound) }),
                case .expression = statement.kind
            {
                result += inOrder(
                    helper.body, depth: depth - 1, aliases: functionArguments(of: helper.call, into: helper.body))
            } else {
                result.append(HandlerStep(statement, file: body.file, type: body.enclosingType, aliases: aliases))
            }
        }
        return result
    }

    /// `if` statements whose every condition binds the task under a name (`if let t = task as? BGProcessingTask`),
    /// replaced by their body.
    static func enteringCasts(_ statements: [Statement], taskNames: Set<String>) -> [Statement] {
        statements.flatMap { statement -> [Statement] in
            guard case .if(let node) = statement.kind, !node.conditions.isEmpty,
                node.conditions.allSatisfy({ condition in
                    guard case .binding(_, let pattern, let value) = condition.kind else { return false }
                    guard let value else { return taskNames.contains(pattern) }
                    return BackgroundTaskCode.isTask(value, names: taskNames)
                })
            else { return [statement] }
            return enteringCasts(node.body, taskNames: taskNames)
        }
    }

    /// The steps with a call of a module function that reschedules through another function (`await
    /// refreshAll()`, whose body does the work and then calls `scheduleAppRefresh()`) replaced by that function's
    /// statements, a few calls deep, so the work done before its resubmit counts. A function that makes or submits
    /// the refresh request itself is the resubmit, and stays a step.
    func enteringHelpers(_ steps: [HandlerStep], depth: Int = 3) -> [HandlerStep] {
        guard depth > 0 else { return steps }
        return steps.flatMap { step -> [HandlerStep] in
            switch step.statement.kind {
            case .expression: break
            case .declaration(let declaration): if case .variable = declaration.kind { break } else { return [step] }
            default: return [step]
            }
            let closures = closureRanges(in: step.statement)
            let sites = code.callSites(file: step.file, in: step.statement.extent).filter { site in
                !closures.contains { $0.contains(site.range.lowerBound) }
            }
            for site in sites {
                guard let name = site.calleeName, simpleNames.contains(name), !isRefreshSubmit(site),
                    let function = code.resolveFunction(site, enclosingType: step.type),
                    directNames.contains(function.qualifiedName),
                    !requestOrSubmitFunctions.contains(function.qualifiedName),
                    let body = function.declaration.body
                else { continue }
                let inner = body.map {
                    HandlerStep(
                        $0.detached(in: code.index.files[function.file]), file: function.file,
                        type: function.enclosingType)
                }
                return enteringHelpers(inner, depth: depth - 1)
            }
            return [step]
        }
    }

    /// The helper's parameters the call fills with a function named bare (`reschedule: scheduleRefresh`), by
    /// parameter name, as the call's arguments bind them (`ArgumentMatching`).
    private func functionArguments(of call: ModuleIndex.CallSite, into helper: TaskBody) -> [String: String] {
        guard let name = helper.function, let function = code.graph.function(name),
            let bound = function.signature.parameters(boundBy: call.call)
        else { return [:] }
        let parameters = function.declaration.parameters
        var aliases: [String: String] = [:]
        for (position, argument) in call.call.arguments.enumerated() {
            guard case .identifier(let value) = argument.value.kind, simpleNames.contains(value) else { continue }
            aliases[parameters[bound[position]].name] = value
        }
        return aliases
    }
}

/// One statement of a launch handler's normal path, with where it is and which of its function's parameters stand
/// for functions of the module (see `SchedulingFunctions.reschedule(in:…)`).
struct HandlerStep {
    var statement: Statement
    var file: Int
    var type: String?
    var aliases: [String: String] = [:]

    init(_ statement: Statement, file: Int, type: String?, aliases: [String: String] = [:]) {
        (self.statement, self.file, self.type, self.aliases) = (statement, file, type, aliases)
    }
}

extension Finding.Message {
    fileprivate static func rescheduledLate(_ subject: String) -> Self {
        "the refresh handler for \(subject) resubmits its request only after work that can throw or be cut short when the task expires; the request that launched it is used up, so if that work never finishes no refresh is scheduled again: resubmit first, at the top of the handler"
    }
    fileprivate static func rescheduledInCallback(_ subject: String) -> Self {
        "the refresh handler for \(subject) resubmits its request only inside a callback that may never run (cancelled or expired work); the request that launched it is used up: resubmit first, at the top of the handler"
    }
    fileprivate static func neverRescheduled(_ subject: String) -> Self {
        "the refresh handler for \(subject) never resubmits its request; the request that launched it is used up, so no further refresh runs until the app schedules one again: submit the next request at the top of the handler"
    }
}
