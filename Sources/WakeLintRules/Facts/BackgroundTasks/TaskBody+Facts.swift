import WakeLintCore
import WakeLintEngine
import WakeLintSwift

extension TaskBody {
    /// `task.expirationHandler = …`, whatever the receiver.
    static func assignsExpirationHandler(_ expression: Expression) -> Bool {
        guard case .sequence(let elements) = expression.kind, elements.count >= 3,
            case .member(_, "expirationHandler") = elements[0].kind, case .operator("=") = elements[1].kind
        else { return false }
        return true
    }

    /// `task as! BGAppRefreshTask` / `task as? BGProcessingTask` casts of the task, with where the cast is.
    var taskCasts: [(kind: TaskRequestKind, isForced: Bool, range: Range<Int>)] {
        var result: [(TaskRequestKind, Bool, Range<Int>)] = []
        SyntaxWalker.forEachExpression(in: statements) { expression, _ in
            guard case .sequence(let elements) = expression.kind, elements.count == 2,
                BackgroundTaskCode.isTask(elements[0], names: taskNames),
                case .cast(let operation, let type) = elements[1].kind, operation == "as!" || operation == "as?",
                let kind = TaskRequestKind.of(taskType: type.filter { $0 != " " })
            else { return }
            result.append((kind, operation == "as!", elements[1].range))
        }
        return result
    }
}

extension BackgroundTaskCode {
    /// Names of calls that only write text somewhere: handing the task to them hands nothing over.
    static let loggingCalls: Set<String> = [
        "print", "debugPrint", "dump", "NSLog", "os_log", "log", "debug", "info", "notice", "error", "fault", "warning",
        "trace",
    ]

    /// Names of calls that only describe or identify the task (`String(describing: task)`, `type(of: task)`,
    /// `ObjectIdentifier(task)`): handing the task to them hands nothing over.
    static let describingCalls: Set<String> = ["String", "type", "ObjectIdentifier"]
}
