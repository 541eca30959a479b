import WakeLintCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds MetricKit payloads in a stream of lines: one payload, an array of them, JSON Lines (one a line), pretty-printed
/// or not, and payloads held by wrapper objects or arrays (`{"payloads":[…]}`, `{"data":{…}}`) up to
/// `maxPayloadDepth` levels down; a payload uploaded as a JSON string inside a wrapper is read too.
///
/// Contract: one pass over the bytes, no tree built; memory is the open containers (at most `maxDepth`) and one payload
/// being read. A line that does not start inside JSON or with `{`/`[` is not looked at beyond its first byte. What
/// cannot be read — invalid or truncated JSON, nesting past `maxDepth`, a counter that is not a whole number, a value
/// that is not a payload among payloads — is a problem with its line, and reading goes on at the next line.
public struct MetricKitScanner {
    public static let maxDepth = 1024
    public static let maxPayloadDepth = 8
    /// Problems kept per input; the rest are counted.
    public static let maxProblems = 20
    static let maxCapturedString = 256

    /// Payloads read to their end.
    public private(set) var payloadCount = 0
    /// The problems, each `line N: …`, in order.
    public private(set) var problems: [String] = []
    private var droppedProblems = 0
    private var otherValues: [(line: Int, keys: [String])] = []
    /// Problems in values that held no MetricKit key: told only if the input turns out to hold payloads (a log's
    /// `{name: …}` and `[category]` lines are not JSON problems).
    private var pendingProblems: [String] = []
    private var droppedPendingProblems = 0
    /// The value being read has shown a key MetricKit writes.
    private var sawMetricKitKey = false
    private var otherValueCount = 0

    private var frames: [Frame] = []
    private var infos: [PayloadInfo] = Array(repeating: PayloadInfo(), count: MetricKitScanner.maxPayloadDepth + 1)
    private var expect = Expect.value
    private var line = 0
    private var valueStartLine = 0
    private var payloadsInValue = 0
    private var topKeys: [String] = []
    private var crash: MetricKitCrash?
    private var crashDepth = 0
    private var crashHasAttributedStack = false
    private var stack = StackBuilder()
    /// The counters whose first count above zero was quoted (`MetricKitCount.lineText`).
    private var quotedCounters: Set<QuotedCounter> = []
    /// The line being read, during `feed` only.
    private var lineBytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    static let maxEvidenceBytes = 160

    public init() {}

    /// Whether the line fed last is whole metric payloads and nothing else: it began and ended outside any JSON
    /// value, read without a problem, and every value on it gave metric payloads (diagnostics are not among them).
    /// No other reader of the log needs such a line.
    public private(set) var lastLineHeldOnlyMetricPayloads = false

    /// Reads one line; `emit` receives each payload as its object closes.
    public mutating func feed(_ raw: RawLine, _ emit: (MetricKitPayload) -> Void) {
        let startedOutside = frames.isEmpty
        let problemsBefore = problemTally
        let otherValuesBefore = otherValueCount
        var metricPayloads = 0
        var otherPayloads = 0
        feedLine(raw) { payload in
            if payload.kind == .metrics { metricPayloads += 1 } else { otherPayloads += 1 }
            emit(payload)
        }
        lastLineHeldOnlyMetricPayloads =
            startedOutside && frames.isEmpty && metricPayloads > 0 && otherPayloads == 0
            && problemTally == problemsBefore
            && otherValueCount == otherValuesBefore
    }

    /// Every problem recorded so far, told or pending, kept or dropped.
    private var problemTally: Int { problems.count + droppedProblems + pendingProblems.count + droppedPendingProblems }

