/// Groups normalised lines into `LogEvent`s, tolerating several layouts in one input.
///
/// Feed lines in order; events are emitted in order of their first line once they can no longer grow
/// (the next event starts, a blank line, or `finish`). Buffering is bounded: an open event keeps at most
/// `maxEventLines` lines and `maxEventBytes` of text, a JSON object at most `maxJSONLines`/`maxJSONBytes`;
/// lines beyond are counted in `omittedLineCount`, never kept.
///
/// Continuation: a line with no recognised prefix joins the open event when it is indented, closes an
/// open bracket of the event's message, or fits the open block (exception stack, dasd policy lines,
/// Flutter frames, report field value, backtrace frames); otherwise it starts a message-only event.
///
/// Wrapped pastes: a line with no prefix that goes on with the sentence of the message line before it (that
/// line ends without `.`, `!` or `?`, and this one starts lower-case or mid-phrase — `<`, `(`, `=`, `,`, `;`, `"` —
/// or completes one of `knownPhrases`; after a closing bracket or quote only the latter) is joined to it into one
/// `LogLine` (see `LogLine.wrappedLines`), when its first word would not have fit on that line at a 30-column
/// wrap. Indented lines (a message's own continuation), frames, report fields, dasd scoring lines, JSON body
/// lines, `[label]` and `warning:` lines and typed prompts are never joined.
///
/// Interleaved dasd blocks: `log show` and `log stream` can print each line of a dasd block as its own entry,
/// with other processes' lines in between. A block that began with its header on a prefixed line and has only
/// prefixed lines waits, when another line comes, for the next scoring line of its process; the events other
/// lines complete meanwhile wait behind it, so events still come in order of first line. It waits at most
/// `maxInterleavedEvents` events and `maxInterleavedLines` lines, then is emitted as it is.
public struct LogEventAssembler {
    public var maxEventLines = 256
    public var maxEventBytes = 1 << 20
    /// A parsed JSON tree takes several times its text, so the text is capped well below the
    /// pipeline's 64 MB budget (real `.ips` bodies are tens to hundreds of KB).
    public var maxJSONLines = 20_000
    public var maxJSONBytes = 2 << 20
    /// Objects one line holds (`[{…},{…},…]` on one line) delivered one by one; the rest of the line is one record.
    public var maxJSONObjectsPerLine = 16
    /// Unbalanced-bracket continuation stops after this many lines (a stray `(` must not swallow a log).
    public var maxBracketContinuationLines = 64
    /// A joined line is made of at most this many wrapped lines.
    public var maxWrappedLines = 16
    /// Phrases a wrapped continuation that starts upper-case is joined for when the join completes one (the rules'
    /// literals); without them only lower-case and mid-phrase continuations are joined.
    public var knownPhrases: LiteralFragments?
    /// How long an interleaved dasd block waits for its next line: events completed meanwhile, lines fed.
    public var maxInterleavedEvents = 64
    public var maxInterleavedLines = 512

    private var open: OpenEvent?
    private var collector: JSONCollector?
    private var jsonArrayOpen = false
    private var report: ReportLines.Kind?
    private var pendingIPSHeader: (value: JSONValue, lines: [LogLine])?
    private var reportKindKnown = false
    private var heldReportEvents: [LogEvent] = []
    private var heldReportBytes = 0
    private let maxHeldReportEvents = 64
    private var interleaved: InterleavedDasdBlock?

    public init() {}

    /// True inside a top-level JSON array (`log show --style json`): the one piece of state that outlives
    /// event boundaries, so prefiltered reading assembles every line while it is set.
    var isInsideJSONArray: Bool { jsonArrayOpen }

    /// True while a dasd block whose lines carry their own prefixes waits, or may be left waiting, for its next line:
    /// state that outlives event boundaries, so prefiltered reading assembles every line while it is set.
    private(set) var holdsInterleavedDasdBlock = false

    /// An open dasd block that began with its header and has only prefixed lines: the next prefixed line of
    /// another kind leaves it waiting instead of closing it.
    private static func printsLineByLine(_ current: OpenEvent) -> Bool {
        current.mode == .dasd && current.onlyPrefixedLines && DasdDecision.header(current.messageLines[0]) != nil
    }

