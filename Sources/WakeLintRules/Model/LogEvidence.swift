import WakeLintCore
import WakeLintLogs

/// The log lines that prove a one-literal log finding: how often the literal was seen, where first, and
/// the first few lines as evidence.
struct LogEvidence {
    static let maximumLines = 5
    private(set) var occurrences = 0
    private(set) var firstLocation: SourceLocation?
    private(set) var lines: [EvidenceLine] = []

    mutating func collect(_ event: LogEvent, literal: String, in context: RuleContext) {
        for line in event.lines where line.text.contains(literal) {
            occurrences += 1
            if firstLocation == nil { firstLocation = context.location(of: line, at: literal) }
            if lines.count < Self.maximumLines { lines.append(EvidenceLine(line: line.number, text: line.text)) }
        }
    }
}
