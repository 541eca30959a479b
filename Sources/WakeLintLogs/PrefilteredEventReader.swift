/// Event reading that skips lines a `LiteralPrefilter` proves irrelevant without building Strings.
///
/// Contract: every event the prefilter accepts (`LogEvent.matches`: a line or the decoded message holds
/// a literal) is delivered exactly as `LogReader.forEachEvent` without a prefilter would deliver it;
/// other events may be missing. Only a line that is safe to drop is skipped: it starts with a dated prefix (Xcode console,
/// `log show`, `log stream`: so it opens a new event and closes the previous one), the next line is
/// dated too (so it is a one-line event),
/// and neither the rule literals nor the structural literals that let a dated line join an open block
/// (`***` exception stacks, dasd scoring lines) occur in it. Rules that reason about absence must put
/// the lines they need to see into their literals.
struct PrefilteredEventReader {
    /// Literals with which a dated line can join an open event instead of starting one (`***`, dasd
    /// scoring lines), or can carry JSON whose decoded message differs from the line text (`{"`).
    static let structuralLiterals = ["***", "FinalDecision", "{name:", ":[", "{\""]

    let prefilter: LiteralPrefilter
    /// A skippable line waiting for the next line to decide whether it really is a one-line event.
    private var pending: [UInt8] = []
    private var pendingLine: (number: Int, byteOffset: Int, isTruncated: Bool)?
    private(set) var skippedLineCount = 0

    init(prefilter: LiteralPrefilter) {
        self.prefilter = LiteralPrefilter(literals: prefilter.literals + Self.structuralLiterals,
                                          caseInsensitive: prefilter.isCaseInsensitive)
    }

    /// Feeds one raw line; lines that must be assembled reach `feed` as normalised `LogLine`s.
    mutating func take(_ raw: RawLine, _ feed: (LogLine) -> Void) {
        let dated = LineLayoutParser.startsWithDatedPrefix(raw.bytes) || LineLayoutParser.startsWithLogStreamPrefix(raw.bytes)
        if pendingLine != nil {
            if dated { skippedLineCount += 1 } else { feedPending(feed) }
            pendingLine = nil
        }
        if dated, !prefilter.mayMatch(raw.bytes) {
            pending.removeAll(keepingCapacity: true)
            pending.append(contentsOf: raw.bytes)
            pendingLine = (raw.number, raw.byteOffset, raw.isTruncated)
        } else {
            feed(LogLine(raw))
        }
    }

    /// At the end of input a pending line is a one-line event with no accepted line: it is dropped.
    mutating func finish() {
        if pendingLine != nil { skippedLineCount += 1 }
        pendingLine = nil
    }

    private mutating func feedPending(_ feed: (LogLine) -> Void) {
        guard let line = pendingLine else { return }
        pending.withUnsafeBufferPointer { bytes in
            feed(LogLine(RawLine(number: line.number, byteOffset: line.byteOffset, bytes: bytes, isTruncated: line.isTruncated)))
        }
    }
}