    /// Nothing is open, held or pending: the state of a fresh assembler, whatever came before.
    var isIdle: Bool {
        open == nil && collector == nil && !jsonArrayOpen && report == nil && pendingIPSHeader == nil
            && heldReportEvents.isEmpty && interleaved == nil
    }

    /// Lines currently held (open event, JSON object, `.ips` header, undecided report fields): what the
    /// memory bound is about. Never exceeds the limits above.
    public var bufferedLineCount: Int {
        (open?.event.lines.count ?? 0) + (collector?.lines.count ?? 0) + (pendingIPSHeader?.lines.count ?? 0)
            + heldReportEvents.reduce(0) { $0 + $1.lines.count } + (interleaved?.lineCount ?? 0)
    }

    fileprivate enum Mode {
        case message, exception, dasd, flutterException, reportField, backtrace, reportSection
    }

    fileprivate struct OpenEvent {
        var event: LogEvent
        var mode: Mode
        var messageLines: [String]
        var balance: Int
        var retainedBytes: Int
        var sawStack = false
        var frameCount = 0
        /// Every line so far carried its own prefix (a dasd block printed line by line).
        var onlyPrefixedLines = true
    }

    /// A dasd block printed line by line, waiting while other lines go by, with the events they completed.
    private struct InterleavedDasdBlock {
        var block: OpenEvent
        var process: String?
        var pid: Int?
        var heldEvents: [LogEvent] = []
        var heldBytes = 0
        var linesWaited = 0

        var lineCount: Int { block.event.lines.count + heldEvents.reduce(0) { $0 + $1.lines.count } }
    }

    /// Adds the next line; `emit` receives every event that this line completes.
    public mutating func feed(_ line: LogLine, _ emit: (LogEvent) -> Void) {
        feedLine(line, emit)
        // The open event is looked at in place, never copied.
        if interleaved != nil {
            holdsInterleavedDasdBlock = true
        } else if open?.mode == .dasd, open?.onlyPrefixedLines == true, let first = open?.messageLines.first {
            holdsInterleavedDasdBlock = DasdDecision.header(first) != nil
        } else {
            holdsInterleavedDasdBlock = false
        }
    }

    private mutating func feedLine(_ line: LogLine, _ emit: (LogEvent) -> Void) {
        if interleaved != nil {
            interleaved!.linesWaited += 1
            if interleaved!.linesWaited > maxInterleavedLines { releaseInterleaved(emit) }
        }
        let bytes = line.text.utf8Bytes
        if collector != nil {
            if startsFreshLogLine(line) {
                abandonJSON(emit)
            } else {
                continueJSON(line, bytes: bytes, from: 0, emit)
                return
            }
        }
        let trimmed = line.text.trimmingSpaces
        if trimmed.isEmpty {
            close(emit)
            return
        }
        if jsonArrayOpen, trimmed == "]" || trimmed == "," {
            if trimmed == "]" { jsonArrayOpen = false }
            return
        }
        if let start = JSONCollector.start(in: bytes) {
            close(emit)
            endReport(emit)
            if start.opensArray { jsonArrayOpen = true }
            if bytes[start.offset] == UInt8(ascii: "{") {
                beginJSON(line, bytes: bytes, at: start.offset, prefix: nil, emit)
            }
            return
        }
        flushIPSHeader(emit)
        let parsed = LineLayoutParser.parse(line.text)
        if parsed.isPrefixed {
            endReport(emit)
            feedPrefixed(line, parsed, bytes: bytes, emit)
        } else {
            feedUnprefixed(line, parsed, trimmed: trimmed, emit)
        }
    }

    /// Emits whatever is still open at the end of the input.
    public mutating func finish(_ emit: (LogEvent) -> Void) {
        if collector != nil { abandonJSON(emit) }
        flushIPSHeader(emit)
        close(emit)
        endReport(emit)
        releaseInterleaved(emit)
        jsonArrayOpen = false
        holdsInterleavedDasdBlock = false
    }

    private mutating func endReport(_ emit: (LogEvent) -> Void) {
        guard report != nil || !heldReportEvents.isEmpty else { return }
        close(emit)
        releaseHeldReportEvents(emit)
        report = nil
        reportKindKnown = false
    }

    // MARK: - Prefixed lines

