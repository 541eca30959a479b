import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

// What and why: rules/background-tasks/bg-task-completion.md
struct TaskCompletionRule: ProjectRule {
    static let id: RuleID = "bg-task-completion"

    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = context.backgroundTasks(of: target)
        var untrustedMemo: [String: [String: SourceLocation]] = [:]
        let unfinishedOperations = Self.operationsThatNeverFinish(code.index)
        for (registration, body) in code.handlerBodies {
            // Kept in a property the module completes elsewhere: trusted from there on, like a task handed to an SDK.
            let storedAt = Self.storeForLaterCompletion(body, code.index)
            let file = code.index.files[body.file]
            // With no identifier to go by, the requests spelling its expression the same way, else every request the
            // module makes (a handler only receives its app's tasks).
            let spelledAlike =
                registration.site.call.arguments.first.map {
                    code.requests(spelledAs: $0.value, in: registration.site.file)
                } ?? []
            let kinds = Set(
                (registration.identifier.map { code.requests(for: $0, in: target.configurations.first) }
                    ?? (spelledAlike.isEmpty ? code.requests : spelledAlike)).map(\.kind))
            let narrowed = Self.narrowingIdentifierSwitches(
                body.statementsRunningStoredClosures(except: body.completionBlocks(of: unfinishedOperations)),
                body: body, code: code,
                configuration: target.configurations.first)
            let statements = Self.inliningCertainCasts(narrowed, taskNames: body.taskNames, requestKinds: kinds)
            let completes = BackgroundTaskCode.completes(taskNames: body.taskNames)
            // Paths that cannot be taken end without an exit, also inside a `Task { }` the handler starts.
            let settled = Self.ownerOrCastExits(
                in: statements, weakCaptures: Self.weakCaptures(around: body.end.lowerBound, in: file),
                taskNames: body.taskNames, requestKinds: kinds
            )
            .union(Self.completedFlagExits(in: statements, file: file, completes: completes))
            let completers = Self.localCompleters(in: body.statements, completes: completes)
            let untrusted = code.untrustedClosureParameters(
                of: body.function ?? registration.site.enclosingFunction, memo: &untrustedMemo
            ).filter { parameter in
                code.callSites(in: body).contains { !$0.hasReceiver && $0.calleeName == parameter.key }
            }
            let taskNames = body.taskNames
            let analysis = PathAnalysis(
                isAction: { call in
                    if case .identifier(let name) = call.callee.kind {
                        if completers.contains(name) { return true }
                        if untrusted[name] != nil { return false }
                    }
                    return completes(call)
                }, settledReturns: settled, settlesWeakSelf: true,
                isHandOff: { call in
                    call.calleeName != "setTaskCompleted"
                        && call.arguments.contains { BackgroundTaskCode.isTask($0.value, names: taskNames) }
                }, source: file.source)
            for exit in analysis.analyze(body: statements, end: body.end).placesLeftWithoutAction()
            where exit.range.lowerBound < storedAt {
                let subject = registration.identifier.map { " for '\($0.shown(in: target))'" } ?? ""
                let owner =
                    body.function.map { "'\($0)', which receives the task\(subject)," }
                    ?? "the launch handler\(subject)"
                let handedOn = untrusted.sorted { $0.key < $1.key }.map {
                    RelatedLocation(
                        $0.value,
                        "'\($0.key)' is called with the task, and a caller passes code that leaves here without completing it"
                    )
                }
                context.report(
                    .neverCompleted(owner: owner, exit: exit.kind), at: file.location(of: exit.range), input: .swift,
                    related: (body.function == nil
                        ? [] : [RelatedLocation(registration.location, "the task is registered here")]) + handedOn)
            }
        }
    }

    /// Module `Operation` subclasses whose `start()` override neither calls `super.start()` nor has its file
    /// touch `isFinished`: such an operation never finishes, so its `completionBlock` never runs.
    fileprivate static func operationsThatNeverFinish(_ index: ModuleIndex) -> Set<String> {
        var types: Set<String> = []
        for start in index.functions(named: "start") where start.hasBody && start.signatureName == "start()" {
            guard let type = start.enclosingType, start.modifiers.contains("override"),
                index.inheritance(of: type).contains(where: { $0 == "Operation" || $0 == "Foundation.Operation" })
            else { continue }
            let bytes = index.files[start.file].source.file.bytes
            guard !ByteSearch.contains(Array("isFinished".utf8), in: bytes) else { continue }
            let body = Array(bytes[start.range.clamped(to: 0..<bytes.count)])
            if !ByteSearch.contains(Array("super.start".utf8), in: body) { types.insert(type) }
        }
        return types
    }

    /// `guard !completed else { return }` where the handler sets `completed = true` only right before completing
    /// the task (a guard against completing twice when the expiration handler races the work): that
    /// return leaves a task already completed.
    static func completedFlagExits(in statements: [Statement], file: SwiftFile, completes: (Call) -> Bool) -> Set<
        Range<Int>
    > {
        var flags: [String: Bool] = [:]
        for block in StatementLists.all(in: statements) {
            for (position, statement) in block.enumerated() {
                guard case .expression(let expression) = statement.kind, case .sequence(let elements) = expression.kind,
                    elements.count == 3, case .identifier(let flag) = elements[0].kind,
                    case .operator("=") = elements[1].kind,
                    case .literal(.boolean) = elements[2].kind, file.text(of: elements[2].range) == "true"
                else { continue }
                var completesAfter = false
                SyntaxWalker.forEachExpression(in: Array(block[(position + 1)...])) { expression, _ in
                    if case .call(let call) = expression.kind, completes(call) { completesAfter = true }
                }
                flags[flag] = (flags[flag] ?? true) && completesAfter
            }
        }
        let completionFlags = Set(flags.filter(\.value).keys)
        guard !completionFlags.isEmpty else { return [] }
        return GuardExits.returns(in: statements) { conditions in
            guard conditions.count == 1, case .expression(let test) = conditions[0].kind,
                case .prefix("!", let operand) = test.kind, case .identifier(let flag) = operand.kind
            else { return false }
            return completionFlags.contains(flag)
        }
    }
}

