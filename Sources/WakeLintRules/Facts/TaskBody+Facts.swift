import WakeLintCore
import WakeLintSwift

extension TaskBody {
    /// Whether the body (not counting stored closures) assigns some task's `expirationHandler`.
    var setsExpirationHandler: Bool {
        var found = false
        SyntaxWalker.forEachExpression(in: statements) { expression, _ in
            if Self.assignsExpirationHandler(expression) { found = true }
        }
        return found
    }

    /// `task.expirationHandler = …`, whatever the receiver.
    static func assignsExpirationHandler(_ expression: Expression) -> Bool {
        guard case .sequence(let elements) = expression.kind, elements.count >= 3,
              case .member(_, "expirationHandler") = elements[0].kind, case .operator("=") = elements[1].kind else { return false }
        return true
    }

    /// No closures (callbacks, `Task { }`, operations) and no `await`: the work is done when the body returns.
    var isSynchronous: Bool {
        var synchronous = true
        SyntaxWalker.forEachExpression(in: statements) { expression, _ in
            switch expression.kind {
            case .closure, .await: synchronous = false
            default: break
            }
        }
        return synchronous
    }

    /// `task as! BGAppRefreshTask` / `task as? BGProcessingTask` casts of the task, with where the cast is.
    var taskCasts: [(kind: TaskRequestKind, isForced: Bool, range: Range<Int>)] {
        var result: [(TaskRequestKind, Bool, Range<Int>)] = []
        SyntaxWalker.forEachExpression(in: statements) { expression, _ in
            guard case .sequence(let elements) = expression.kind, elements.count == 2,
                  BackgroundTaskCode.isTask(elements[0], names: taskNames),
                  case .cast(let operation, let type) = elements[1].kind, operation == "as!" || operation == "as?",
                  let kind = TaskRequestKind.of(taskType: type.filter { $0 != " " }) else { return }
            result.append((kind, operation == "as!", elements[1].range))
        }
        return result
    }

    /// The statements with closures stored for later (`operation.completionBlock = { … }`) turned into calls that
    /// run them, so path analysis counts work finished there; the expiration handler stays a stored closure
    /// (it runs only when time is up).
    var statementsRunningStoredClosures: [Statement] {
        statements.map(Self.runStoredClosures)
    }

    static func runStoredClosures(_ statement: Statement) -> Statement {
        var statement = statement
        switch statement.kind {
        case .expression(let expression):
            if case .sequence(let elements) = expression.kind, elements.count == 3, case .operator("=") = elements[1].kind,
               case .closure(let closure) = elements[2].kind {
                if assignsExpirationHandler(expression) { return statement }
                let callee = Expression(.identifier("runLater"), range: elements[0].range)
                let passed = Closure(captures: closure.captures, parameters: closure.parameters, hasSignature: closure.hasSignature,
                                     body: closure.body.map(runStoredClosures), range: closure.range)
                let call = Call(callee: callee, arguments: [], trailingClosures: [TrailingClosure(label: nil, closure: passed)], hasParentheses: false)
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
            node.catches = node.catches.map { var clause = $0; clause.body = clause.body.map(runStoredClosures); return clause }
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
    /// Names of calls that only write text somewhere: handing the task to them hands nothing over.
    static let loggingCalls: Set<String> = ["print", "debugPrint", "dump", "NSLog", "os_log", "log", "debug", "info", "notice", "error", "fault", "warning", "trace"]

    /// Whether the body hands the task to a function outside the module (an SDK), whose behaviour is unknown.
    func handsTaskOutsideModule(_ body: TaskBody) -> Bool {
        callSites(in: body).contains { site in
            guard let name = site.calleeName, !Self.loggingCalls.contains(name),
                  site.call.arguments.contains(where: { Self.isTask($0.value, names: body.taskNames) }) else { return false }
            return resolveFunction(site, enclosingType: body.enclosingType) == nil
        }
    }

    /// What counts as completing the task in one body: `setTaskCompleted(success:)` on any receiver, or handing
    /// the task to another function (a module helper is checked on its own; an unknown one is trusted).
    static func completes(taskNames: Set<String>) -> PathAnalysis.ActionMatcher {
        { call in
            if call.calleeName == "setTaskCompleted" { return true }
            if let name = call.calleeName, loggingCalls.contains(name) { return false }
            return call.arguments.contains { isTask($0.value, names: taskNames) }
        }
    }

    /// Every task body that is responsible for completing a registration's task, each once: the handler, and
    /// the helpers it hands the task to for good. A helper whose caller completes the task itself afterwards
    /// (`let ok = await process(task); task.setTaskCompleted(success: ok)`) is not responsible for it.
    var handlerBodies: [(registration: TaskRegistration, body: TaskBody)] {
        var seen: Set<String> = []
        var result: [(TaskRegistration, TaskBody)] = []
        for registration in registrations {
            guard let handler = registration.handler else { continue }
            var queue = [handler]
            while let body = queue.first, result.count < 64 {
                queue.removeFirst()
                guard seen.insert(body.function ?? "\(body.file):\(body.end)").inserted else { continue }
                result.append((registration, body))
                guard !callSites(in: body).contains(where: { $0.calleeName == "setTaskCompleted" }) else { continue }
                queue += helpers(of: body).map(\.body)
            }
        }
        return result
    }
}