    private mutating func feedPrefixed(
        _ line: LogLine, _ parsed: ParsedLine, bytes: [UInt8], _ emit: (LogEvent) -> Void
    ) {
        let message = parsed.message
        if var current = open {
            if current.mode == .exception, message.hasPrefix(EventClassifier.firstThrowCallStack) {
                current.sawStack = true
                open = current
                append(line, message: message)
                return
            }
            if current.mode == .dasd, DasdDecision.isScoringLine(message),
                DasdDecision.header(message.trimmingSpaces) == nil
            {
                append(line, message: message.trimmingSpaces)
                if message.includes("FinalDecision:") { close(emit) }
                return
            }
        }
        if let waiting = interleaved, parsed.process == waiting.process, parsed.pid == waiting.pid,
            DasdDecision.isScoringLine(message)
        {
            // The open event of another process waits behind the block; a new header ends the waiting block.
            close(emit)
            let scoring = message.trimmingSpaces
            if DasdDecision.header(scoring) != nil {
                releaseInterleaved(emit)
            } else {
                interleaved!.block.append(line, message: scoring, maxLines: maxEventLines, maxBytes: maxEventBytes)
                if scoring.includes("FinalDecision:") { releaseInterleaved(emit) }
                return
            }
        }
        if let current = open, Self.printsLineByLine(current),
            parsed.process != current.event.process || parsed.pid != current.event.pid
                || !DasdDecision.isScoringLine(message)
        {
            // A block printed line by line: other lines may come before its next one.
            releaseInterleaved(emit)
            open = nil
            interleaved = InterleavedDasdBlock(block: current, process: current.event.process, pid: current.event.pid)
        }
        close(emit)
        let messageStart = bytes.count - message.utf8.count
        if let start = JSONCollector.start(in: bytes, from: max(0, messageStart)),
            bytes[start.offset] == UInt8(ascii: "{")
        {
            beginJSON(line, bytes: bytes, at: start.offset, prefix: parsed, emit)
            return
        }
        begin(line, parsed, emit)
    }

    /// Emits the waiting dasd block as it is, then the events that waited behind it.
    private mutating func releaseInterleaved(_ emit: (LogEvent) -> Void) {
        guard let waiting = interleaved else { return }
        interleaved = nil
        emit(completed(waiting.block))
        for event in waiting.heldEvents { emit(event) }
    }

    // MARK: - Unprefixed lines

    private mutating func feedUnprefixed(
        _ line: LogLine, _ parsed: ParsedLine, trimmed: String, _ emit: (LogEvent) -> Void
    ) {
        if let current = open, let separator = wrapSeparator(joining: parsed, trimmed: trimmed, to: current) {
            joinWrapped(line, trimmed: trimmed, separator: separator)
            return
        }
        open?.onlyPrefixedLines = false
        if let current = open, continues(current, line: line, trimmed: trimmed) {
            switch current.mode {
            case .dasd:
                append(line, message: trimmed)
                if trimmed.includes("FinalDecision:") { close(emit) }
            case .exception:
                if trimmed.hasPrefix(EventClassifier.firstThrowCallStack) { open?.sawStack = true }
                append(line, message: line.text)
            case .backtrace:
                if ReportLines.isFrame(trimmed) { open?.frameCount += 1 }
                append(line, message: line.text)
            default:
                append(line, message: line.text)
            }
            return
        }
        close(emit)

        if let field = ReportLines.field(line.text) {
            if let kind = field.kind {
                report = kind
                reportKindKnown = true
                releaseHeldReportEvents(emit)
            } else if report == nil {
                report = .crash
            }
            var event = LogEvent(format: report!.format, kind: .reportField, lines: [line], message: field.value)
            event.key = field.key
            if field.key == "Process", let open = field.value.lastIndex(of: "["),
                let pid = Int(field.value[field.value.index(after: open)...].dropLast())
            {
                event.process = field.value[..<open].trimmingSpaces
                event.pid = pid
            }
            start(event, mode: .reportField, messageLine: field.value)
            return
        }
        let format = report?.format
        if ReportLines.isBacktraceHeader(trimmed) || (format != nil && ReportLines.isFrame(trimmed))
            || (format == nil && isBareFrame(trimmed))
        {
            var event = LogEvent(format: format ?? .messageOnly, kind: .backtrace, lines: [line], message: "")
            let isFrame = ReportLines.isFrame(trimmed)
            if !isFrame { event.key = trimmed.hasSuffix(":") ? String(trimmed.dropLast()) : trimmed }
            start(event, mode: .backtrace, messageLine: line.text)
            if isFrame { open?.frameCount = 1 }
            return
        }
        if let format, ReportLines.isSectionTitle(trimmed) {
            var event = LogEvent(format: format, kind: .reportSection, lines: [line], message: "")
            event.key = String(trimmed.dropLast())
            start(event, mode: .reportSection, messageLine: line.text)
            return
        }
        var parsed = parsed
        if let format { parsed.format = format }
        begin(line, parsed, emit)
    }

