import WakeLintCore
import WakeLintSwift

// What and why: rules/background-tasks/bg-task-completion.md
struct TaskCompletionRule: ProjectRule {
    static let id: RuleID = "bg-task-completion"

    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = target.backgroundTasks
        for (registration, body) in code.handlerBodies {
            let file = code.index.files[body.file]
            let analysis = PathAnalysis(isAction: BackgroundTaskCode.completes(taskNames: body.taskNames))
            let statements = body.statementsRunningStoredClosures
            for exit in Self.missingExits(analysis, statements, end: body.end) {
                let subject = registration.identifier.map { " for '\($0.shown(in: target))'" } ?? ""
                let owner = body.function.map { "'\($0)', which receives the task\(subject)," } ?? "the launch handler\(subject)"
                context.report(.neverCompleted(owner: owner, exit: exit.kind), at: file.location(of: exit.range), input: .swift,
                               related: body.function == nil ? [] : [RelatedLocation(registration.location, "the task is registered here")])
            }
        }
    }

    /// Exits some path reaches without completing. A path that falls off the body's end after a `Task { }` (or
    /// another passed closure) that completes on some of its own paths is reported at those inner exits.
    static func missingExits(_ analysis: PathAnalysis, _ statements: [Statement], end: Range<Int>) -> [PathExit] {
        let report = analysis.analyze(body: statements, end: end)
        let weakSelfExits = WeakSelfGuard.exits(in: statements)
        var result: [PathExit] = []
        for exit in report.missing where !weakSelfExits.contains(exit.range) {
            guard exit.kind == .endOfBody, exit.maximumCount > 0, let inner = innerClosure(in: statements, analysis: analysis) else {
                result.append(exit)
                continue
            }
            let closureEnd = max(inner.range.lowerBound, inner.range.upperBound - 1)..<inner.range.upperBound
            let innerExits = missingExits(analysis, inner.body, end: closureEnd)
            result += innerExits.isEmpty ? [exit] : innerExits
        }
        return result
    }

    /// The last top-level closure passed to a call (`Task { … }`, `queue.async { … }`) that completes on some path only.
    static func innerClosure(in statements: [Statement], analysis: PathAnalysis) -> Closure? {
        for statement in statements.reversed() {
            guard case .expression(let expression) = statement.kind, case .call(let call) = expression.kind else { continue }
            let closures = call.trailingClosures.map(\.closure) + call.arguments.compactMap { argument -> Closure? in
                if case .closure(let closure) = argument.value.kind { return closure }
                return nil
            }
            for closure in closures {
                let report = analysis.analyze(closure)
                if !report.missing.isEmpty, report.exits.contains(where: { $0.maximumCount > 0 }) { return closure }
            }
        }
        return nil
    }
}

extension Finding.Message {
    fileprivate static func neverCompleted(owner: String, exit: PathExit.Kind) -> Self {
        let how = switch exit {
        case .return: "returns here"
        case .throw: "throws here"
        case .endOfBody: "ends here"
        }
        return "a path through \(owner) \(how) without calling setTaskCompleted(success:); a task not completed before its time runs out may get the app killed and its future launches throttled: call task.setTaskCompleted(success: false) on this path"
    }
}