extension TaskCompletionRule {
    /// Functions and closures declared in the body that complete the task (`func complete(_ ok: Bool) { …
    /// task.setTaskCompleted(success: ok) }`, `let cleanup = { self.finish(task) }`), often behind a once-only flag:
    /// calling one completes it. So does calling one that calls another (`abortTasks` → `finish…` →
    /// `cleanup` → `completeTask(task, …)`), also from a closure inside it (`DispatchQueue.main.async { cleanup() }`).
    static func localCompleters(in statements: [Statement], completes: PathAnalysis.ActionMatcher) -> Set<String> {
        var bodies: [String: [Statement]] = [:]
        for statement in statements {
            guard case .declaration(let declaration) = statement.kind else { continue }
            switch declaration.kind {
            case .function(let function):
                if let body = function.body { bodies[function.name] = body }
            case .variable(let variable):
                for binding in variable.bindings {
                    if let value = binding.initializer, case .closure(let closure) = value.kind {
                        bodies[binding.pattern] = closure.body
                    }
                }
            default:
                break
            }
        }
        var names: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for (name, body) in bodies.sorted(by: { $0.key < $1.key }) where !names.contains(name) {
                var found = false
                SyntaxWalker.forEachExpression(in: body) { expression, _ in
                    guard !found, case .call(let call) = expression.kind else { return }
                    if case .identifier(let callee) = call.callee.kind, names.contains(callee) {
                        found = true
                    } else {
                        found = completes(call)
                    }
                }
                if found {
                    names.insert(name)
                    grew = true
                }
            }
        }
        return names
    }

    /// Returns of guards whose every condition fails only on a path the rule leaves out:
    /// - `let self` (`guard let self else { return }`), or another name the handler captures weakly
    ///   (`let scheduler`): the owner is gone;
    /// - `let refresh = task as? BGAppRefreshTask` when every request submitted for the identifier (for an
    ///   identifier wakelint cannot read, every request of the module) is a `BGAppRefreshTaskRequest`: the system
    ///   hands the handler that subclass, so the cast cannot fail. With no request found, or requests of another
    ///   kind, it may.
    static func ownerOrCastExits(
        in statements: [Statement], weakCaptures: Set<String>, taskNames: Set<String>,
        requestKinds: Set<TaskRequestKind>
    ) -> Set<Range<Int>> {
        let taskType = requestKinds.count == 1 ? requestKinds.first?.taskType : nil
        return GuardExits.returns(in: statements) { conditions in
            conditions.allSatisfy { condition in
                if WeakSelfGuard.bindsSelf(condition) { return true }
                if case .binding(_, let pattern, let value) = condition.kind {
                    if value == nil, weakCaptures.contains(pattern) { return true }
                    if case .identifier(let name)? = value?.kind, weakCaptures.contains(name) { return true }
                }
                return taskType.map { castsTask(condition, to: $0, taskNames: taskNames) } ?? false
            }
        }
    }

    /// Names that the closures around `position` capture weakly (`[weak scheduler, weak self]`).
    static func weakCaptures(around position: Int, in file: SwiftFile) -> Set<String> {
        var names: Set<String> = []
        SyntaxWalker.forEachExpression(containing: position, in: file.items) { expression in
            guard case .closure(let closure) = expression.kind else { return }
            for capture in closure.captures where capture.specifier == "weak" { names.insert(capture.name) }
        }
        return names
    }

    /// `switch task.identifier { case .refreshID: guard let task = task as? BGAppRefreshTask else { break } … }`: in
    /// a case for one identifier the task is of the kind the module requests for it, so a guard casting it to that
    /// kind cannot leave, and it is left out of the case (two identifiers registered with one handler).
    static func narrowingIdentifierSwitches(
        _ statements: [Statement], body: TaskBody, code: BackgroundTaskCode,
        configuration: TargetConfiguration?
    ) -> [Statement] {
        statements.map { statement in
            guard case .switch(var node) = statement.kind, case .member(let base?, "identifier") = node.subject.kind,
                case .identifier(let name) = base.kind, body.taskNames.contains(name)
            else { return statement }
            node.cases = node.cases.map { item in
                guard case .switchCase(var switchCase) = item.kind, switchCase.items.count == 1,
                    switchCase.items[0].whereClause == nil,
                    let value = Self.caseValue(switchCase.items[0]),
                    let identifier = code.resolver.resolve(value, file: body.file, enclosingType: body.enclosingType)
                else { return item }
                let kinds = Set(code.requests(for: identifier, in: configuration).map(\.kind))
                guard kinds.count == 1, let kind = kinds.first else { return item }
                switchCase.body.removeAll { statement in
                    guard case .guard(let cast) = statement.kind, !cast.conditions.isEmpty else { return false }
                    return cast.conditions.allSatisfy { castsTask($0, to: kind.taskType, taskNames: body.taskNames) }
                }
                return Statement(.switchCase(switchCase), range: item.range)
            }
            return Statement(.switch(node), range: statement.range)
        }
    }

    /// The value a case item compares with: `"com.example.refresh"`, `Tasks.refresh`, or `.refresh`, which the parser
    /// reads as an enum case pattern (here a static constant of `String`).
    static func caseValue(_ item: CaseItem) -> Expression? {
        switch item.pattern.kind {
        case .expression(let value):
            return value
        case .enumCase(let type, let name, nil):
            let base = type.map { Expression(.identifier($0), range: item.range) }
            return Expression(.member(base: base, name: name), range: item.range)
        default:
            return nil
        }
    }

    /// `if let refresh = task as? BGAppRefreshTask { … }` with no `else`, where the cast cannot fail (see
    /// `ownerOrCastExits`): only its body runs, so it stands in for the `if` (the skipped path does not exist).
    static func inliningCertainCasts(
        _ statements: [Statement], taskNames: Set<String>, requestKinds: Set<TaskRequestKind>
    ) -> [Statement] {
        let statements = statements.map {
            closingExhaustiveCastChain($0, taskNames: taskNames, requestKinds: requestKinds)
        }
        guard requestKinds.count == 1, let kind = requestKinds.first else { return statements }
        return statements.flatMap { statement -> [Statement] in
            guard case .if(let node) = statement.kind, node.elseBody == nil, !node.conditions.isEmpty,
                node.conditions.allSatisfy({ castsTask($0, to: kind.taskType, taskNames: taskNames) })
            else { return [statement] }
            return inliningCertainCasts(node.body, taskNames: taskNames, requestKinds: requestKinds)
        }
    }

    /// `if let t = task as? BGAppRefreshTask { … } else if #available(iOS 26, *), let t = task as? BGContinuedProcessingTask
    /// { … } else if let t = task as? BGProcessingTask { … }` with no final `else`, where the casts cover every kind
    /// of task the handler can receive (those of the requests submitted, or every kind there is): falling off the
    /// chain cannot happen, so its last clause stands as the `else`. A clause whose
    /// `#available` fails is for a task the system cannot hand over on that version.
    static func closingExhaustiveCastChain(
        _ statement: Statement, taskNames: Set<String>, requestKinds: Set<TaskRequestKind>
    ) -> Statement {
        var clauses: [Statement.If] = []
        var ranges: [Range<Int>] = []
        var current = statement
        while case .if(let node) = current.kind {
            clauses.append(node)
            ranges.append(current.range)
            guard let elseBody = node.elseBody else { break }
            guard elseBody.count == 1, case .if = elseBody[0].kind else { return statement }
            current = elseBody[0]
        }
        guard clauses.count > 1, clauses.last?.elseBody == nil else { return statement }
        var castTypes: Set<String> = []
        for clause in clauses {
            var casts = 0
            for condition in clause.conditions {
                if case .availability(let text) = condition.kind, text.hasPrefix("#available") { continue }
                guard
                    let type = TaskRequestKind.allCases.map(\.taskType).first(where: {
                        castsTask(condition, to: $0, taskNames: taskNames)
                    })
                else { return statement }
                castTypes.insert(type)
                casts += 1
            }
            guard casts == 1 else { return statement }
        }
        // A BGHealthResearchTask is a BGProcessingTask.
        func covered(_ kind: TaskRequestKind) -> Bool {
            castTypes.contains(kind.taskType)
                || (kind == .healthResearch && castTypes.contains(TaskRequestKind.processing.taskType))
        }
        let kinds = requestKinds.isEmpty ? Set(TaskRequestKind.allCases) : requestKinds
        guard kinds.allSatisfy(covered) else { return statement }
        // Rebuilt from the last clause up: its body becomes the `else` of the one before.
        var tail = clauses[clauses.count - 1].body
        for position in stride(from: clauses.count - 2, through: 0, by: -1) {
            var clause = clauses[position]
            clause.elseBody = tail
            tail = [Statement(.if(clause), range: ranges[position])]
        }
        return tail[0]
    }

    /// `self.task`, `task`, `self.task as? BGAppRefreshTask`, `task!`, `tasks[id]`: the value of that property (or an entry of it).
    static func reads(_ expression: Expression, property: String) -> Bool {
        switch expression.kind {
        case .identifier(let name): return name == property
        case .member(let base?, let name):
            return name == property && { if case .identifier("self") = base.kind { true } else { false } }()
        case .sequence(let elements):
            return elements.count == 2 && { if case .cast = elements[1].kind { true } else { false } }()
                && reads(elements[0], property: property)
        case .optionalChain(let base), .forceUnwrap(let base), .subscriptCall(let base, _):
            return reads(base, property: property)
        default: return false
        }
    }

    /// `let name = task as? BGAppRefreshTask` (one of the task's names, cast to that subclass).
    static func castsTask(_ condition: Condition, to taskType: String, taskNames: Set<String>) -> Bool {
        guard case .binding(_, _, let value?) = condition.kind, case .sequence(let elements) = value.kind,
            elements.count == 2,
            case .identifier(let name) = elements[0].kind, taskNames.contains(name),
            case .cast("as?", let type) = elements[1].kind
        else { return false }
        return type.filter { !$0.isWhitespace } == taskType
    }

    /// Where the body has kept the task in a property of its type (`self.task = task`, a statement of the body
    /// itself, not nested) that the type's code completes elsewhere (`self.task?.setTaskCompleted(success: true)`
    /// in a finishing method): the end of that statement, or `Int.max` when it does not. Every exit written after
    /// such a statement is reached through it.
    static func storeForLaterCompletion(_ body: TaskBody, _ index: ModuleIndex) -> Int {
        guard let owner = body.enclosingType else { return .max }
        var stores: [(property: String, end: Int)] = []
        for statement in body.statements {
            guard case .expression(let expression) = statement.kind, case .sequence(let elements) = expression.kind,
                elements.count == 3, case .operator("=") = elements[1].kind,
                case .identifier(let value) = elements[2].kind,
                body.taskNames.contains(value)
            else { continue }
            // `self.task = task`, or a table of running tasks (`self.activeTasks[task.identifier] = task`).
            var place = elements[0]
            if case .subscriptCall(let base, _) = place.kind { place = base }
            switch place.kind {
            case .member(let base?, let name):
                if case .identifier("self") = base.kind { stores.append((name, statement.range.upperBound)) }
            case .identifier(let name):
                stores.append((name, statement.range.upperBound))
            default:
                break
            }
        }
        // Most handlers keep no task: then there is nothing to look up (the bindings loop below is module-wide).
        guard !stores.isEmpty else { return .max }
        var completed: Set<String> = []
        for site in index.callSites(calling: "setTaskCompleted") where site.enclosingType == owner {
            guard let receiver = site.receiver else { continue }
            var name = String(receiver.filter { $0 != "?" && $0 != "!" })
            if name.hasPrefix("self.") { name = String(name.dropFirst(5)) }
            // `activeTasks[id]?.setTaskCompleted(…)`: the table.
            if let bracket = name.firstIndex(of: "[") { name = String(name[..<bracket]) }
            completed.insert(name)
            // `if let task = self.activeTask as? BGAppRefreshTask { task.setTaskCompleted(…) }`: the property too.
            for binding in index.bindings where binding.name == name && binding.file == site.file {
                for store in stores where binding.initializer.map({ Self.reads($0, property: store.property) }) == true
                {
                    completed.insert(store.property)
                }
            }
        }
        return stores.first {
            completed.contains($0.property) && index.property(owner: owner, name: $0.property) != nil
        }?.end ?? .max
    }
}

