import WakeLintCore
import WakeLintEngine
import WakeLintLogs
import WakeLintModel
import WakeLintSwift

/// Log side: UIKit's two warnings, and a kill whose evidence is UIKit's background-task assertion
/// (`Shared Background Assertion <N> for <bundle id>`, `reason: finishTask`) or RunningBoard's code 0x2182bad2.
extension AssertionLeakRule {
    struct Log: LogRule {
        static let id = AssertionLeakRule.id

        private var warnings = GroupedLogFindings()
        private var kill: BackgroundTaskKill?
        /// The method that began the task, when UIKit named an unnamed task after it: `Called by <process>, from <method>`.
        private var beganIn: String?

        static let createdOver = "created over 30 seconds ago"
        static let notEnded = "after expiration handlers were called"
        static let killTexts = ["has active assertions beyond permitted time", "Forcing crash report"]
        static let assertionName = "Shared Background Assertion"
        static let calledBy = "Called by "
        static let requiredLiterals =
            [createdOver, notEnded, assertionName, "finishTask", "FinishTask", calledBy, "RUNNINGBOARD"] + killTexts
            + TerminationCode.backgroundTask.literals

        mutating func check(_ event: LogEvent, in context: inout RuleContext) {
            let codes = TerminationCode.codes(in: event).filter { $0.code == .backgroundTask }
            let killEvent =
                !codes.isEmpty || event.lines.contains { line in Self.killTexts.contains { line.text.includes($0) } }
            for line in event.lines {
                let text = line.text
                if beganIn == nil, let method = Self.method(calledBy: text) { beganIn = method }
                if text.includes(Self.createdOver) || text.includes(Self.notEnded) { warn(line, in: context) }
                let isKill =
                    Self.killTexts.contains { text.includes($0) } || codes.contains { $0.line.number == line.number }
                if isKill, kill == nil {
                    let anchor =
                        Self.killTexts.first { text.includes($0) }
                        ?? TerminationCode.backgroundTask.literals.first { text.includes($0) }.map { literal in
                            text.includes("0x" + literal) ? "0x" + literal : literal
                        }
                    kill = BackgroundTaskKill(location: context.location(of: line, at: anchor))
                }
                guard kill != nil else { continue }
                if killEvent, kill!.assertion == nil, let name = Self.quotedAssertion(in: text) {
                    kill!.assertion = name
                }
                if text.includes("reason: finishTask") || text.includes("reason:FinishTask") { kill!.finishTask = true }
                if codes.contains(where: { $0.line.number == line.number }) { kill!.code = true }
                if isKill || text.includes(Self.assertionName) || text.includes("inishTask"),
                    kill!.evidence.count < 5, !kill!.evidence.contains(where: { $0.line == line.number })
                {
                    kill!.evidence.append(EvidenceLine(line: line.number, text: text))
                }
            }
        }

        mutating func finish(in context: inout RuleContext) {
            warnings.report(in: &context)
            guard let kill, kill.code || kill.assertion != nil || kill.finishTask else { return }
            context.report(
                .killedHoldingTask(kill.assertion, code: kill.code, beganIn: beganIn), at: kill.location, input: .log,
                evidence: kill.evidence, severity: .error)
        }

        /// UIKit's warnings, the first that matches a line: `Background Task <n> ("<name>"), was created over 30 seconds
        /// ago`, `Background task still not ended after expiration handlers were called: … taskID = <n>, taskName =
        /// <name>,`, or the latter without the task's fields.
        private mutating func warn(_ line: LogLine, in context: RuleContext) {
            let text = line.text
            let message: String
            let start: String.Index
            if let created = Self.createdWarning(in: text) {
                message =
                    "UIApplication background task \(created.task) ('\(created.name)') was still running 30 seconds after it began, which risks termination in the background; call endBackgroundTask(_:) when its work finishes and in its expiration handler"
                start = created.start
            } else if let (task, name, at) = Self.notEndedTask(in: text) {
                message =
                    "UIApplication background task \(task) ('\(name)') was not ended by its expiration handler and the app will likely be terminated; call endBackgroundTask(_:) inside the expiration handler"
                start = at
            } else if let range = text.byteRange(of: Self.notEndedWarning) {
                message =
                    "a UIApplication background task was not ended by its expiration handler and the app will likely be terminated; call endBackgroundTask(_:) inside the expiration handler"
                start = range.lowerBound
            } else {
                return
            }
            let column = text.utf8.distance(from: text.startIndex, to: start) + 1
            warnings.add(
                Finding.Message(message), at: SourceLocation(path: context.logPath, line: line.number, column: column),
                evidence: [EvidenceLine(line: line.number, text: text)], captures: [:])
        }

        static let notEndedWarning = "Background task still not ended after expiration handlers were called"

