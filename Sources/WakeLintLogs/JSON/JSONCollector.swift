/// Gathers the lines of one JSON object that may span many lines (`log show --style json`, `.ips` bodies,
/// pretty-printed MetricKit payloads) by tracking brace depth outside strings. Bounded: past `maxBytes`
/// or `maxLines` it keeps counting depth but stops retaining text, and the object is reported unparsed.
struct JSONCollector {
    let maxBytes: Int
    let maxLines: Int
    /// The log prefix of the line the object started on, when it followed one (`... [MetricKit] {`).
    var prefix: ParsedLine?
    /// True inside a top-level array (`log show --style json`).
    var inArray: Bool
    private(set) var lines: [LogLine] = []
    private(set) var text: [UInt8] = []
    private(set) var omittedLineCount = 0
    private(set) var overflowed = false
    private var depth = 0
    private var inString = false
    private var escaped = false

    init(maxBytes: Int, maxLines: Int, prefix: ParsedLine?, inArray: Bool) {
        self.maxBytes = maxBytes
        self.maxLines = maxLines
        self.prefix = prefix
        self.inArray = inArray
    }

    /// Adds `line` and scans its bytes from `start`; returns the offset just past the object's closing
    /// brace when the object completes on this line.
    mutating func add(_ line: LogLine, bytes: [UInt8], from start: Int) -> Int? {
        var end: Int?
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
            if depth <= 0 {
                end = index
                break
            }
        }
        retain(line, bytes[start..<(end ?? bytes.count)])
        return end
    }

    private mutating func retain(_ line: LogLine, _ segment: ArraySlice<UInt8>) {
        if overflowed || lines.count >= maxLines || text.count + segment.count > maxBytes {
            overflowed = true
            omittedLineCount += 1
            return
        }
        lines.append(line)
        if !text.isEmpty { text.append(0x0A) }
        text.append(contentsOf: segment)
    }

    /// Where a JSON value starts in a line: a `{` opening an object (followed by `"`, `}`, a space or
    /// the end, which rules out dasd's `{name: ...}`), or a `[` opening an array of objects.
    static func start(in bytes: [UInt8], from: Int = 0) -> (offset: Int, opensArray: Bool)? {
        var index = from
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "[") {
            var next = index + 1
            while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
            if next == bytes.count { return (index, true) }
            guard bytes[next] == UInt8(ascii: "{"), opensObject(bytes, at: next) else { return nil }
            return (next, true)
        }
        return bytes[index] == UInt8(ascii: "{") && opensObject(bytes, at: index) ? (index, false) : nil
    }

    private static func opensObject(_ bytes: [UInt8], at index: Int) -> Bool {
        var next = index + 1
        while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
        return next == bytes.count || bytes[next] == UInt8(ascii: "\"") || bytes[next] == UInt8(ascii: "}")
    }
}
