import WakeLintCore
import WakeLintEngine
import WakeLintLogs

// What and why: rules/background-tasks/bg-task-expired.md
/// Log side, stateful: BGTaskScheduler logs `Running task: <BGAppRefreshTask: id>` when it starts a task
/// and `Marking task … complete with success: N` when the app calls `setTaskCompleted(success:)`. A task
/// still open when the system ends the app's background time (watchdog transgression, `0x8badf00d`,
/// `Forcing crash report`, assertions beyond permitted time) reached its expiration without being ended.
/// A task still open when the paste ends proves nothing (the paste may be cut) and is not reported.
/// Kills that say themselves that background work ran out of time are reported on their own: RunningBoard's
/// 0x2182bad3 (a background URL session) and 0x2182bad4 (a background fetch), and watchOS's background refresh
/// watchdog (0xc51bad02 wall time, 0xc51bad03 not enough runtime; CPU is `bg-cpu-limit`'s).
struct TaskExpiredRule: LogRule {
    static let id: RuleID = "bg-task-expired"
    static let started = "Running task: <"
    static let completed = "Marking task"
    static let timeUp = [
        "watchdog transgression", "8badf00d", "8BADF00D", "Forcing crash report",
        "has active assertions beyond permitted time",
    ]
    static let watchRefresh = "Background App Refresh watchdog transgression"
    static let killCodes: [TerminationCode] = [
        .urlSession, .backgroundFetch, .watchRefreshWallTime, .watchRefreshRuntime,
    ]
    static let requiredLiterals =
        [started, completed, watchRefresh, "CAROUSEL"] + timeUp + killCodes.flatMap(\.literals)

    /// At most this many open tasks are kept; an older one is dropped (and counted) when a newer one starts.
    static let openTaskLimit = 64
    /// How much of a completion line after `Marking task` may name the task.
    static let completionNameLimit = 512

    private struct RunningTask {
        var identifier: String
        var line: LogLine
        var location: SourceLocation
        /// The app's pid when the layout has one: another process's termination does not end this task.
        var pid: Int?
    }

    /// Tasks started and not yet completed, oldest first; at most `openTaskLimit`.
    private var running: [RunningTask] = []
    /// Open tasks dropped for newer ones, and the first one's line.
    private var dropped = (count: 0, firstLine: 0)
    /// The first line of each kill that names its cause, in order of appearance.
    private var kills: [(code: TerminationCode, line: LogLine, location: SourceLocation)] = []

    mutating func check(_ event: LogEvent, in context: inout RuleContext) {
        for (code, line) in TerminationCode.codes(in: event) where Self.killCodes.contains(code) {
            recordKill(code, line, in: context)
        }
        for line in event.lines where line.text.includes(Self.watchRefresh) {
            // Without its code, watchOS's refresh transgression is the wall-time one unless it names CPU time.
            let text = line.text
            if !text.includes("CPU"), !TerminationCode.codes(in: text).contains(.watchRefreshCPU) {
                recordKill(.watchRefreshWallTime, line, in: context)
            }
        }
        for line in event.lines {
            let text = line.text
            if let range = text.byteRange(of: Self.started) {
                // `<BGAppRefreshTask: com.example.refresh>` → the identifier after the class name.
                start(
                    RunningTask(
                        identifier: Self.taskName(text[range.upperBound...]), line: line,
                        location: context.location(of: line, at: "Running task:"), pid: event.pid))
            } else if let range = text.byteRange(of: Self.completed),
                text.includes("complete with success:")
            {
                complete(named: text[range.upperBound...].prefix(Self.completionNameLimit))
            } else if !running.isEmpty,
                Self.timeUp.contains(where: { text.includes($0) })
                    || !TerminationCode.codes(in: text).isEmpty
            {
                end(at: line, in: &context)
            }
        }
    }

    /// `BGAppRefreshTask: com.example.refresh>…` → `com.example.refresh`.
    private static func taskName(_ inside: Substring) -> String {
        if let name = asciiTaskName(inside) { return name }
        let name = inside.prefix { $0 != ">" }
        return name.byteRange(of: ": ").map { String(name[$0.upperBound...]) } ?? String(name)
    }