extension TaskBody {
    /// The statements with closures stored for later (`operation.completionBlock = { … }`) turned into calls that
    /// run them, so path analysis counts work finished there; the expiration handler stays a stored closure
    /// (it runs only when time is up).
    /// `never`: assignment targets whose closure never runs (`completionBlock`s of `completionBlocks(of:)`),
    /// which stay stored.
    fileprivate func statementsRunningStoredClosures(except never: Set<String>) -> [Statement] {
        statements.map { Self.runStoredClosures($0, except: never) }
    }

    /// The targets, as written (`operation.completionBlock`), of the completion blocks of locals this body makes
    /// as one of `operations` (`let operation = SyncOperation()`, `let operation: SyncOperation = …`).
    fileprivate func completionBlocks(of operations: Set<String>) -> Set<String> {
        guard !operations.isEmpty else { return [] }
        var targets: Set<String> = []
        SyntaxWalker.forEachDeclaration(in: statements) { declaration, _ in
            guard case .variable(let variable) = declaration.kind else { return }
            for binding in variable.bindings {
                var type = binding.type?.filter { $0 != " " }
                if type == nil, case .call(let call)? = binding.initializer?.kind { type = call.calleeName }
                if let type, operations.contains(type) { targets.insert(binding.pattern + ".completionBlock") }
            }
        }
        return targets
    }

