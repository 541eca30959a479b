import WakeLintCore
import WakeLintEngine
import WakeLintLogs

// What and why: rules/background-tasks/bg-watchdog-kill.md
/// Log side: the watchdog's termination (`0x8badf00d`, "watchdog transgression", RunningBoard's "active
/// assertions beyond permitted time") anywhere in one log — crash report, `.ips`, MetricKit or console —
/// reported once, with its explanation, the assertion that outlived its time, whether the report was only
/// SIMULATED. watchOS's background refresh watchdog and kills with another documented code belong to other rules.
struct WatchdogKillRule: LogRule {
    static let id: RuleID = "bg-watchdog-kill"
    static let codes = ["8badf00d", "8BADF00D"]
    static let triggers = codes + ["watchdog transgression", "has active assertions beyond permitted time"]
    static let simulatedNote = "SIMULATED"
    static let requiredLiterals = triggers + [simulatedNote]
    /// The assertion UIKit takes for `beginBackgroundTask`: `Shared Background Assertion <N> for <bundle id>`.
    static let backgroundTaskAssertion = "Shared Background Assertion"
    /// watchOS's refresh-task watchdog (`Termination Reason: CAROUSEL, Background App Refresh watchdog
    /// transgression. Exhausted wall time allowance of 15.00 seconds.`), not an iOS `0x8badf00d`.
    static let watchRefreshTransgression = "Background App Refresh watchdog transgression"

    private var first: (location: SourceLocation, text: String)?
    private var evidence: [EvidenceLine] = []
    private var explanation: String?
    private var assertionName: String?
    /// `com.example.stride` from RunningBoard's `app<com.example.stride(812)>`: a console log holds every process.
    private var process: String?
    private var inBackground = false
    private var simulated = false
    /// RunningBoard said the app held assertions beyond their permitted time.
    private var assertionsHeldTooLong = false
    /// Whether the log shows the code itself, not only a transgression or RunningBoard's assertion line.
    private var showsCode = false
    private var watchRefresh = false
    /// Whether the kill shows another documented termination code than 0x8badf00d.
    private var showsOtherCode = false

    mutating func check(_ event: LogEvent, in context: inout RuleContext) {
        for line in event.lines {
            let text = line.text
            let isSimulatedNote = text.includes("Exception Note") && text.includes(Self.simulatedNote)
            guard let trigger = Self.triggers.first(where: { text.includes($0) }) else {
                if isSimulatedNote {
                    simulated = true
                    append(line)
                }
                continue
            }
            // Point at the whole code (`0x8BADF00D`), not at its digits.
            let anchor = text.includes("0x" + trigger) ? "0x" + trigger : trigger
            if first == nil { first = (context.location(of: line, at: anchor), text) }
            if isSimulatedNote { simulated = true }
            if Self.codes.contains(where: { text.includes($0) }) { showsCode = true }
            if TerminationCode.codes(in: text).contains(where: { $0 != .watchdog }) { showsOtherCode = true }
            if text.includes(Self.watchRefreshTransgression) || text.includes("CAROUSEL") { watchRefresh = true }
            if text.includes("assertions beyond permitted time") { assertionsHeldTooLong = true }
            append(line)
            if explanation == nil, let range = text.byteRange(of: "explanation:") {
                explanation = Self.clean(text[range.upperBound...])
            } else if explanation == nil, let range = text.byteRange(of: "watchdog transgression") {
                // Without an `explanation:` key the sentence starts a little before the words.
                let start =
                    text[..<range.lowerBound].lastIndex(where: { $0 == ":" || $0 == "\"" || $0 == "[" }).map {
                        text.index(after: $0)
                    } ?? text.startIndex
                explanation = Self.clean(text[start...])
            }
            if process == nil, let range = text.byteRange(of: "app<") {
                let name = text[range.upperBound...].prefix { $0 != "(" && $0 != ">" }
                if !name.isEmpty { process = String(name) }
            }
        }
        // The assertion RunningBoard names may stand on a line of its own below `has active assertions …: {(`.
        if assertionName == nil, event.lines.contains(where: { $0.text.includes("has active assertions") }) {
            assertionName = Self.assertionName(in: event.lines.map(\.text))
        }
        if event.lines.contains(where: {
            $0.text.includes("ProcessVisibility: Background") || $0.text.includes("\"procRole\" : \"Background\"")
        }) {
            inBackground = true
        }
    }