    private mutating func feedLine(_ raw: RawLine, _ emit: (MetricKitPayload) -> Void) {
        let bytes = raw.bytes
        let count = bytes.count
        var index = 0
        line = raw.number
        lineBytes = bytes
        defer { lineBytes = UnsafeBufferPointer(start: nil, count: 0) }
        if frames.isEmpty {
            while index < count, Self.isSpace(bytes[index]) { index += 1 }
            guard index < count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") else { return }
        }
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0D, 0x0A:
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard open(isObject: byte == UInt8(ascii: "{"), column: index + 1) else { return }
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard close(isObject: byte == UInt8(ascii: "}"), column: index + 1, emit) else { return }
                index += 1
                if frames.isEmpty {
                    // After a top-level value: more values may follow on the line, anything else ends it.
                    while index < count, Self.isSpace(bytes[index]) || bytes[index] == UInt8(ascii: ",") { index += 1 }
                    guard index < count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") else {
                        return
                    }
                }
            case UInt8(ascii: ":"):
                guard expect == .colon else { return fail("unexpected ':'", column: index + 1) }
                expect = .value
                index += 1
            case UInt8(ascii: ","):
                guard expect == .commaOrClose else { return fail("unexpected ','", column: index + 1) }
                expect = frames[frames.count - 1].isObject ? .key : .value
                index += 1
            case UInt8(ascii: "\""):
                var end = index + 1
                var escaped = false
                while end < count {
                    let next = bytes[end]
                    if next == UInt8(ascii: "\"") { break }
                    if next == UInt8(ascii: "\\") {
                        escaped = true
                        end += 1
                    }
                    end += 1
                }
                guard end < count else { return fail("a string not closed on its line", column: index + 1) }
                let contents = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
                if expect == .key {
                    key(contents, escaped: escaped, column: index + 1)
                } else {
                    guard expect == .value else { return fail("a string where none belongs", column: index + 1) }
                    string(contents, escaped: escaped, column: index + 1, emit)
                }
                index = end + 1
            default:
                guard expect == .value else {
                    return fail("unexpected '\(Character(Unicode.Scalar(byte)))'", column: index + 1)
                }
                var end = index
                while end < count, !Self.endsScalar(bytes[end]) { end += 1 }
                guard scalar(UnsafeBufferPointer(rebasing: bytes[index..<end]), column: index + 1) else {
                    return fail(
                        "'\(String(decoding: bytes[index..<min(end, index + 20)], as: UTF8.self))' is not a JSON value",
                        column: index + 1)
                }
                index = end
            }
        }
        if raw.isTruncated, !frames.isEmpty {
            valueProblem(
                line: valueStartLine,
                "the JSON value that starts here runs past the longest line read (line \(raw.number) is cut): it is not counted"
            )
            reset()
        }
    }

    /// Ends the input: a value still open is a problem, and so are values among payloads that are not payloads.
    public mutating func finish() {
        if !frames.isEmpty {
            valueProblem(
                line: valueStartLine,
                "the JSON value that starts here is not closed at the end of the input (truncated?): it is not counted")
            reset()
        }
        if payloadCount > 0 {
            for message in pendingProblems { record(message) }
            droppedProblems += droppedPendingProblems
            for other in otherValues {
                let keys = other.keys.isEmpty ? "" : " (\(other.keys.joined(separator: ", ")))"
                problem(
                    line: other.line, "a JSON value that is not a MetricKit payload\(keys), among payloads: skipped")
            }
            if otherValueCount > otherValues.count {
                problem(
                    line: otherValues.last?.line ?? 0,
                    "and \(otherValueCount - otherValues.count) more values that are not payloads: skipped")
            }
        }
        if droppedProblems > 0 {
            problems.append("and \(droppedProblems) more problems of the same kinds")
            droppedProblems = 0
        }
    }

    // MARK: - Structure

    private mutating func open(isObject: Bool, column: Int) -> Bool {
        if frames.isEmpty {
            valueStartLine = line
            payloadsInValue = 0
            sawMetricKitKey = false
            topKeys.removeAll(keepingCapacity: true)
            expect = .value
        }
        guard expect == .value else {
            fail("unexpected '\(isObject ? "{" : "[")'", column: column)
            return false
        }
        guard frames.count < Self.maxDepth else {
            fail("nested deeper than \(Self.maxDepth) levels", column: column)
            return false
        }
        var frame = Frame(isObject: isObject, key: .none, startLine: line)
        if let parent = frames.last {
            frame.key = parent.isObject ? parent.memberKey : parent.key
            if !parent.isObject { frame.elementIndex = parent.count }
            if parent.isObject, parent.memberKey.isCounter, frames.count >= 1,
                parent.key == .backgroundExitData || parent.key == .foregroundExitData
            {
                problem(
                    line: line,
                    "\(parent.memberKey.name) is \(isObject ? "an object" : "an array"), not a whole number of exits: not counted"
                )
            }
            if isObject { chain(into: &frame, parentIndex: frames.count - 1) }
        }
        let depth = frames.count
        if isObject, depth <= Self.maxPayloadDepth { infos[depth] = PayloadInfo() }
        if isObject, frame.key == .crashDiagnostics, crash == nil, let parent = frames.last, !parent.isObject {
            crash = MetricKitCrash(line: line)
            crashDepth = depth
            crashHasAttributedStack = false
        }
        if isObject, frame.key == .callStacks, depth == crashDepth + 3, crash != nil {
            stack = StackBuilder(depth: depth)
        }
        frames.append(frame)
        expect = isObject ? .key : .value
        return true
    }

    /// Marks a stack frame object on the first chain (root frame, its first subframe, …) with its place in it.
    private func chain(into frame: inout Frame, parentIndex: Int) {
        guard stack.depth > 0, crash != nil else { return }
        let array = frames[parentIndex]
        guard !array.isObject, array.count == 0 else { return }
        if array.key == .callStackRootFrames, parentIndex == stack.depth + 1 {
            frame.chainDepth = 0
        } else if array.key == .subFrames, parentIndex > 0 {
            let owner = frames[parentIndex - 1].chainDepth
            if owner >= 0, owner + 1 < StackBuilder.keptFrames { frame.chainDepth = owner + 1 }
        }
    }

    private mutating func close(isObject: Bool, column: Int, _ emit: (MetricKitPayload) -> Void) -> Bool {
        guard let top = frames.last, top.isObject == isObject else {
            fail("unexpected '\(isObject ? "}" : "]")'", column: column)
            return false
        }
        guard expect == .commaOrClose || (top.count == 0 && (expect == .key || expect == .value)) else {
            fail("unexpected '\(isObject ? "}" : "]")'", column: column)
            return false
        }
        let depth = frames.count - 1
        frames.removeLast()
        if isObject {
            if stack.depth == depth, depth > 0, crash != nil {
                finishStack()
            }
            if depth == crashDepth, crash != nil {
                let finished = crash!
                crash = nil
                if depth >= 2, depth - 2 <= Self.maxPayloadDepth { infos[depth - 2].crashes.append(finished) }
            }
            if depth <= Self.maxPayloadDepth, infos[depth].isPayload {
                emit(infos[depth].payload(line: top.startLine))
                payloadCount += 1
                payloadsInValue += 1
            }
        }
        if frames.isEmpty {
            if payloadsInValue == 0 {
                otherValueCount += 1
                if otherValues.count < 3 { otherValues.append((valueStartLine, topKeys)) }
            }
            expect = .value
        } else {
            frames[frames.count - 1].count += 1
            expect = .commaOrClose
        }
        return true
    }

    private mutating func finishStack() {
        let frames = stack.frames
        if stack.attributed {
            if !crashHasAttributedStack { crash!.frames = frames }
            crashHasAttributedStack = true
        } else if crash!.frames.isEmpty, !crashHasAttributedStack {
            crash!.frames = frames
        }
        stack = StackBuilder()
    }

    // MARK: - Members and values

    private mutating func key(_ bytes: UnsafeBufferPointer<UInt8>, escaped: Bool, column: Int) {
        let key = escaped ? Key.none : Key.recognise(bytes)
        if key != .none { sawMetricKitKey = true }
        frames[frames.count - 1].memberKey = key
        frames[frames.count - 1].memberColumn = column
        expect = .colon
        let depth = frames.count - 1
        if depth == 0, topKeys.count < 4 { topKeys.append(Self.text(bytes, escaped: escaped)) }
        guard depth <= Self.maxPayloadDepth else { return }
        switch key {
        case .applicationExitMetrics: infos[depth].isPayload = true
        case .timeStampBegin, .timeStampEnd:
            // Both timestamps make a payload (a metric payload may hold no exit metrics).
            if infos[depth].sawTimeStamp { infos[depth].isPayload = true }
            infos[depth].sawTimeStamp = true
        case .crashDiagnostics, .hangDiagnostics, .cpuExceptionDiagnostics, .diskWriteExceptionDiagnostics,
            .appLaunchDiagnostics:
            infos[depth].isPayload = true
            infos[depth].kind = .diagnostics
        default: break
        }
    }

    private mutating func string(
        _ bytes: UnsafeBufferPointer<UInt8>, escaped: Bool, column: Int, _ emit: (MetricKitPayload) -> Void
    ) {
        defer { valueDone() }
        let depth = frames.count - 1
        let top = frames[depth]
        guard top.isObject else { return }
        let member = top.memberKey
        if member.isCounter, top.key == .backgroundExitData || top.key == .foregroundExitData {
            problem(
                line: line,
                "\(member.name) is a string (\"\(Self.text(bytes, escaped: escaped).prefix(40))\"), not a whole number of exits: not counted"
            )
            return
        }
        if top.key == .diagnosticMetaData, depth == crashDepth + 1, crash != nil {
            let value = Self.text(bytes, escaped: escaped)
            switch member {
            case .terminationReason: self.crash!.terminationReason = value
            case .appVersion: self.crash!.appVersion = value
            case .osVersion: self.crash!.osVersion = value
            case .exceptionType: self.crash!.exceptionType = value
            case .signal: self.crash!.signal = value
            default: break
            }
            return
        }
        if top.chainDepth >= 0, member == .binaryName {
            stack.names[Int(top.chainDepth)] = Self.text(bytes, escaped: escaped)
            return
        }
        if depth <= Self.maxPayloadDepth {
            switch member {
            case .timeStampBegin: infos[depth].timeStampBegin = Self.text(bytes, escaped: escaped)
            case .timeStampEnd: infos[depth].timeStampEnd = Self.text(bytes, escaped: escaped)
            case .appVersion: infos[depth].appVersion = Self.text(bytes, escaped: escaped)
            case .none where bytes.count > 2 && bytes[0] == UInt8(ascii: "{") && crash == nil:
                nestedPayload(bytes, escaped: escaped, column: column, emit)
            default: break
            }
        }
        if top.key == .metaData, depth >= 1, depth - 1 <= Self.maxPayloadDepth {
            switch member {
            case .appBuildVersion: infos[depth - 1].appBuildVersion = Self.text(bytes, escaped: escaped)
            case .osVersion: infos[depth - 1].osVersion = Self.text(bytes, escaped: escaped)
            case .deviceType: infos[depth - 1].deviceType = Self.text(bytes, escaped: escaped)
            case .appVersion: infos[depth - 1].appVersion = Self.text(bytes, escaped: escaped)
            default: break
            }
        }
    }

    /// A payload uploaded as a JSON string (`{"payload":"{\"applicationExitMetrics\":…}"}`): read with a scanner of its
    /// own; its payloads count as this line's, its problems are this line's.
    private mutating func nestedPayload(
        _ bytes: UnsafeBufferPointer<UInt8>, escaped: Bool, column: Int, _ emit: (MetricKitPayload) -> Void
    ) {
        let text = escaped ? Self.unescaped(bytes) : Array(bytes)
        let anchors = ["\"applicationExitMetrics\"", "Diagnostics\""].map { Array($0.utf8) }
        let found = text.withUnsafeBufferPointer { all in
            anchors.contains { ByteSearch.firstIndex(of: $0, in: all) != nil }
        }
        guard found else { return }
        var inner = MetricKitScanner()
        let here = line
        let evidence = evidenceText(around: column)
        text.withUnsafeBufferPointer { all in
            inner.feed(RawLine(number: here, byteOffset: 0, bytes: all, isTruncated: false)) { payload in
                // Positions inside the string are not the line's: the counters point at the string.
                var payload = payload
                payload.line = here
                for index in payload.backgroundExits.indices {
                    payload.backgroundExits[index].column = column
                    payload.backgroundExits[index].lineText = payload.backgroundExits[index].count > 0 ? evidence : ""
                }
                emit(payload)
            }
        }
        inner.finish()
        payloadCount += inner.payloadCount
        payloadsInValue += inner.payloadCount
        for message in inner.problems { record(message) }
    }

    /// A number, `true`, `false` or `null`; false when the token is none of them.
    private mutating func scalar(_ bytes: UnsafeBufferPointer<UInt8>, column: Int) -> Bool {
        defer { valueDone() }
        let first = bytes[0]
        let isNumber = first == UInt8(ascii: "-") || (first >= 0x30 && first <= 0x39)
        if !isNumber {
            let word = String(decoding: bytes, as: UTF8.self)
            guard word == "true" || word == "false" || word == "null" else { return false }
        }
        let depth = frames.count - 1
        let top = frames[depth]
        guard top.isObject else { return true }
        let member = top.memberKey
        if member.isCounter, top.key == .backgroundExitData || top.key == .foregroundExitData {
            guard isNumber, let count = Self.wholeNumber(bytes) else {
                problem(
                    line: line,
                    "\(member.name) is \(String(decoding: bytes.prefix(40), as: UTF8.self)), not a whole number of exits: not counted"
                )
                return true
            }
            guard depth >= 2, depth - 2 <= Self.maxPayloadDepth, frames[depth - 1].key == .applicationExitMetrics
            else { return true }
            let counter = member.counter!
            let background = top.key == .backgroundExitData
            // Only a counter's first count in the input is where a finding can point: later ones quote nothing.
            let quoted = count > 0 && !quotedCounters.contains(QuotedCounter(counter: counter, background: background))
            if quoted { quotedCounters.insert(QuotedCounter(counter: counter, background: background)) }
            let entry = MetricKitCount(
                counter: counter, count: count, line: line, column: top.memberColumn,
                lineText: quoted ? evidenceText(around: top.memberColumn) : "")
            if background {
                infos[depth - 2].backgroundExits.append(entry)
            } else {
                infos[depth - 2].foregroundExits.append(entry)
            }
            return true
        }
        if top.key == .diagnosticMetaData, depth == crashDepth + 1, crash != nil {
            let text = String(decoding: bytes, as: UTF8.self)
            switch member {
            case .exceptionType: self.crash!.exceptionType = text
            case .signal: self.crash!.signal = text
            default: break
            }
            return true
        }
        if top.chainDepth >= 0, member == .offsetIntoBinaryTextSegment, isNumber {
            stack.offsets[Int(top.chainDepth)] = String(decoding: bytes, as: UTF8.self)
        } else if stack.depth == depth, member == .threadAttributed, first == UInt8(ascii: "t") {
            stack.attributed = true
        }
        return true
    }

    /// The line, or a window of it from `column` when it is long (a payload on one line).
    private func evidenceText(around column: Int) -> String {
        if lineBytes.count <= Self.maxEvidenceBytes { return String(decoding: lineBytes, as: UTF8.self) }
        let start = max(0, min(column - 1, lineBytes.count))
        let end = min(lineBytes.count, start + Self.maxEvidenceBytes)
        return String(decoding: lineBytes[start..<end], as: UTF8.self)
    }

    private mutating func valueDone() {
        expect = .commaOrClose
        if !frames.isEmpty { frames[frames.count - 1].count += 1 }
    }

    // MARK: - Problems

    private mutating func fail(_ reason: String, column: Int) {
        valueProblem(
            line: line,
            "column \(column): not JSON (\(reason)); the value that starts at line \(valueStartLine) is not counted")
        reset()
    }

    private mutating func reset() {
        frames.removeAll(keepingCapacity: true)
        crash = nil
        stack = StackBuilder()
        expect = .value
    }

    /// A problem with the value being read: told now when it showed a MetricKit key, else when the input holds payloads.
    private mutating func valueProblem(line: Int, _ message: String) {
        if sawMetricKitKey {
            problem(line: line, message)
        } else if pendingProblems.count < Self.maxProblems {
            pendingProblems.append("line \(line): \(message)")
        } else {
            droppedPendingProblems += 1
        }
    }

    private mutating func problem(line: Int, _ message: String) {
        record("line \(line): \(message)")
    }

    private mutating func record(_ message: String) {
        if problems.count < Self.maxProblems { problems.append(message) } else { droppedProblems += 1 }
    }

    // MARK: - Bytes

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || isSpace(byte)
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "\"")
    }

    /// A non-negative JSON integer (`12`, also `12.0` and `1.2e1`), or nil.
    static func wholeNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var value = 0
        var digitsOnly = true
        for byte in bytes {
            guard byte >= 0x30, byte <= 0x39 else {
                digitsOnly = false
                break
            }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(byte - 0x30))
            guard !overflow1, !overflow2 else { return nil }
            value = sum
        }
        if digitsOnly { return value }
        guard let double = Double(String(decoding: bytes, as: UTF8.self)), double >= 0, double < 9e15,
            double.rounded() == double
        else { return nil }
        return Int(double)
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, escaped: Bool) -> String {
        let kept = UnsafeBufferPointer(rebasing: bytes.prefix(maxCapturedString))
        return escaped ? String(decoding: unescaped(kept), as: UTF8.self) : String(decoding: kept, as: UTF8.self)
    }

    /// The bytes of a JSON string's contents with its escapes resolved (`\uXXXX` as UTF-8).
    static func unescaped(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "\\"), index < bytes.count else {
                out.append(byte)
                continue
            }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                if index + 4 <= bytes.count,
                    let code = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
                {
                    out += Array(String(Unicode.Scalar(code) ?? "\u{FFFD}").utf8)
                    index += 4
                }
            default: out.append(escape)
            }
        }
        return out
    }
}

