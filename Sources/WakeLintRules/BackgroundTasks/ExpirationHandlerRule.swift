import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

// What and why: rules/background-tasks/bg-expiration-handler.md
struct ExpirationHandlerRule: ProjectRule {
    static let id: RuleID = "bg-expiration-handler"

    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = context.backgroundTasks(of: target)
        for registration in code.registrations {
            guard let handler = registration.handler else { continue }
            let bodies = code.bodiesReached(from: handler)
            // An SDK that receives the task may set the handler itself.
            guard !bodies.contains(where: code.handsTaskOutsideModule), !bodies.contains(where: \.setsExpirationHandler)
            else { continue }
            // A handler that finishes synchronously has nothing in flight for an expiration handler to cancel.
            guard !bodies.allSatisfy(\.isSynchronous) else { continue }
            let helpers = bodies.dropFirst().map {
                RelatedLocation(
                    $0.location, "the task is handed to '\($0.function ?? "")', which does not set it either")
            }
            context.report(
                .noExpirationHandler(registration.identifier?.shown(in: target)), at: registration.location,
                input: .swift, related: Array(helpers))
        }
    }
}

extension TaskBody {
    /// Whether the body (not counting stored closures) assigns some task's `expirationHandler`.
    fileprivate var setsExpirationHandler: Bool {
        var found = false
        SyntaxWalker.forEachExpression(in: statements) { expression, _ in
            if Self.assignsExpirationHandler(expression) { found = true }
        }
        return found
    }

    /// No closures (callbacks, `Task { }`, operations) and no `await`: the work is done when the body returns.
    fileprivate var isSynchronous: Bool {
        var synchronous = true
        SyntaxWalker.forEachExpression(in: statements) { expression, _ in
            switch expression.kind {
            case .closure, .await: synchronous = false
            default: break
            }
        }
        return synchronous
    }
}

extension BackgroundTaskCode {
    /// Whether the body hands the task to a function outside the module (an SDK), whose behaviour is unknown.
    fileprivate func handsTaskOutsideModule(_ body: TaskBody) -> Bool {
        callSites(in: body).contains { site in
            guard let name = site.calleeName, !Self.loggingCalls.contains(name),
                site.call.arguments.contains(where: { Self.isTask($0.value, names: body.taskNames) })
            else { return false }
            return resolveFunction(site, enclosingType: body.enclosingType) == nil
        }
    }
}

extension Finding.Message {
    fileprivate static func noExpirationHandler(_ identifier: String?) -> Self {
        "the launch handler for \(identifier.map { "'\($0)'" } ?? "this task") never sets 'expirationHandler': when time runs out the system ends the task as failed without telling the app; set task.expirationHandler to cancel the work and call setTaskCompleted(success: false)"
    }
}