    /// `taskName` on bytes when the name and the byte after its `>` are ASCII (then each byte is a Character); nil
    /// otherwise.
    private static func asciiTaskName(_ inside: Substring) -> String? {
        let found = inside.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var end = 0
            while end < bytes.count, bytes[end] != UInt8(ascii: ">") {
                guard bytes[end] < 0x80, bytes[end] != 0x0D else { return nil }
                end += 1
            }
            if end + 1 < bytes.count, bytes[end + 1] >= 0x80 { return nil }
            var start = 0
            var index = 0
            while index + 1 < end {
                if bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == 0x20 {
                    start = index + 2
                    break
                }
                index += 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        return found ?? nil
    }

    private mutating func start(_ task: RunningTask) {
        if running.count == Self.openTaskLimit {
            if dropped.count == 0 { dropped.firstLine = running[0].line.number }
            dropped.count += 1
            running.removeFirst()
        }
        running.append(task)
    }

    /// The completion usually names no task (`Marking task (null) complete`): it ends the oldest one.
    private mutating func complete(named name: Substring) {
        if let named = running.firstIndex(where: { name.includes($0.identifier) }) {
            running.remove(at: named)
        } else if !running.isEmpty {
            running.removeFirst()
        }
    }

    /// A kill ends the open tasks of the processes its line names, or every open task without a pid.
    private mutating func end(at line: LogLine, in context: inout RuleContext) {
        let numbers = Self.wholeNumbers(in: line.text)
        var ended: [RunningTask] = []
        running.removeAll { task in
            guard task.pid.map(numbers.contains) ?? true else { return false }
            ended.append(task)
            return true
        }
        for task in ended {
            context.report(
                .expired(task.identifier, endLine: line.number), at: task.location, input: .log,
                evidence: [
                    EvidenceLine(line: task.line.number, text: task.line.text),
                    EvidenceLine(line: line.number, text: line.text),
                ])
        }
    }

    private mutating func recordKill(_ code: TerminationCode, _ line: LogLine, in context: RuleContext) {
        guard !kills.contains(where: { $0.code == code }) else { return }
        let anchor =
            line.text.includes(Self.watchRefresh)
            ? "Background App Refresh" : code.literals.first { line.text.includes($0) }.map { "0x" + $0 }
        kills.append((code, line, context.location(of: line, at: anchor)))
    }

    mutating func finish(in context: inout RuleContext) {
        if dropped.count > 0 {
            context.reportInputProblem(
                "\(dropped.count) background task\(dropped.count == 1 ? "" : "s") started from line \(dropped.firstLine) on with no completion were not followed: bg-task-expired follows the newest \(Self.openTaskLimit) open tasks"
            )
        }
        for kill in kills {
            context.report(
                .killed(kill.code, explanation: Self.explanation(kill.line.text)), at: kill.location, input: .log,
                evidence: [EvidenceLine(line: kill.line.number, text: kill.line.text)])
        }
    }

    /// A crash report's `Termination Reason:` value, or the line from watchOS's transgression on.
    static func explanation(_ text: String) -> String? {
        var value: Substring
        if let range = text.byteRange(of: "Termination Reason:") {
            value = text[range.upperBound...]
        } else if let range = text.byteRange(of: watchRefresh) {
            value = text[range.lowerBound...]
        } else {
            return nil
        }
        value = value.drop { $0 == " " }
        while let last = value.last, ". \"".contains(last) { value = value.dropLast() }
        return value.isEmpty ? nil : String(value)
    }

    private static let timestampBytes = Set("0123456789-:.+ T".utf8)

    /// The whole numbers `text` holds after its leading timestamp (`(812)`, `:812`, `[812]` each give 812); digit
    /// runs too long for an `Int` are skipped.
    static func wholeNumbers(in text: String) -> Set<Int> {
        var numbers: Set<Int> = []
        var value = 0
        var digits = 0
        let timestampLength = text.utf8.prefix(while: timestampBytes.contains).count
        for byte in text.utf8.dropFirst(timestampLength) {
            if byte >= 0x30 && byte <= 0x39 {
                digits += 1
                if digits <= 18 { value = value * 10 + Int(byte - 0x30) }
            } else {
                if digits > 0 && digits <= 18 { numbers.insert(value) }
                value = 0
                digits = 0
            }
        }
        if digits > 0 && digits <= 18 { numbers.insert(value) }
        return numbers
    }
}

extension Finding.Message {
    fileprivate static func killed(_ code: TerminationCode, explanation: String?) -> Self {
        let quoted = explanation.map { ": '\($0)'" } ?? ""
        switch code {
        case .urlSession:
            return
                "RunningBoard killed the app because a background URL session's events were not handled in time (0x2182bad3)\(quoted); keep the completion handler of application(_:handleEventsForBackgroundURLSession:completionHandler:) and call it once the session's delegate receives urlSessionDidFinishEvents(forBackgroundURLSession:)"
        case .backgroundFetch:
            return
                "RunningBoard killed the app because a background fetch did not complete in time (0x2182bad4)\(quoted); call the completion handler of application(_:performFetchWithCompletionHandler:) on every path, or move the work to a BGAppRefreshTask that calls setTaskCompleted(success:)"
        case .watchRefreshRuntime:
            return
                "watchOS ended a background refresh task that had not enough runtime left to complete (0xc51bad03)\(quoted); do less in each refresh and complete the task (setTaskCompletedWithSnapshot(_:), or return from the SwiftUI backgroundTask action)"
        default:
            return
                "watchOS's background refresh watchdog killed the app because a refresh task ran past its wall-time allowance\(quoted) (a watch app's refresh task, not an iOS 0x8badf00d); finish the refresh work within its allowance and complete the task (setTaskCompletedWithSnapshot(_:), or return from the SwiftUI backgroundTask action)"
        }
    }

    fileprivate static func expired(_ identifier: String, endLine: Int) -> Self {
        "background task '\(identifier)' was still running when the system ended its background time (line \(endLine)); set an expirationHandler that stops the work, and call setTaskCompleted(success:) on every path"
    }
}

extension TaskExpiredRule: MetricKitExitRule {
    static let backgroundExitCounters: [MetricKitCounter] = [
        .backgroundURLSessionCompletionTimeout, .backgroundFetchCompletionTimeout,
    ]
    static let metricKitTerminationCodes: [TerminationCode] = [.urlSession, .backgroundFetch]

    static func metricKitMessage(_ totals: MetricKitFleet.Summary) -> Finding.Message {
        "MetricKit: the system ended the app for not completing background URL session or background fetch work in time, \(totals.figures); call the completion handler of application(_:handleEventsForBackgroundURLSession:completionHandler:) or of the fetch as soon as the work is done"
    }
}
