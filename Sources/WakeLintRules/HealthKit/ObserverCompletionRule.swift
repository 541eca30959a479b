import WakeLintCore
import WakeLintLogs

// What and why: rules/healthkit/hk-observer-completion.md
/// Log side, stateful: the app's own log line for an observer wake (the word "observer" and a HealthKit
/// type identifier) repeated verbatim — the same change delivered again — at least three times, each gap
/// at least 1.5 times the one before (HealthKit's back-off), with no acknowledgement logged in between
/// ("completion handler", `completionHandler`, "acknowledged"). Needs timestamps; app logs that say
/// nothing about their observers give nothing to find.
struct ObserverCompletionRule: LogRule {
    static let id: RuleID = "hk-observer-completion"
    /// Matched in lower case: `completionHandler()`, "Completion handler called", "acknowledged".
    static let acknowledgements = ["completionhandler", "completion handler", "acknowledg"]
    // Substrings of the above that start with byte pairs rare in logs (not "co", "om"): the prefilter stays fast.
    static let requiredLiterals = ["TypeIdentifier", "tionHandler", "tion handler", "cknowledg"]
    static let minimumWakes = 3
    static let minimumGrowth = 1.5

    private struct Wake {
        var line: LogLine
        var time: Double
        var location: SourceLocation
    }

    /// Wakes since the last acknowledgement, by their message (type identifier included).
    private var sequences: [String: [Wake]] = [:]
    private var order: [String] = []
    private var reported: Set<String> = []
    private var typeOfSequence: [String: String] = [:]

    mutating func check(_ event: LogEvent, in context: inout RuleContext) {
        let text = event.message
        let lowercased = text.lowercased()
        if Self.acknowledgements.contains(where: { lowercased.contains($0) }) {
            // An acknowledgement naming a type ends that type's sequences; one naming none ends all.
            let type = Self.typeIdentifier(in: text)
            for key in sequences.keys where type == nil || typeOfSequence[key] == type { sequences[key] = [] }
            return
        }
        guard lowercased.contains("observer"), let type = Self.typeIdentifier(in: text),
            let time = event.timestamp.flatMap({ $0.secondsSinceEpoch ?? $0.secondsOfDay })
        else { return }
        let line = event.lines.first { $0.number == event.messageLine } ?? event.lines[0]
        if sequences[text] == nil { order.append(text) }
        typeOfSequence[text] = type
        var wakes = sequences[text, default: []]
        wakes.append(Wake(line: line, time: time, location: context.location(of: line, at: type)))
        sequences[text] = Self.backOffTail(wakes)
    }

    /// The longest tail of wakes whose gaps keep growing by `minimumGrowth`.
    private static func backOffTail(_ wakes: [Wake]) -> [Wake] {
        var start = wakes.count - 1
        while start > 0 {
            let gap = wakes[start].time - wakes[start - 1].time
            guard gap > 0 else { break }
            if start + 1 < wakes.count {
                let next = wakes[start + 1].time - wakes[start].time
                guard next >= gap * minimumGrowth else { break }
            }
            start -= 1
        }
        return Array(wakes[start...])
    }

    mutating func finish(in context: inout RuleContext) {
        for key in order {
            guard let wakes = sequences[key], wakes.count >= Self.minimumWakes, let type = typeOfSequence[key] else {
                continue
            }
            let gaps = zip(wakes.dropFirst(), wakes).map { Self.duration($0.time - $1.time) }
            // Inferred from the app's own wording: a warning, below the source side's error.
            context.report(
                .unacknowledged(type: type, wakes: wakes.count, gaps: gaps), at: wakes[0].location, input: .log,
                evidence: wakes.prefix(5).map { EvidenceLine(line: $0.line.number, text: $0.line.text) },
                severity: .warning)
        }
    }

    /// `HKQuantityTypeIdentifierStepCount` and the like: the word around `TypeIdentifier`.
    static func typeIdentifier(in text: String) -> String? {
        guard let range = text.range(of: "TypeIdentifier") else { return nil }
        let isWord: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        let head = text[..<range.lowerBound].reversed().prefix(while: isWord)
        let tail = text[range.upperBound...].prefix(while: isWord)
        guard head.reversed().starts(with: "HK"), !tail.isEmpty else { return nil }
        return String(head.reversed()) + "TypeIdentifier" + tail
    }

    static func duration(_ seconds: Double) -> String {
        seconds < 120
            ? "\(Int(seconds.rounded())) s"
            : seconds < 7200 ? "\(Int((seconds / 60).rounded())) min" : "\(Int((seconds / 3600).rounded())) h"
    }
}

extension Finding.Message {
    fileprivate static func unacknowledged(type: String, wakes: Int, gaps: [String]) -> Self {
        "HealthKit delivered the same '\(type)' change \(wakes) times with growing gaps (\(gaps.joined(separator: ", "))) and the log shows no acknowledgement: the observer query's completion handler is not called, and after three unanswered deliveries HealthKit stops background updates; call completionHandler() on every path of the update handler"
    }
}
