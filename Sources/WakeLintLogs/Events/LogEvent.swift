/// One logical log event: a line with its continuation lines, or a multi-line block (an exception with
/// its stack, a dasd scoring block, a crash-report field or backtrace, a JSON record or report).
/// Fields a layout does not carry stay nil.
public struct LogEvent: Sendable, Hashable {
    public var format: LogFormat
    public var kind: LogEventKind
    /// Number of the event's first line.
    public var firstLine: Int
    /// The lines kept for this event (at most the assembler's limits; see `omittedLineCount`).
    public var lines: [LogLine]
    /// The line that holds the message (for pretty-printed JSON, the `"eventMessage"` line).
    public var messageLine: Int
    public var timestamp: LogTimestamp?
    public var process: String?
    public var pid: Int?
    public var thread: String?
    public var subsystem: String?
    public var category: String?
    /// The library or image that logged (`(DuetActivityScheduler)`, `senderImagePath`).
    public var sender: String?
    /// The level as written (`Default`, `Df`, `error`, `Notice`, `WARN`, `VERBOSE-2`).
    public var level: String?
    /// The text after the prefix, continuation lines joined with `\n`; for JSON records the
    /// `eventMessage`/`message` value; for report fields the value.
    public var message: String
    /// For report fields: the header key (`Exception Codes`); for backtraces: the thread header.
    public var key: String?
    /// Key/value data: a report field (`["Exception Codes": "0x...8badf00d"]`), or a JSON record's
    /// scalar leaves by dotted path (`termination.code`, `crashDiagnostics[0].diagnosticMetaData.signal`).
    public var fields: [String: String]
    public var json: JSONValue?
    public var dasdDecision: DasdDecision?
    /// Lines that belonged to the event but were not kept because it reached its size limit.
    public var omittedLineCount: Int

    public init(format: LogFormat, kind: LogEventKind = .message, lines: [LogLine], message: String) {
        self.format = format
        self.kind = kind
        self.firstLine = lines.first?.number ?? 0
        self.lines = lines
        self.messageLine = firstLine
        self.message = message
        self.fields = [:]
        self.omittedLineCount = 0
    }

    /// Number of the event's last line, counting omitted lines (they always follow the kept ones).
    public var lastLine: Int { (lines.last?.lastNumber ?? firstLine) + omittedLineCount }

    /// All kept lines joined with `\n`.
    public var text: String { lines.map(\.text).joined(separator: "\n") }

    /// True when a literal of `prefilter` occurs in one of the lines or in the message. The message
    /// matters for JSON records, whose lines hold the escaped text (`\"`, `\/`) and whose message holds
    /// it decoded. Literals are matched within one line or message line (a line joined from a wrapped paste is one
    /// line), never across a line break.
    public func matches(_ prefilter: LiteralPrefilter) -> Bool {
        lines.contains { prefilter.matches($0.text) } || (!message.isEmpty && prefilter.matches(message))
    }
}