    /// UIKit's `"Shared Background Assertion <N> for <bundle id>"` wherever it is quoted (`explanation:"…"`,
    /// `<RBSAssertionDescriptor| "…"`), else the first `name:"…"`.
    static func assertionName(in lines: [String]) -> String? {
        for text in lines {
            if let range = text.byteRange(of: "\"" + backgroundTaskAssertion) {
                return String(text[text.index(after: range.lowerBound)...].prefix { $0 != "\"" })
            }
        }
        for text in lines {
            if let range = text.byteRange(of: "name:\"") {
                return String(text[range.upperBound...].prefix { $0 != "\"" })
            }
        }
        return nil
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
        // A table cell's `|` or escaped `\|` (a report pasted as markdown) ends the explanation too.
        while let last = result.last, ">,.:|\\ ".contains(last) { result.removeLast() }
        return result
    }

    mutating func finish(in context: inout RuleContext) {
        // watchOS's refresh watchdog is `bg-task-expired`'s (or `bg-cpu-limit`'s); a kill with another documented code
        // (0x2182bad2, 0xdead10cc, …) is the rule of that code.
        guard let first, showsCode || (!watchRefresh && !showsOtherCode) else { return }
        let message: Finding.Message = .watchdogKill(
            process: process, code: showsCode, explanation: explanation, assertion: assertionName,
            assertionsHeldTooLong: assertionsHeldTooLong, background: inBackground, simulated: simulated)
        context.report(message, at: first.location, input: .log, evidence: evidence)
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}

extension Finding.Message {
    /// Apple: the process was not terminated, but the system may ask it to exit later (Examining the fields in a crash report).
    private static let simulatedNote =
        "; the report is SIMULATED (this is NOT a crash): the process was not killed, but the system may still ask it to exit, and the same cause can get it killed"

    fileprivate static func watchdogKill(
        process: String?, code: Bool, explanation: String?, assertion: String?, assertionsHeldTooLong: Bool,
        background: Bool, simulated: Bool
    ) -> Self {
        var text =
            "the watchdog terminated \(process.map { "'\($0)'" } ?? "the app")\(code ? " (0x8badf00d)" : "")\(background ? " while it ran in the background" : "")"
        if let explanation, !explanation.isEmpty { text += ": '\(explanation)'" }
        if let assertion {
            text +=
                assertion.hasPrefix(WatchdogKillRule.backgroundTaskAssertion)
                ? "; the held assertion '\(assertion)' is UIKit's for a beginBackgroundTask that was never ended"
                : "; held assertion '\(assertion)'"
        }
        if simulated { text += simulatedNote }
        // The remedy follows the evidence: a held assertion is a background task never ended; otherwise the main
        // thread did not answer in time.
        let heldTooLong =
            assertionsHeldTooLong || assertion?.hasPrefix(WatchdogKillRule.backgroundTaskAssertion) == true
        return Self(
            text
                + (heldTooLong
                    ? "; end each background task when its work finishes and in its expiration handler (endBackgroundTask(_:))"
                    : "; the main thread did not answer within the watchdog's allowance (launch, a scene change, the move to the background): move slow work such as file or network I/O and locks off the main thread")
        )
    }
}

extension WatchdogKillRule: MetricKitExitRule {
    static let backgroundExitCounters: [MetricKitCounter] = [.appWatchdog]
    static let metricKitTerminationCodes: [TerminationCode] = [.watchdog]

    static func metricKitMessage(_ totals: MetricKitFleet.Summary) -> Finding.Message {
        "MetricKit: the watchdog ended the app in the background, \(totals.figures); move slow work such as file or network I/O and locks off the main thread, and answer background launches and scene changes quickly"
    }
}