extension MetricKitScanner {
    struct QuotedCounter: Hashable {
        var counter: MetricKitCounter
        var background: Bool
    }

    enum Expect {
        case value, key, colon, commaOrClose
    }

    struct Frame {
        var isObject: Bool
        /// The member key this container is the value of; for an element of an array, the array's key.
        var key: Key
        var startLine: Int
        /// The key of the member being read (objects).
        var memberKey = Key.none
        /// Where the key of the member being read starts.
        var memberColumn = 0
        /// Members or elements read so far.
        var count = 0
        /// For an array element, its index.
        var elementIndex = 0
        /// For a stack frame object on the first chain of a crash's stack, its place in the chain; else -1.
        var chainDepth: Int8 = -1
    }

    /// What an object read so far holds that makes it a payload, and its payload fields.
    struct PayloadInfo {
        var isPayload = false
        var sawTimeStamp = false
        var kind = MetricKitPayload.Kind.metrics
        var timeStampBegin: String?
        var timeStampEnd: String?
        var appVersion: String?
        var appBuildVersion: String?
        var osVersion: String?
        var deviceType: String?
        var backgroundExits: [MetricKitCount] = []
        var foregroundExits: [MetricKitCount] = []
        var crashes: [MetricKitCrash] = []

        func payload(line: Int) -> MetricKitPayload {
            MetricKitPayload(
                kind: kind, line: line, timeStampBegin: timeStampBegin, timeStampEnd: timeStampEnd,
                appVersion: appVersion ?? crashes.first?.appVersion, appBuildVersion: appBuildVersion,
                osVersion: osVersion ?? crashes.first?.osVersion, deviceType: deviceType,
                backgroundExits: backgroundExits, foregroundExits: foregroundExits, crashes: crashes)
        }
    }