    /// `name.member` for an assignment target written so; nil otherwise.
    private static func writtenTarget(_ target: Expression) -> String? {
        guard case .member(let base?, let member) = target.kind, case .identifier(let name) = base.kind else {
            return nil
        }
        return name + "." + member
    }

    fileprivate static func runStoredClosures(_ statement: Statement, except never: Set<String>) -> Statement {
        let runStoredClosures = { (statement: Statement) in Self.runStoredClosures(statement, except: never) }
        var statement = statement
        switch statement.kind {
        case .expression(let expression):
            if case .sequence(let elements) = expression.kind, elements.count == 3,
                case .operator("=") = elements[1].kind,
                case .closure(let closure) = elements[2].kind
            {
                if assignsExpirationHandler(expression) { return statement }
                if !never.isEmpty, let target = Self.writtenTarget(elements[0]), never.contains(target) {
                    return statement
                }
                let callee = Expression(.identifier("runLater"), range: elements[0].range)
                let passed = Closure(
                    captures: closure.captures, parameters: closure.parameters, hasSignature: closure.hasSignature,
                    body: closure.body.map(runStoredClosures), range: closure.range)
                let call = Call(
                    callee: callee, arguments: [], trailingClosures: [TrailingClosure(label: nil, closure: passed)],
                    hasParentheses: false)
                statement.kind = .expression(Expression(.call(call), range: expression.range))
            }
        case .if(var node):
            node.body = node.body.map(runStoredClosures)
            node.elseBody = node.elseBody?.map(runStoredClosures)
            statement.kind = .if(node)
        case .guard(var node):
            node.elseBody = node.elseBody.map(runStoredClosures)
            statement.kind = .guard(node)
        case .do(var node):
            node.body = node.body.map(runStoredClosures)
            node.catches = node.catches.map {
                var clause = $0
                clause.body = clause.body.map(runStoredClosures)
                return clause
            }
            statement.kind = .do(node)
        case .switch(var node):
            node.cases = node.cases.map(runStoredClosures)
            statement.kind = .switch(node)
        case .switchCase(var node):
            node.body = node.body.map(runStoredClosures)
            statement.kind = .switchCase(node)
        default:
            break
        }
        return statement
    }
}

