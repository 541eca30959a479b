import WakeLintCore
import WakeLintLogs

// What and why: rules/background-tasks/bg-task-expired.md
/// Log side, stateful: BGTaskScheduler logs `Running task: <BGAppRefreshTask: id>` when it starts a task
/// and `Marking task … complete with success: N` when the app calls `setTaskCompleted(success:)`. A task
/// still open when the system ends the app's background time (watchdog transgression, `0x8badf00d`,
/// `Forcing crash report`, assertions beyond permitted time) reached its expiration without being ended.
/// A task still open when the paste ends proves nothing (the paste may be cut) and is not reported.
struct TaskExpiredRule: LogRule {
    static let id: RuleID = "bg-task-expired"
    static let started = "Running task: <"
    static let completed = "Marking task"
    static let timeUp = [
        "watchdog transgression", "8badf00d", "8BADF00D", "Forcing crash report",
        "has active assertions beyond permitted time",
    ]
    static let requiredLiterals = [started, completed] + timeUp

    private struct RunningTask {
        var identifier: String
        var line: LogLine
        var location: SourceLocation
        /// The app's pid when the layout has one: another process's termination does not end this task.
        var pid: Int?
    }

    private var running: [RunningTask] = []

    mutating func check(_ event: LogEvent, in context: inout RuleContext) {
        for line in event.lines {
            let text = line.text
            if let range = text.range(of: Self.started) {
                // `<BGAppRefreshTask: com.example.refresh>` → the identifier after the class name.
                let inside = text[range.upperBound...].prefix { $0 != ">" }
                let identifier = inside.range(of: ": ").map { String(inside[$0.upperBound...]) } ?? String(inside)
                running.append(
                    RunningTask(
                        identifier: identifier, line: line, location: context.location(of: line, at: "Running task:"),
                        pid: event.pid))
            } else if text.contains(Self.completed), text.contains("complete with success:") {
                // The completion usually names no task (`Marking task (null) complete`): it ends the oldest one.
                if let named = running.firstIndex(where: { text.contains($0.identifier) }) {
                    running.remove(at: named)
                } else if !running.isEmpty {
                    running.removeFirst()
                }
            } else if Self.timeUp.contains(where: { text.contains($0) }), !running.isEmpty {
                let ended = running.filter { task in task.pid.map { Self.mentions(text, pid: $0) } ?? true }
                running.removeAll { task in ended.contains { $0.line.number == task.line.number } }
                for task in ended {
                    context.report(
                        .expired(task.identifier, endLine: line.number), at: task.location, input: .log,
                        evidence: [
                            EvidenceLine(line: task.line.number, text: task.line.text),
                            EvidenceLine(line: line.number, text: text),
                        ])
                }
            }
        }
    }

    /// True when `text` names the pid as a whole number (`(812)`, `:812`, `[812]`).
    static func mentions(_ text: String, pid: Int) -> Bool {
        let digits = String(pid)
        var rest = Substring(text)
        while let range = rest.range(of: digits) {
            let before = rest[..<range.lowerBound].last
            let after = rest[range.upperBound...].first
            if !(before?.isNumber ?? false), !(after?.isNumber ?? false) { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }
}

extension Finding.Message {
    fileprivate static func expired(_ identifier: String, endLine: Int) -> Self {
        "background task '\(identifier)' was still running when the system ended its background time (line \(endLine)); set an expirationHandler that stops the work, and call setTaskCompleted(success:) on every path"
    }
}
