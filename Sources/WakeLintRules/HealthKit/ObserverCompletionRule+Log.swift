import WakeLintCore
import WakeLintEngine
import WakeLintLogs
import WakeLintModel
import WakeLintSwift

/// Log side, stateful: the app's own log line for an observer wake (the word "observer" and a HealthKit
/// type identifier) repeated verbatim — the same change delivered again — at least three times, each gap
/// at least 1.5 times the one before (HealthKit's back-off), with no acknowledgement logged in between
/// ("completion handler", `completionHandler`, "acknowledged"). Needs timestamps; app logs that say
/// nothing about their observers give nothing to find.
extension ObserverCompletionRule {
    struct Log: LogRule {
        static let id = ObserverCompletionRule.id
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

        /// At most this many distinct wake messages are followed; a new one replaces the oldest (an acknowledged one
        /// first).
        static let sequenceLimit = 256

        /// Wakes since the last acknowledgement, by their message (type identifier included).
        private var sequences: [String: [Wake]] = [:]
        /// The messages of `sequences`, oldest first.
        private var order: [String] = []
        private var typeOfSequence: [String: String] = [:]
        /// Unacknowledged sequences replaced by newer messages, and the first one's first line.
        private var dropped = (count: 0, firstLine: 0)
        /// How many of `sequences` are empty (acknowledged): without any, the oldest is dropped without a search.
        private var acknowledgedCount = 0

        mutating func check(_ event: LogEvent, in context: inout RuleContext) {
            let text = event.message
            let lowercased = text.lowercased()
            if Self.acknowledgements.contains(where: { lowercased.includes($0) }) {
                // An acknowledgement naming a type ends that type's sequences; one naming none ends all.
                let type = Self.typeIdentifier(in: text)
                for key in sequences.keys where type == nil || typeOfSequence[key] == type {
                    if sequences[key]?.isEmpty == false { acknowledgedCount += 1 }
                    sequences[key] = []
                }
                return
            }
            guard lowercased.includes("observer"), let type = Self.typeIdentifier(in: text),
                let time = event.timestamp.flatMap({ $0.secondsSinceEpoch ?? $0.secondsOfDay })
            else { return }
            let line = event.lines.first { $0.number == event.messageLine } ?? event.lines[0]
            if sequences[text] == nil {
                if order.count == Self.sequenceLimit { dropOldestSequence() }
                order.append(text)
            } else if sequences[text]?.isEmpty == true {
                acknowledgedCount -= 1
            }
            typeOfSequence[text] = type
            var wakes = sequences[text, default: []]
            wakes.append(Wake(line: line, time: time, location: context.location(of: line, at: type)))
            sequences[text] = Self.backOffTail(wakes)
        }

        /// Makes room for a new message: forgets the oldest acknowledged one, or else the oldest (counted).
        private mutating func dropOldestSequence() {
            let index = acknowledgedCount > 0 ? order.firstIndex { sequences[$0]?.isEmpty ?? true } ?? 0 : 0
            let key = order.remove(at: index)
            if sequences[key]?.isEmpty == true { acknowledgedCount -= 1 }
            if let first = sequences.removeValue(forKey: key)?.first {
                if dropped.count == 0 { dropped.firstLine = first.line.number }
                dropped.count += 1
            }
            typeOfSequence[key] = nil
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
            if dropped.count > 0 {
                context.reportInputProblem(
                    "\(dropped.count) HealthKit observer wake sequence\(dropped.count == 1 ? "" : "s") from line \(dropped.firstLine) on were not followed to the end: hk-observer-completion follows \(Self.sequenceLimit) distinct wake messages at a time"
                )
            }
            for key in order {
                guard let wakes = sequences[key], wakes.count >= Self.minimumWakes, let type = typeOfSequence[key]
                else {
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
            guard let range = text.byteRange(of: "TypeIdentifier") else { return nil }
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
}

extension Finding.Message {
    fileprivate static func unacknowledged(type: String, wakes: Int, gaps: [String]) -> Self {
        "HealthKit delivered the same '\(type)' change \(wakes) times with growing gaps (\(gaps.joined(separator: ", "))) and the log shows no acknowledgement: the observer query's completion handler is not called, and after three unanswered deliveries HealthKit stops background updates; call completionHandler() on every path of the update handler"
    }
}