    /// The first frames of one call stack being read.
    struct StackBuilder {
        static let keptFrames: Int8 = 3
        /// Depth of the stack's object; 0 when no stack is being read.
        var depth = 0
        var attributed = false
        var names: [String?] = [nil, nil, nil]
        var offsets: [String?] = [nil, nil, nil]

        init(depth: Int = 0) { self.depth = depth }

        var frames: [String] {
            zip(names, offsets).compactMap { name, offset in
                guard name != nil || offset != nil else { return nil }
                return (name ?? "?") + (offset.map { " +" + $0 } ?? "")
            }
        }
    }

    /// The keys the scanner reads; others are `.none`.
    struct Key: Equatable {
        var code: UInt8

        static let none = Key(code: 0)
        static let applicationExitMetrics = Key(code: 1)
        static let backgroundExitData = Key(code: 2)
        static let foregroundExitData = Key(code: 3)
        static let metaData = Key(code: 4)
        static let diagnosticMetaData = Key(code: 5)
        static let appVersion = Key(code: 6)
        static let appBuildVersion = Key(code: 7)
        static let osVersion = Key(code: 8)
        static let deviceType = Key(code: 9)
        static let timeStampBegin = Key(code: 10)
        static let timeStampEnd = Key(code: 11)
        static let crashDiagnostics = Key(code: 12)
        static let hangDiagnostics = Key(code: 13)
        static let cpuExceptionDiagnostics = Key(code: 14)
        static let diskWriteExceptionDiagnostics = Key(code: 15)
        static let appLaunchDiagnostics = Key(code: 16)
        static let terminationReason = Key(code: 17)
        static let exceptionType = Key(code: 18)
        static let signal = Key(code: 19)
        static let callStackTree = Key(code: 20)
        static let callStacks = Key(code: 21)
        static let callStackRootFrames = Key(code: 22)
        static let subFrames = Key(code: 23)
        static let binaryName = Key(code: 24)
        static let offsetIntoBinaryTextSegment = Key(code: 25)
        static let threadAttributed = Key(code: 26)
        static let counterBase: UInt8 = 100