extension BackgroundTaskCode {
    /// What counts as completing the task in one body: `setTaskCompleted(success:)` on any receiver, or handing
    /// the task to another function (a module helper is checked on its own; an unknown one is trusted).
    fileprivate static func completes(taskNames: Set<String>) -> PathAnalysis.ActionMatcher {
        { call in
            if call.calleeName == "setTaskCompleted" { return true }
            if let name = call.calleeName, loggingCalls.contains(name) || describingCalls.contains(name) {
                return false
            }
            return call.arguments.contains { isTask($0.value, names: taskNames) }
        }
    }

    /// Closure parameters of `function` (`handler: @escaping (BGTask) -> Void`) that some call of it fills with
    /// code that does not complete the task on every path: calling one with the task is no completion. A closure
    /// written at the call, or a module function named there, is checked; anything else is trusted, and so is a
    /// parameter of a function nothing in the module calls.
    /// Each comes with where that code leaves without completing.
    fileprivate func untrustedClosureParameters(of function: String?, memo: inout [String: [String: SourceLocation]])
        -> [String: SourceLocation]
    {
        guard let function, let entry = graph.function(function) else { return [:] }
        if let known = memo[function] { return known }
        let parameters = entry.declaration.parameters
        var result: [String: SourceLocation] = [:]
        let closureParameters = parameters.indices.filter { parameters[$0].type.contains("->") }
        if !closureParameters.isEmpty {
            let calls = graph.callers(of: function).prefix(32)
            for position in closureParameters {
                let parameter = parameters[position]
                for call in calls {
                    if let left = placeLeftWithoutCompleting(passedTo: position, of: entry.signature, in: call) {
                        result[parameter.name] = left
                        break
                    }
                }
            }
        }
        memo[function] = result
        return result
    }