    /// Frames outside a report only count when they look like a numbered native frame with an address.
    private func isBareFrame(_ trimmed: String) -> Bool {
        ReportLines.isFrame(trimmed) && !trimmed.startsWithBytes("#")
    }

    private func continues(_ current: OpenEvent, line: LogLine, trimmed: String) -> Bool {
        // A debugger prompt is typed by a person, never printed by the event before it.
        if trimmed.startsWithBytes("(lldb)") { return false }
        let indented = line.text.isIndented
        switch current.mode {
        case .exception:
            return !current.sawStack || indented || ReportLines.isFrame(trimmed) || trimmed.startsWithBytes("(")
                || trimmed.startsWithBytes(")")
                || trimmed.startsWithBytes("***") || trimmed.startsWithBytes("libc++abi")
                || trimmed.startsWithBytes("terminating")
        case .dasd:
            return DasdDecision.header(trimmed) == nil && (DasdDecision.isScoringLine(trimmed) || indented)
        case .flutterException:
            return current.balance > 0 || indented || trimmed.startsWithBytes("#")
                || trimmed.startsWithBytes("<asynchronous")
        case .reportField:
            return ReportLines.field(line.text) == nil && !ReportLines.isBacktraceHeader(trimmed)
                && !ReportLines.isFrame(trimmed)
                && !ReportLines.isSectionTitle(trimmed)
        case .backtrace:
            if ReportLines.isBacktraceHeader(trimmed) { return current.frameCount == 0 }
            return ReportLines.isFrame(trimmed) || (indented && report != nil)
        case .reportSection:
            return ReportLines.field(line.text) == nil && !ReportLines.isBacktraceHeader(trimmed)
                && !ReportLines.isSectionTitle(trimmed)
        case .message:
            if indented { return true }
            if let first = trimmed.first, ")]}".contains(first) { return true }
            return current.balance > 0 && current.event.lines.count < maxBracketContinuationLines
        }
    }

    // MARK: - Events

    /// Starts an event from a parsed line, picking its kind from the message.
    private mutating func begin(_ line: LogLine, _ parsed: ParsedLine, _ emit: (LogEvent) -> Void) {
        let kind = EventClassifier.kind(ofFirstMessageLine: parsed.message, format: parsed.format)
        var event = LogEvent(format: parsed.format, kind: kind, lines: [line], message: "")
        event.adoptFields(of: parsed)
        let mode: Mode =
            switch kind {
            case .uncaughtException: .exception
            case .dasdScoring: .dasd
            case .flutterException: .flutterException
            default: .message
            }
        let message = kind == .dasdScoring ? parsed.message.trimmingSpaces : parsed.message
        start(event, mode: mode, messageLine: message)
        if kind == .dasdScoring, message.includes("FinalDecision:") { close(emit) }
    }

    private mutating func start(_ event: LogEvent, mode: Mode, messageLine: String) {
        open = OpenEvent(
            event: event, mode: mode, messageLines: [messageLine],
            balance: EventClassifier.bracketBalance(messageLine), retainedBytes: messageLine.utf8.count)
    }

    private mutating func append(_ line: LogLine, message: String) {
        open?.append(line, message: message, maxLines: maxEventLines, maxBytes: maxEventBytes)
    }

    private mutating func close(_ emit: (LogEvent) -> Void) {
        guard let current = open else { return }
        open = nil
        deliver(completed(current), emit)
    }

