/// One input file: its display path, its immutable bytes and the offsets where its lines start.
/// The one place that maps byte offsets to 1-based line/column (columns count UTF-8 bytes).
public struct SourceFile: Sendable, Hashable {
    /// Path as shown to users (relative to the current directory when possible).
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`. Four bytes a line, sized to the file's
    /// lines: every file read is held for the whole run.
    public let lineStarts: [UInt32]

    /// `bytes` holds at most 4 GiB (`UInt32` offsets); inputs are read up to 16 MiB.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = bytes.withUnsafeBufferPointer { buffer in
            let count = ByteSearch.count(of: 0x0A, in: buffer) + 1
            // From line feed to line feed with `memchr` (vectorised).
            return [UInt32](unsafeUninitializedCapacity: count) { starts, initialized in
                starts[0] = 0
                var position = 0
                for line in 1..<count {
                    position = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: position)! + 1
                    starts[line] = UInt32(position)
                }
                initialized = count
            }
        }
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var lineCount: Int {
        // A trailing newline does not open a new line.
        if lineStarts.count > 1, lineStarts.last.map(Int.init) == bytes.count { return lineStarts.count - 1 }
        return lineStarts.count
    }

    /// 1-based line and UTF-8 column of a byte offset (clamped to the file).
    public func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(lineStarts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - Int(lineStarts[low]) + 1)
    }

    public func location(of offset: Int) -> SourceLocation {
        let (line, column) = lineAndColumn(of: offset)
        return SourceLocation(path: path, line: line, column: column)
    }

    /// Byte offset of a 1-based line/column, or nil when outside the file.
    public func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        let offset = Int(lineStarts[line - 1]) + column - 1
        return offset <= bytes.count ? offset : nil
    }

    /// Byte range of a 1-based line without its line terminator (`\n` or `\r\n`).
    public func lineRange(_ line: Int) -> Range<Int>? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = Int(lineStarts[line - 1])
        var end = line < lineStarts.count ? Int(lineStarts[line]) - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<max(start, end)
    }

    /// Text of a 1-based line, invalid UTF-8 repaired.
    public func lineText(_ line: Int) -> String {
        guard let range = lineRange(line) else { return "" }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    public func text(_ range: Range<Int>) -> String {
        let clamped = max(0, range.lowerBound)..<min(bytes.count, max(range.lowerBound, range.upperBound))
        return String(decoding: bytes[clamped], as: UTF8.self)
    }

    /// Offset of the first invalid UTF-8 sequence, or nil when the file is valid UTF-8.
    public var firstInvalidUTF8Offset: Int? {
        bytes.withUnsafeBufferPointer { bytes -> Int? in
            guard let base = bytes.baseAddress else { return nil }
            var index = 0
            let count = bytes.count
            while index < count {
                // Eight ASCII bytes at a time: source is nearly all ASCII.
                if index + 8 <= count,
                    UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                {
                    index += 8
                    continue
                }
                let byte = bytes[index]
                if byte < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                if byte & 0xE0 == 0xC0, byte >= 0xC2 {
                    length = 2
                } else if byte & 0xF0 == 0xE0 {
                    length = 3
                } else if byte & 0xF8 == 0xF0, byte <= 0xF4 {
                    length = 4
                } else {
                    return index
                }
                guard index + length <= count else { return index }
                for next in 1..<length where bytes[index + next] & 0xC0 != 0x80 { return index }
                if length == 3 {
                    let second = bytes[index + 1]
                    if byte == 0xE0 && second < 0xA0 { return index }
                    if byte == 0xED && second >= 0xA0 { return index }
                } else if length == 4 {
                    let second = bytes[index + 1]
                    if byte == 0xF0 && second < 0x90 { return index }
                    if byte == 0xF4 && second >= 0x90 { return index }
                }
                index += length
            }
            return nil
        }
    }
}
