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
        guard bytes.count - index >= literal.count, bytes[index..<(index + literal.count)].elementsEqual(literal) else { return false }
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

    private func digits(at start: Int, count: Int) -> Bool {
        guard bytes.count - start >= count else { return false }
        return bytes[start..<(start + count)].allSatisfy { (0x30...0x39).contains($0) }
    }

    /// `YYYY-MM-DD[ T]HH:MM:SS[.fff]` with an optional zone (`±ZZZZ`, ` ±ZZZZ`, `±ZZ:ZZ`, `Z`).
    mutating func dateTime() -> LogTimestamp? {
        let start = index
        guard digits(at: start, count: 4), bytes.count - start >= 19, bytes[start + 4] == 0x2D, digits(at: start + 5, count: 2),
              bytes[start + 7] == 0x2D, digits(at: start + 8, count: 2), bytes[start + 10] == 0x20 || bytes[start + 10] == 0x54,
              digits(at: start + 11, count: 2), bytes[start + 13] == 0x3A, digits(at: start + 14, count: 2),
              bytes[start + 16] == 0x3A, digits(at: start + 17, count: 2) else { return nil }
        var end = start + 19
        if end < bytes.count, bytes[end] == 0x2E {
            end += 1
            while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
        }
        end = zoneEnd(from: end)
        index = end
        return LogTimestamp(parsing: text(from: start, upTo: end))
    }

    private func zoneEnd(from position: Int) -> Int {
        var zoneStart = position
        if zoneStart < bytes.count, bytes[zoneStart] == 0x20 { zoneStart += 1 }
        if zoneStart < bytes.count, bytes[zoneStart] == 0x5A, zoneStart == position,
           zoneStart + 1 == bytes.count || bytes[zoneStart + 1] == 0x20 { return zoneStart + 1 }
        guard zoneStart < bytes.count, bytes[zoneStart] == 0x2B || bytes[zoneStart] == 0x2D else { return position }
        let endsAt: (Int) -> Bool = { $0 == self.bytes.count || self.bytes[$0] == 0x20 }
        if digits(at: zoneStart + 1, count: 4), endsAt(zoneStart + 5) { return zoneStart + 5 }
        if digits(at: zoneStart + 1, count: 2), zoneStart + 3 < bytes.count, bytes[zoneStart + 3] == 0x3A,
           digits(at: zoneStart + 4, count: 2), endsAt(zoneStart + 6) { return zoneStart + 6 }
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
                   let pid = Int(text(from: pidStart, upTo: pidEnd)) {
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
               let pid = Int(text(from: open + 1, upTo: cursor)) {
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