    /// The event an open event becomes once it can no longer grow.
    private func completed(_ current: OpenEvent) -> LogEvent {
        var event = current.event
        event.message = current.messageLines.joinedLines()
        switch current.mode {
        case .dasd:
            event.dasdDecision = DasdDecision.parse(lines: current.messageLines)
        case .reportField:
            // `Application Specific Information:` puts its value on the following lines.
            if current.messageLines.first?.isEmpty == true {
                event.message = current.messageLines.dropFirst().joined(separator: "\n")
            }
            if let key = event.key { event.fields[key] = event.message }
        default:
            break
        }
        return event
    }

    /// Emits an event, holding the fields of a report whose kind (crash or microstackshot) is not known
    /// yet: both start with shared keys such as `Date/Time`. Held events get their format once a key
    /// that only one kind has arrives, or `.crashReport` when the report ends first.
    private mutating func deliver(_ event: LogEvent, _ emit: (LogEvent) -> Void) {
        let isReportPart = [.reportField, .backtrace, .reportSection].contains(event.kind) && report != nil
        let eventBytes = event.lines.reduce(0) { $0 + $1.text.utf8.count }
        if isReportPart, !reportKindKnown, heldReportEvents.count < maxHeldReportEvents,
            heldReportBytes + eventBytes <= maxEventBytes
        {
            heldReportEvents.append(event)
            heldReportBytes += eventBytes
            return
        }
        releaseHeldReportEvents(emit)
        send(event, emit)
    }

    /// Emits an event, or holds it behind a waiting dasd block whose first line comes before it.
    private mutating func send(_ event: LogEvent, _ emit: (LogEvent) -> Void) {
        guard interleaved != nil else {
            emit(event)
            return
        }
        interleaved!.heldEvents.append(event)
        interleaved!.heldBytes += event.lines.reduce(0) { $0 + $1.text.utf8.count }
        if interleaved!.heldEvents.count > maxInterleavedEvents || interleaved!.heldBytes > maxEventBytes {
            releaseInterleaved(emit)
        }
    }

    private mutating func releaseHeldReportEvents(_ emit: (LogEvent) -> Void) {
        guard !heldReportEvents.isEmpty else { return }
        let format = (report ?? .crash).format
        let held = heldReportEvents
        heldReportEvents = []
        heldReportBytes = 0
        for var event in held {
            event.format = format
            send(event, emit)
        }
    }

    // MARK: - JSON

    private mutating func beginJSON(
        _ line: LogLine, bytes: [UInt8], at offset: Int, prefix: ParsedLine?, _ emit: (LogEvent) -> Void
    ) {
        collector = JSONCollector(
            maxBytes: maxJSONBytes, maxLines: maxJSONLines, prefix: prefix, inArray: jsonArrayOpen)
        continueJSON(line, bytes: bytes, from: offset, emit)
    }