    /// Where what `call` passes for the parameter leaves without completing the task it is called with; nil when
    /// it completes it on every path, or cannot be read (see `untrustedClosureParameters`).
    private func placeLeftWithoutCompleting(
        passedTo position: Int, of signature: ModuleIndex.FunctionSignature, in call: ModuleIndex.CallSite
    ) -> SourceLocation? {
        let value = signature.argument(for: position, in: call.call)
        let body: TaskBody
        switch value?.kind {
        case .closure(let closure)?:
            body = self.body(of: closure, file: call.file, enclosingType: call.enclosingType)
        case .identifier(let name)?:
            guard
                let function = index.functions(named: name).first(where: {
                    $0.declaration.parameters.count == 1 && $0.declaration.body != nil
                })
            else { return nil }
            body = self.body(of: function, parameter: 0)
        default:
            return nil
        }
        let completes = Self.completes(taskNames: body.taskNames)
        let analysis = PathAnalysis(
            isAction: completes, settledReturns: WeakSelfGuard.exits(in: body.statements), settlesWeakSelf: true,
            source: index.files[body.file].source)
        let file = index.files[body.file]
        return analysis.analyze(body: body.statements, end: body.end).placesLeftWithoutAction().first.map {
            file.location(of: $0.range)
        }
    }

