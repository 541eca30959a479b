/// A position in one line's UTF-8 bytes with the small steps the layout parser needs.
struct ByteCursor {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
    var rest: String { text(from: index, upTo: bytes.count) }

    func text(upTo end: Int) -> String { text(from: index, upTo: end) }

    func text(from start: Int, upTo end: Int) -> String {
        start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
    }

    @discardableResult
    mutating func skipSpaces() -> Int {
        let start = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index - start
    }

    mutating func skip(_ literal: String) -> Bool {
        let literal = Array(literal.utf8)
        guard bytes.count - index >= literal.count, bytes[index..<(index + literal.count)].elementsEqual(literal) else {
            return false
        }
        index += literal.count
        return true
    }

    /// The text up to the next space, without moving.
    func peekToken() -> String {
        var end = index
        while end < bytes.count, bytes[end] != 0x20, bytes[end] != 0x09 { end += 1 }
        return text(from: index, upTo: end)
    }

    mutating func token() -> String {
        let token = peekToken()
        index += token.utf8.count
        return token
    }

    /// Offset of the next occurrence of `literal` at or after the cursor.
    func find(_ literal: String) -> Int? {
        let needle = Array(literal.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count, index <= bytes.count - needle.count else { return nil }
        for start in index...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return start }
        }
        return nil
    }

    /// `YYYY-MM-DD[ T]HH:MM:SS[.fff]` with an optional zone (`±ZZZZ`, ` ±ZZZZ`, `±ZZ:ZZ`, `Z`).
    mutating func dateTime() -> LogTimestamp? {
        guard let end = Self.dateTimeEnd(in: bytes, from: index) else { return nil }
        defer { index = end }
        return LogTimestamp(parsing: text(from: index, upTo: end))
    }

    /// End offset of a date-time starting at `start`, or nil. Generic so raw line buffers can be
    /// checked without copying (the skip test of prefiltered reading).
    static func dateTimeEnd<Bytes: RandomAccessCollection>(in bytes: Bytes, from start: Int) -> Int?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        // Every line of a log is asked this: contiguous bytes take the unrolled test below.
        if bytes.startIndex == 0,
            let end = bytes.withContiguousStorageIfAvailable({ contiguousDateTimeEnd(in: $0, from: start) })
        {
            return end
        }
        func digits(_ at: Int, _ count: Int) -> Bool {
            guard bytes.endIndex - at >= count else { return false }
            for offset in at..<(at + count) where !(0x30...0x39).contains(bytes[offset]) { return false }
            return true
        }
        guard bytes.endIndex - start >= 19, digits(start, 4), bytes[start + 4] == 0x2D, digits(start + 5, 2),
            bytes[start + 7] == 0x2D, digits(start + 8, 2), bytes[start + 10] == 0x20 || bytes[start + 10] == 0x54,
            digits(start + 11, 2), bytes[start + 13] == 0x3A, digits(start + 14, 2),
            bytes[start + 16] == 0x3A, digits(start + 17, 2)
        else { return nil }
        var end = start + 19
        if end < bytes.endIndex, bytes[end] == 0x2E {
            end += 1
            while end < bytes.endIndex, (0x30...0x39).contains(bytes[end]) { end += 1 }
        }
        return zoneEnd(in: bytes, from: end)
    }

    /// `dateTimeEnd` on a buffer: `YYYY-MM-DD[ T]HH:MM:SS` tested byte by byte without generic indexing.
    private static func contiguousDateTimeEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard bytes.count - start >= 19 else { return nil }
        @inline(__always) func digit(_ offset: Int) -> Bool { bytes[start &+ offset] &- 0x30 < 10 }
        guard digit(0), digit(1), digit(2), digit(3), bytes[start + 4] == 0x2D, digit(5), digit(6),
            bytes[start + 7] == 0x2D,
            digit(8), digit(9), bytes[start + 10] == 0x20 || bytes[start + 10] == 0x54, digit(11), digit(12),
            bytes[start + 13] == 0x3A, digit(14), digit(15), bytes[start + 16] == 0x3A, digit(17), digit(18)
        else { return nil }
        var end = start + 19
        if end < bytes.count, bytes[end] == 0x2E {
            end += 1
            while end < bytes.count, bytes[end] &- 0x30 < 10 { end += 1 }
        }
        return zoneEnd(in: bytes, from: end)
    }

    private static func zoneEnd<Bytes: RandomAccessCollection>(in bytes: Bytes, from position: Int) -> Int
    where Bytes.Element == UInt8, Bytes.Index == Int {
        let count = bytes.endIndex
        func endsAt(_ offset: Int) -> Bool { offset == count || bytes[offset] == 0x20 }
        func digits(_ at: Int, _ length: Int) -> Bool {
            guard count - at >= length else { return false }
            for offset in at..<(at + length) where !(0x30...0x39).contains(bytes[offset]) { return false }
            return true
        }
        var zoneStart = position
        if zoneStart < count, bytes[zoneStart] == 0x20 { zoneStart += 1 }
        if zoneStart < count, bytes[zoneStart] == 0x5A, zoneStart == position, endsAt(zoneStart + 1) {
            return zoneStart + 1
        }
        guard zoneStart < count, bytes[zoneStart] == 0x2B || bytes[zoneStart] == 0x2D else { return position }
        if digits(zoneStart + 1, 4), endsAt(zoneStart + 5) { return zoneStart + 5 }
        if digits(zoneStart + 1, 2), zoneStart + 3 < count, bytes[zoneStart + 3] == 0x3A,
            digits(zoneStart + 4, 2), endsAt(zoneStart + 6)
        {
            return zoneStart + 6
        }
        return position
    }

    /// `Process Name[pid:tid]` followed by a space or the end; process names may hold spaces.
    mutating func processWithPidAndThread() -> (String, Int, String)? {
        var search = index
        while let open = bytes[search...].firstIndex(of: 0x5B) {
            var cursor = open + 1
            let pidStart = cursor
            while cursor < bytes.count, (0x30...0x39).contains(bytes[cursor]) { cursor += 1 }
            if cursor > pidStart, cursor < bytes.count, bytes[cursor] == 0x3A {
                let pidEnd = cursor
                cursor += 1
                let threadStart = cursor
                while cursor < bytes.count, Self.isHexOrX(bytes[cursor]) { cursor += 1 }
                if cursor > threadStart, cursor < bytes.count, bytes[cursor] == 0x5D,
                    cursor + 1 == bytes.count || bytes[cursor + 1] == 0x20, open > index,
                    let pid = Int(text(from: pidStart, upTo: pidEnd))
                {
                    let process = text(from: index, upTo: open)
                    let thread = text(from: threadStart, upTo: cursor)
                    index = cursor + 1
                    return (process, pid, thread)
                }
            }
            search = open + 1
            // Process names are short; a bracket far into the line is message text.
            if search - index > 80 { return nil }
        }
        return nil
    }

    /// `process[pid]` (process names may hold spaces); leaves the cursor after `]`.
    mutating func processWithPid() -> (String, Int)? {
        var search = index
        while search < bytes.count, let open = bytes[search...].firstIndex(of: 0x5B), open - index <= 80 {
            var cursor = open + 1
            while cursor < bytes.count, (0x30...0x39).contains(bytes[cursor]) { cursor += 1 }
            if cursor > open + 1, cursor < bytes.count, bytes[cursor] == 0x5D, open > index,
                let pid = Int(text(from: open + 1, upTo: cursor))
            {
                let process = text(from: index, upTo: open)
                index = cursor + 1
                return (process, pid)
            }
            search = open + 1
        }
        return nil
    }

    private static func isHexOrX(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte) || (0x41...0x46).contains(byte) || byte == 0x78
    }
}