        /// The leftmost `Background Task <digits> (["]<name>["]),? was created over 30 seconds ago`, the name as short as
        /// it can be and its opening quote left out when the rest still matches.
        static func createdWarning(in text: String) -> (task: Substring, name: Substring, start: String.Index)? {
            let utf8 = text.utf8
            var search = utf8.startIndex
            while let range = text[search...].byteRange(of: "Background Task ") {
                search = utf8.index(after: range.lowerBound)
                var position = range.upperBound
                while position < utf8.endIndex, (0x30...0x39).contains(utf8[position]) {
                    position = utf8.index(after: position)
                }
                guard position > range.upperBound, text[position...].utf8.starts(with: " (".utf8) else { continue }
                let task = text[range.upperBound..<position]
                position = utf8.index(position, offsetBy: 2)
                var nameStarts = [position]
                if position < utf8.endIndex, utf8[position] == UInt8(ascii: "\"") {
                    nameStarts.insert(utf8.index(after: position), at: 0)
                }
                for nameStart in nameStarts {
                    var end = nameStart
                    while true {
                        if createdTail(in: text, at: end) { return (task, text[nameStart..<end], range.lowerBound) }
                        guard end < utf8.endIndex else { break }
                        end = utf8.index(after: end)
                    }
                }
            }
            return nil
        }

        /// `["]),? was created over 30 seconds ago` at `index`.
        private static func createdTail(in text: String, at index: String.Index) -> Bool {
            let rest = text[index...].utf8
            let afterQuote = rest.first == UInt8(ascii: "\"") ? [rest.dropFirst(), rest[...]] : [rest[...]]
            for candidate in afterQuote where candidate.first == UInt8(ascii: ")") {
                let tail = candidate.dropFirst()
                if tail.first == UInt8(ascii: ","), tail.dropFirst().starts(with: createdTailText.utf8) { return true }
                if tail.starts(with: createdTailText.utf8) { return true }
            }
            return false
        }

        private static let createdTailText = " was created over 30 seconds ago"

        /// The first `Background task still not ended after expiration handlers were called:` followed, anywhere after,
        /// by `taskID = <digits>, taskName = <name>` (the first such, the name running to the next comma, at least one
        /// character): the task and its name, and where the warning starts.
        static func notEndedTask(in text: String) -> (task: Substring, name: Substring, start: String.Index)? {
            let utf8 = text.utf8
            guard let header = text.byteRange(of: notEndedWarning + ":") else { return nil }
            var search = header.upperBound
            while let range = text[search...].byteRange(of: "taskID = ") {
                search = utf8.index(after: range.lowerBound)
                var position = range.upperBound
                while position < utf8.endIndex, (0x30...0x39).contains(utf8[position]) {
                    position = utf8.index(after: position)
                }
                guard position > range.upperBound, text[position...].utf8.starts(with: ", taskName = ".utf8) else {
                    continue
                }
                let nameStart = utf8.index(position, offsetBy: 13)
                var nameEnd = nameStart
                while nameEnd < utf8.endIndex, utf8[nameEnd] != UInt8(ascii: ",") {
                    nameEnd = utf8.index(after: nameEnd)
                }
                guard nameEnd > nameStart else { continue }
                return (text[range.upperBound..<position], text[nameStart..<nameEnd], header.lowerBound)
            }
            return nil
        }

        /// `"Shared Background Assertion 7 for com.example.stride"` wherever it is quoted.
        static func quotedAssertion(in text: String) -> String? {
            guard let range = text.byteRange(of: "\"" + assertionName) else { return nil }
            return String(text[text.index(after: range.lowerBound)...].prefix { $0 != "\"" })
        }

        /// `Called by Stride Coach, from -[Uploader start]` → `-[Uploader start]`.
        static func method(calledBy text: String) -> String? {
            guard let range = text.byteRange(of: calledBy),
                let from = text[range.upperBound...].firstRange(of: ", from ")
            else {
                return nil
            }
            var method = text[from.upperBound...]
            if let end = method.firstIndex(of: "\"") { method = method[..<end] }
            if let end = method.firstRange(of: ", creationTime") { method = method[..<end.lowerBound] }
            // `-[Uploader start] process: App[183] permittedBackgroundDuration: …`: an Objective-C name ends at its `]`,
            // any name before the assertion's next field.
            if method.hasPrefix("-[") || method.hasPrefix("+["), let close = method.firstIndex(of: "]") {
                method = method[...close]
            } else if let end = method.firstRange(of: " process:") {
                method = method[..<end.lowerBound]
            }
            while let last = method.last, ")., ".contains(last), !method.hasSuffix("()") { method = method.dropLast() }
            return method.isEmpty ? nil : String(method)
        }
    }
}

extension Finding.Message {
    fileprivate static func killedHoldingTask(_ assertion: String?, code: Bool, beganIn: String?) -> Self {
        let held =
            assertion.map { "'\($0)', UIKit's assertion for a beginBackgroundTask" }
            ?? "a beginBackgroundTask's assertion"
        let codeNote = code ? " (0x2182bad2: a background task did not complete in time)" : ""
        let began = beganIn.map { " begun in '\($0)'" } ?? ""
        return
            "the system killed the app while it still held \(held)\(began)\(codeNote): the task was never ended; call endBackgroundTask(_:) when its work finishes and in its expiration handler"
    }
}

/// What a log says about the kill of an app holding a background task's assertion.
private struct BackgroundTaskKill {
    var location: SourceLocation
    var evidence: [EvidenceLine] = []
    var assertion: String?
    var finishTask = false
    var code = false
}
