import WakeLintCore
import WakeLintLogs

// What and why: rules/background-tasks/bg-watchdog-kill.md
/// Log side: the watchdog's termination (`0x8badf00d`, "watchdog transgression", RunningBoard's "active
/// assertions beyond permitted time") anywhere in one log — crash report, `.ips`, MetricKit or console —
/// reported once, with its explanation and whether the report was only SIMULATED.
struct WatchdogKillRule: LogRule {
    static let id: RuleID = "bg-watchdog-kill"
    static let triggers = ["8badf00d", "8BADF00D", "watchdog transgression", "has active assertions beyond permitted time"]
    static let simulatedNote = "SIMULATED"
    static let requiredLiterals = triggers + [simulatedNote]

    private var first: (location: SourceLocation, text: String)?
    private var evidence: [EvidenceLine] = []
    private var explanation: String?
    private var assertionName: String?
    /// `com.example.stride` from RunningBoard's `app<com.example.stride(812)>`: a console log holds every process.
    private var process: String?
    private var inBackground = false
    private var simulated = false

    mutating func check(_ event: LogEvent, in context: inout RuleContext) {
        for line in event.lines {
            let text = line.text
            let isSimulatedNote = text.contains("Exception Note") && text.contains(Self.simulatedNote)
            guard let trigger = Self.triggers.first(where: { text.contains($0) }) else {
                if isSimulatedNote { simulated = true; append(line) }
                continue
            }
            // Point at the whole code (`0x8BADF00D`), not at its digits.
            let anchor = text.contains("0x" + trigger) ? "0x" + trigger : trigger
            if first == nil { first = (context.location(of: line, at: anchor), text) }
            if isSimulatedNote { simulated = true }
            append(line)
            if explanation == nil, let range = text.range(of: "explanation:") {
                explanation = Self.clean(text[range.upperBound...])
            } else if explanation == nil, let range = text.range(of: "watchdog transgression") {
                // Without an `explanation:` key the sentence starts a little before the words.
                let start = text[..<range.lowerBound].lastIndex(where: { $0 == ":" || $0 == "\"" || $0 == "[" }).map { text.index(after: $0) } ?? text.startIndex
                explanation = Self.clean(text[start...])
            }
            if process == nil, let range = text.range(of: "app<") {
                let name = text[range.upperBound...].prefix { $0 != "(" && $0 != ">" }
                if !name.isEmpty { process = String(name) }
            }
            if assertionName == nil, text.contains("has active assertions"), let range = text.range(of: "name:\"") {
                assertionName = String(text[range.upperBound...].prefix { $0 != "\"" })
            }
        }
        if event.lines.contains(where: { $0.text.contains("ProcessVisibility: Background") || $0.text.contains("\"procRole\" : \"Background\"") }) {
            inBackground = true
        }
    }

    private mutating func append(_ line: LogLine) {
        guard evidence.count < 5, !evidence.contains(where: { $0.line == line.number }) else { return }
        evidence.append(EvidenceLine(line: line.number, text: line.text))
    }

    /// The explanation up to the end of its sentence list, without the context's closing `>` and quotes.
    private static func clean(_ text: Substring) -> String {
        var result = String(text.prefix { $0 != "\"" }).trimmingCharacters(in: " ")
        if let end = result.range(of: " ProcessVisibility:") { result = String(result[..<end.lowerBound]) }
        // `[app<com.example.stride(812)>:812] has active assertions …`: the process is known already.
        if result.hasPrefix("["), let close = result.range(of: "] ") { result = String(result[close.upperBound...]) }
        while let last = result.last, ">,.: ".contains(last) { result.removeLast() }
        return result
    }

    mutating func finish(in context: inout RuleContext) {
        guard let first else { return }
        context.report(.watchdogKill(process: process, explanation: explanation, assertion: assertionName, background: inBackground, simulated: simulated),
                       at: first.location, input: .log, evidence: evidence)
    }
}

private extension String {
    func trimmingCharacters(in set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}

extension Finding.Message {
    fileprivate static func watchdogKill(process: String?, explanation: String?, assertion: String?, background: Bool, simulated: Bool) -> Self {
        var text = "the watchdog terminated \(process.map { "'\($0)'" } ?? "the app") (0x8badf00d)\(background ? " while it ran in the background" : "")"
        if let explanation, !explanation.isEmpty { text += ": '\(explanation)'" }
        if let assertion {
            text += assertion.hasPrefix("UIKit-BackgroundTask")
                ? "; the held assertion '\(assertion)' is a beginBackgroundTask that was never ended"
                : "; held assertion '\(assertion)'"
        }
        if simulated { text += "; the report is SIMULATED (this is NOT a crash: a debugger-forced report), but the same work is killed on a device without a debugger" }
        return Self(text + "; finish background work within its time allowance, end every background task and call setTaskCompleted(success:)")
    }
}