        static let named: [(String, Key)] =
            [
                ("applicationExitMetrics", .applicationExitMetrics), ("backgroundExitData", .backgroundExitData),
                ("foregroundExitData", .foregroundExitData), ("metaData", .metaData),
                ("diagnosticMetaData", .diagnosticMetaData), ("appVersion", .appVersion),
                ("appBuildVersion", .appBuildVersion), ("osVersion", .osVersion), ("deviceType", .deviceType),
                ("timeStampBegin", .timeStampBegin), ("timeStampEnd", .timeStampEnd),
                ("crashDiagnostics", .crashDiagnostics), ("hangDiagnostics", .hangDiagnostics),
                ("cpuExceptionDiagnostics", .cpuExceptionDiagnostics),
                ("diskWriteExceptionDiagnostics", .diskWriteExceptionDiagnostics),
                ("appLaunchDiagnostics", .appLaunchDiagnostics), ("terminationReason", .terminationReason),
                ("exceptionType", .exceptionType), ("signal", .signal), ("callStackTree", .callStackTree),
                ("callStacks", .callStacks), ("callStackRootFrames", .callStackRootFrames), ("subFrames", .subFrames),
                ("binaryName", .binaryName), ("offsetIntoBinaryTextSegment", .offsetIntoBinaryTextSegment),
                ("threadAttributed", .threadAttributed),
            ]
            + MetricKitCounter.allCases.enumerated().map {
                ($0.element.rawValue, Key(code: counterBase + UInt8($0.offset)))
            }

        /// The keys by length, then first byte, for a lookup of two comparisons before the bytes are compared.
        static let table: [[(bytes: [UInt8], key: Key)]] = {
            var table = [[(bytes: [UInt8], key: Key)]](repeating: [], count: 64)
            for (name, key) in named { table[name.utf8.count].append((Array(name.utf8), key)) }
            return table
        }()

        static func recognise(_ bytes: UnsafeBufferPointer<UInt8>) -> Key {
            guard bytes.count < table.count, let first = bytes.first else { return .none }
            for candidate in table[bytes.count] where candidate.bytes[0] == first {
                if candidate.bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) })
                    == 0
                {
                    return candidate.key
                }
            }
            return .none
        }

        var isCounter: Bool { code >= Self.counterBase }
        var counter: MetricKitCounter? {
            isCounter ? MetricKitCounter.allCases[Int(code - Self.counterBase)] : nil
        }
        var name: String { Self.named.first { $0.1 == self }?.0 ?? "" }
    }
}
