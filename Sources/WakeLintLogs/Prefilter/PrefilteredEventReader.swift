/// Event reading that skips, before building any String, the parts of a log no accepted event can come from.
///
/// Contract: every event the prefilter accepts (`LogEvent.matches`: a line or the decoded message holds a
/// literal) is delivered exactly as `LogReader.forEachEvent` without a prefilter delivers it, in the same
/// order; other events may be missing.
///
/// Why it holds: the log is cut into segments at lines that reset the assembler (`LineVerdict.startsSegment`:
/// they close every open event, JSON object and report, and the state after them depends on them alone).
/// No event spans a cut, so each event lies in one segment, and a segment is assembled or skipped whole. A
/// skipped segment has no line that `LineScreen` says matters, so none of its events can match, and since the
/// next assembled segment starts with a reset, what was open before the skip closes exactly as it would have.
/// The states a reset keeps, an open top-level JSON array and a dasd block printed line by line that waits for its
/// next line, are never skipped across: lines that may open an array matter, a held segment that ends in a dasd
/// header and prefixed lines of its block is assembled instead of dropped at the next resetting line, and while
/// either is open every segment is assembled. A literal that only a join of wrapped lines holds has a leading fragment at
/// the end of one of the lines, which then matters (`LiteralFragments`); joins never cross a resetting line. A segment also restarts where the assembler,
/// fed the same lines as on the full path, is idle (a dasd block closed by its final decision, a one-line
/// JSON record): from there both paths start from a fresh state, so the rest is held and judged alone.
struct PrefilteredEventReader {
    /// A segment longer than this is assembled from then on instead of held (memory stays bounded).
    static let maxHeldBytes = 1 << 20
    static let maxHeldLines = 8_192

    private let screen: LineScreen
    /// Copies of the current segment's lines while no line of it has mattered yet.
    private var held = HeldLines()
    /// The current segment is being assembled: its lines go to the assembler as they come.
    private var assemblingSegment = false
    private(set) var skippedLineCount = 0
    /// See `trackLineByLineDasdBlock`.
    private var heldLineByLineDasdBlock = false

    init(prefilter: LiteralPrefilter) {
        screen = LineScreen(literals: prefilter)
    }

    /// Feeds one raw line: lines of segments that matter reach `assembler` as normalised `LogLine`s.
    mutating func take(_ raw: RawLine, into assembler: inout LogEventAssembler, _ emit: (LogEvent) -> Void) {
        let verdict = screen.verdict(raw.bytes)
        if verdict.startsSegment {
            if heldLineByLineDasdBlock, !assemblingSegment {
                // The block may wait past this line in the assembler: it is assembled instead of dropped.
                assemblingSegment = true
                // swift-format-ignore: ReplaceForEachWithForLoop
                // HeldLines is not a Sequence: forEach is its own method.
                held.forEach { assembler.feed($0, emit) }
                held.removeAll()
            }
            dropHeldSegment()
            assemblingSegment = assembler.isInsideJSONArray || assembler.holdsInterleavedDasdBlock
        }
        trackLineByLineDasdBlock(verdict, raw.bytes)
        if !assemblingSegment {
            if !verdict.matters, held.byteCount + raw.bytes.count <= Self.maxHeldBytes,
                held.lineCount < Self.maxHeldLines
            {
                held.append(raw)
                return
            }
            assemblingSegment = true
            // swift-format-ignore: ReplaceForEachWithForLoop
            // HeldLines is not a Sequence: forEach is its own method.
            held.forEach { assembler.feed($0, emit) }
            held.removeAll()
        }
        assembler.feed(LogLine(raw), emit)
        // An idle assembler is in the same (fresh) state on the full path: the rest of the segment can be held again.
        if assembler.isIdle { assemblingSegment = false }
    }

    /// Whether the lines since the last prefixed dasd header are all prefixed lines of its block, with no final
    /// decision yet: such a block, held when the next resetting line comes, is printed line by line.
    private mutating func trackLineByLineDasdBlock(_ verdict: LineVerdict, _ bytes: UnsafeBufferPointer<UInt8>) {
        if verdict.isPrefixedDasdHeader {
            heldLineByLineDasdBlock = true
        } else if heldLineByLineDasdBlock {
            heldLineByLineDasdBlock =
                verdict.isPrefixed && !verdict.startsSegment
                && !Self.finalDecision.withUnsafeBufferPointer { ByteMatch.contains(bytes, $0) }
        }
    }

    private static let finalDecision: [UInt8] = Array("FinalDecision:".utf8)

    /// At the end of input a held segment never mattered: it is dropped.
    mutating func finish() {
        dropHeldSegment()
    }

    private mutating func dropHeldSegment() {
        guard held.lineCount > 0 else { return }
        skippedLineCount += held.lineCount
        held.removeAll()
    }
}

/// Raw lines copied into one buffer (the reader's line views are valid only during their callback). Storage is
/// reused from segment to segment: most segments are held and dropped, so emptying must cost nothing.
private struct HeldLines {
    struct Line {
        var number: Int
        var byteOffset: Int
        var start: Int
        var count: Int
        var isTruncated: Bool
    }

    private var storage: [UInt8] = []
    private var records: [Line] = []
    /// Bytes and lines in use; storage and records beyond them are left from earlier segments.
    private(set) var byteCount = 0
    private(set) var lineCount = 0

    mutating func append(_ raw: RawLine) {
        let line = Line(
            number: raw.number, byteOffset: raw.byteOffset, start: byteCount, count: raw.bytes.count,
            isTruncated: raw.isTruncated)
        if lineCount < records.count { records[lineCount] = line } else { records.append(line) }
        lineCount += 1
        let needed = byteCount + raw.bytes.count
        if needed > storage.count {
            storage.append(contentsOf: repeatElement(0, count: max(needed - storage.count, storage.count)))
        }
        if let source = raw.bytes.baseAddress, !raw.bytes.isEmpty {
            storage.withUnsafeMutableBufferPointer {
                $0.baseAddress!.advanced(by: byteCount).update(from: source, count: raw.bytes.count)
            }
        }
        byteCount = needed
    }

    func forEach(_ body: (LogLine) -> Void) {
        storage.withUnsafeBufferPointer { all in
            for line in records[0..<lineCount] {
                let slice = UnsafeBufferPointer(rebasing: all[line.start..<(line.start + line.count)])
                body(
                    LogLine(
                        RawLine(
                            number: line.number, byteOffset: line.byteOffset, bytes: slice,
                            isTruncated: line.isTruncated)))
            }
        }
    }

    mutating func removeAll() {
        byteCount = 0
        lineCount = 0
    }
}