    /// Every task body that is responsible for completing a registration's task, each once: the handler, and
    /// the helpers it hands the task to for good. A helper whose caller completes the task itself afterwards on
    /// the same path (`let ok = await process(task); task.setTaskCompleted(success: ok)`, or in a closure passed
    /// to the call) is not responsible for it; completing on another path (`guard let refresh = task as?
    /// BGAppRefreshTask else { task.setTaskCompleted(success: false); return }`) leaves the helper responsible.
    fileprivate var handlerBodies: [(registration: TaskRegistration, body: TaskBody)] {
        var seen: Set<String> = []
        var result: [(TaskRegistration, TaskBody)] = []
        for registration in registrations {
            guard let handler = registration.handler else { continue }
            var queue = [handler]
            while let body = queue.first, result.count < 64 {
                queue.removeFirst()
                guard seen.insert(body.function ?? "\(body.file):\(body.end)").inserted else { continue }
                result.append((registration, body))
                let helpers = helpers(of: body)
                guard !helpers.isEmpty else { continue }
                let completions = callSites(in: body).filter { $0.calleeName == "setTaskCompleted" }
                    .map(\.range.lowerBound)
                let followed = completions.isEmpty ? [] : Self.rangesFollowedBy(completions, in: body.statements)
                queue += helpers.filter { helper in
                    let call = helper.call.range
                    if completions.contains(where: call.contains) { return false }
                    return !Self.holds(followed, call.lowerBound)
                }.map(\.body)
            }
        }
        return result
    }

    /// The outermost statements of `statements` (closures included) after which a later statement of the same
    /// list, or of a list around it, holds one of `offsets`; the expiration handler's assignment does not count.
    /// Disjoint, sorted by start.
    static func rangesFollowedBy(_ offsets: [Int], in statements: [Statement]) -> [Range<Int>] {
        let sorted = offsets.sorted()
        func holdsOffset(_ range: Range<Int>) -> Bool {
            let first = sorted.sortedLowerBound(of: range.lowerBound)
            return first < sorted.count && sorted[first] < range.upperBound
        }
        var result: [Range<Int>] = []
        for list in StatementLists.all(in: statements) + [statements] {
            var completedLater = false
            for statement in list.reversed() {
                let extent = statement.extent
                if completedLater { result.append(extent) }
                if case .expression(let expression) = statement.kind, TaskBody.assignsExpirationHandler(expression) {
                    continue
                }
                if holdsOffset(extent) { completedLater = true }
            }
        }
        // Nested ranges lie inside an outer one: only the outermost are kept.
        result.sort { ($0.lowerBound, -$0.upperBound) < ($1.lowerBound, -$1.upperBound) }
        var outermost: [Range<Int>] = []
        for range in result where outermost.last.map({ range.upperBound > $0.upperBound }) ?? true {
            outermost.append(range)
        }
        return outermost
    }

    /// Whether one of the disjoint, sorted `ranges` holds `offset`.
    static func holds(_ ranges: [Range<Int>], _ offset: Int) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(offset)
    }
}

extension Finding.Message {
    fileprivate static func neverCompleted(owner: String, exit: PathExit.Kind) -> Self {
        let how =
            switch exit {
            case .return: "returns here"
            case .throw: "throws here"
            case .endOfBody: "ends here"
            }
        return
            "a path through \(owner) \(how) without calling setTaskCompleted(success:); a task not completed before its time runs out may get the app killed and its future launches throttled: call task.setTaskCompleted(success: false) on this path"
    }
}