    /// Scans the line from `start` for the open object's end, then for objects that follow it on the same line.
    private mutating func continueJSON(_ line: LogLine, bytes: [UInt8], from start: Int, _ emit: (LogEvent) -> Void) {
        var start = start
        var completed = 0
        var skipped = false
        while let end = collector?.add(line, bytes: bytes, from: start) {
            completed += 1
            if completed <= maxJSONObjectsPerLine {
                completeJSON(emit)
            } else {
                collector = nil
                skipped = true
            }
            // `},{` and `}]` in `log show --style json`: the next object or the array's end share the line.
            var index = end
            while index < bytes.count, [0x20, 0x09, UInt8(ascii: ",")].contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: "]") {
                jsonArrayOpen = false
                break
            }
            guard bytes[index] == UInt8(ascii: "{") else { break }
            collector = JSONCollector(
                maxBytes: maxJSONBytes, maxLines: maxJSONLines, prefix: nil, inArray: jsonArrayOpen)
            start = index
        }
        if skipped {
            // Each object delivered on its own carries the whole line: past the first few, the rest is one record.
            deliver(LogEvent(format: .json, kind: .jsonRecord, lines: [line], message: ""), emit)
        }
    }

    private mutating func completeJSON(_ emit: (LogEvent) -> Void) {
        guard let finished = collector else { return }
        collector = nil
        guard !finished.overflowed, let value = JSONValue.parse(String(decoding: finished.text, as: UTF8.self)),
            case .object = value
        else {
            flushIPSHeader(emit)
            deliver(unparsedJSON(finished), emit)
            return
        }
        if let header = pendingIPSHeader {
            pendingIPSHeader = nil
            deliver(
                JSONEventBuilder.ipsReport(
                    header: header.value, headerLines: header.lines, body: value, bodyLines: finished.lines), emit)
            return
        }
        if value["bug_type"] != nil, finished.lines.count == 1, !finished.inArray, finished.prefix == nil {
            pendingIPSHeader = (value, finished.lines)
            return
        }
        deliver(
            JSONEventBuilder.event(value, lines: finished.lines, prefix: finished.prefix, inArray: finished.inArray),
            emit)
    }

    /// A JSON object that never closed (a prefixed log line interrupted it) or could not be parsed.
    private mutating func abandonJSON(_ emit: (LogEvent) -> Void) {
        guard let unfinished = collector else { return }
        collector = nil
        jsonArrayOpen = false
        flushIPSHeader(emit)
        deliver(unparsedJSON(unfinished), emit)
    }

    private func unparsedJSON(_ collector: JSONCollector) -> LogEvent {
        var event = LogEvent(format: .json, kind: .jsonRecord, lines: collector.lines, message: "")
        event.omittedLineCount = collector.omittedLineCount
        return event
    }

    private mutating func flushIPSHeader(_ emit: (LogEvent) -> Void) {
        guard let header = pendingIPSHeader else { return }
        pendingIPSHeader = nil
        deliver(JSONEventBuilder.ipsHeaderOnly(header.value, lines: header.lines), emit)
    }

    /// Inside a JSON object, a line with a dated or otherwise known log prefix means the object was cut off.
    private func startsFreshLogLine(_ line: LogLine) -> Bool {
        guard let first = line.text.utf8.first, first != 0x20, first != 0x09, first != UInt8(ascii: "\""),
            first != UInt8(ascii: "{"), first != UInt8(ascii: "}"), first != UInt8(ascii: "["),
            first != UInt8(ascii: "]")
        else { return false }
        return LineLayoutParser.parse(line.text).isPrefixed
    }
}

extension LogEventAssembler.OpenEvent {
    /// Adds a line within the assembler's limits; lines beyond them are counted, never kept.
    fileprivate mutating func append(_ line: LogLine, message: String, maxLines: Int, maxBytes: Int) {
        if event.lines.count >= maxLines || retainedBytes + line.text.utf8.count > maxBytes {
            event.omittedLineCount += 1
        } else {
            event.lines.append(line)
            messageLines.append(message)
            retainedBytes += line.text.utf8.count
        }
        balance = max(0, balance + EventClassifier.bracketBalance(message))
    }
}

extension LogEventAssembler {
    /// The separator to join an unprefixed line to the open event's last line with, when it goes on with that
    /// line's sentence (see the type's comment); nil when it does not.
    fileprivate func wrapSeparator(joining parsed: ParsedLine, trimmed: String, to current: OpenEvent) -> String? {
        guard
            current.mode == .message || current.mode == .flutterException
                || (current.mode == .exception && !current.sawStack),
            current.event.omittedLineCount == 0, let previous = current.event.lines.last,
            previous.wrappedLines.count < maxWrappedLines,
            current.retainedBytes + trimmed.utf8.count <= maxEventBytes,
            !parsed.message.isIndented, parsed.subsystem == nil, parsed.category == nil, let first = trimmed.utf8.first,
            !"*#".utf8.contains(first), !Self.isJSONValueLine(trimmed), !Self.startsWithLevelWord(trimmed),
            !trimmed.startsWithBytes("(lldb)")
        else { return nil }
        let before = current.messageLines[current.messageLines.count - 1].trimmingTrailingSpaces
        let previousLine = previous.wrappedLines.last?.text ?? previous.text
        // A Flutter exception's line opens with its `[VERBOSE-2:…]` tag: its message, not the tag, tells a JSON line.
        let judged = current.mode == .flutterException ? before : previousLine
        guard let last = before.utf8.last, !".!?{}[]".utf8.contains(last),
            !Self.isJSONValueLine(judged.trimmingSpaces), ReportLines.field(trimmed) == nil,
            !ReportLines.isFrame(trimmed), !ReportLines.isBacktraceHeader(trimmed),
            !DasdDecision.isScoringLine(trimmed),
            Self.overflowsNarrowestWrap(previousLine, next: trimmed)
        else { return nil }
        let separator = LogLine.wrapSeparator(after: before)
        // After a closing bracket or quote the clause is complete: only a known phrase goes on across it.
        if !")]}>\"'".utf8.contains(last), (0x61...0x7A).contains(first) || "<(=,;\"".utf8.contains(first) {
            return separator
        }
        guard let knownPhrases else { return nil }
        let completes = before.utf8Bytes.withUnsafeBufferPointer { previousBytes in
            trimmed.utf8Bytes.withUnsafeBufferPointer { nextBytes in
                knownPhrases.completes(previous: previousBytes, next: nextBytes, spaced: !separator.isEmpty)
            }
        }
        return completes ? separator : nil
    }

    /// The narrowest width a paste is taken to be wrapped at: a chat window on a phone.
    static let narrowestWrapWidth = 30

    /// True when the next line's first word would not have fit on the previous line at the narrowest wrap width:
    /// only then can a wrap have put it on a line of its own (short lines in a list stay apart).
    private static func overflowsNarrowestWrap(_ previousLine: String, next trimmed: String) -> Bool {
        let firstWord = trimmed.utf8.prefix { $0 != 0x20 && $0 != 0x09 }.count
        return previousLine.trimmingTrailingSpaces.utf8.count + 1 + firstWord > narrowestWrapWidth
    }

    /// `warning: …`, `error: …`: a level word and a colon open a message of their own.
    private static func startsWithLevelWord(_ trimmed: String) -> Bool {
        guard let colon = trimmed.utf8.prefix(9).firstIndex(of: UInt8(ascii: ":")) else { return false }
        let word = trimmed[..<colon].lowercased()
        return LineLayoutParser.levelWords.contains(word) || word == "note" || word == "fatal" || word == "warn"
    }

    /// A line of a JSON body: it opens with a bracket, with a key (`"name" :`) or a whole string (`"…"`, `"…",`),
    /// or is a bare `true`, `false`, `null` or number.
    private static func isJSONValueLine(_ trimmed: String) -> Bool {
        guard let first = trimmed.utf8.first else { return false }
        if "{}[]".utf8.contains(first) { return true }
        if first == UInt8(ascii: "\"") {
            return trimmed.utf8.count > 1
                && (trimmed.hasSuffix("\"") || trimmed.hasSuffix("\",") || trimmed.includes("\":")
                    || trimmed.includes("\" :"))
        }
        var value = Substring(trimmed)
        if value.utf8.last == UInt8(ascii: ",") { value = value.dropLast() }
        return value == "true" || value == "false" || value == "null" || Double(value) != nil
    }

    /// Joins a wrapped continuation to the open event's last line (and message line).
    fileprivate mutating func joinWrapped(_ line: LogLine, trimmed: String, separator: String) {
        guard var current = open else { return }
        let last = current.event.lines.count - 1
        current.event.lines[last] = current.event.lines[last].joiningWrapped(line, separator: separator)
        let message = current.messageLines[last].trimmingTrailingSpaces + separator + trimmed
        current.messageLines[last] = message
        current.retainedBytes += trimmed.utf8.count + separator.utf8.count
        current.balance = max(0, current.balance + EventClassifier.bracketBalance(trimmed))
        // A kind the first message line decides may only show once that line is whole.
        if last == 0, current.event.kind == .message {
            switch EventClassifier.kind(ofFirstMessageLine: message, format: current.event.format) {
            case .uncaughtException:
                current.event.kind = .uncaughtException
                current.mode = .exception
            case .terminationContext:
                current.event.kind = .terminationContext
            default:
                break
            }
        }
        open = current
    }
}

extension LogEvent {
    /// Takes the prefix fields a line layout parsed (time, process, pid, thread, level, subsystem, …).
    mutating func adoptFields(of parsed: ParsedLine) {
        timestamp = parsed.timestamp
        process = parsed.process
        pid = parsed.pid
        thread = parsed.thread
        level = parsed.level
        subsystem = parsed.subsystem
        category = parsed.category
        sender = parsed.sender
    }
}
