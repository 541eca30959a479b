#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Byte-level helpers: the standard library's `contains`/`trimming` work on Characters (grapheme
// breaking); these compare UTF-8 bytes, which event assembly does on every kept line.
extension Substring {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
            let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })
        else { return "" }
        return String(self[first..<bytes.index(after: last)])
    }

    /// Where the UTF-8 bytes of `needle` first occur, compared byte by byte: the standard library's
    /// `firstRange(of:)` compares Characters.
    public func byteRange(of needle: String) -> Range<String.Index>? {
        guard !needle.isEmpty else { return startIndex..<startIndex }
        let found = utf8.withContiguousStorageIfAvailable { haystack in
            needle.utf8.withContiguousStorageIfAvailable { ByteMatch.firstOffset(of: $0, in: haystack) }
        }
        let offset: Int?
        if let found = found ?? nil {
            offset = found
        } else {
            offset = Array(utf8).withUnsafeBufferPointer { hay in
                Array(needle.utf8).withUnsafeBufferPointer { ByteMatch.firstOffset(of: $0, in: hay) }
            }
        }
        guard let offset else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: offset)
        return lower..<utf8.index(lower, offsetBy: needle.utf8.count)
    }

    /// True when the UTF-8 bytes of `needle` occur in the text.
    public func includes(_ needle: String) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { haystack in
            needle.utf8.withContiguousStorageIfAvailable { ByteMatch.contains(haystack, $0) }
        }
        if let found = found ?? nil { return found }
        return Array(utf8).withUnsafeBufferPointer { hay in
            Array(needle.utf8).withUnsafeBufferPointer { ByteMatch.contains(hay, $0) }
        }
    }
}

extension String {
    var trimmingSpaces: String {
        // Most lines have nothing to trim: keep the string instead of copying it.
        let first = utf8.first
        let last = utf8.last
        if first != 0x20, first != 0x09, last != 0x20, last != 0x09, first != nil { return self }
        return self[...].trimmingSpaces
    }
    /// The text without trailing spaces and tabs.
    var trimmingTrailingSpaces: String {
        let bytes = utf8
        guard let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return "" }
        return last == bytes.index(before: bytes.endIndex) ? self : String(self[...last])
    }
    /// True when the UTF-8 bytes of `needle` occur in the text (Foundation's `contains` goes through NSString).
    public func includes(_ needle: String) -> Bool { self[...].includes(needle) }
    /// Where the UTF-8 bytes of `needle` first occur.
    public func byteRange(of needle: String) -> Range<String.Index>? { self[...].byteRange(of: needle) }
}

extension StringProtocol {
    /// The UTF-8 bytes as an array, copied in one block when the storage is contiguous (the generic
    /// `Array(utf8)` copies byte by byte).
    var utf8Bytes: [UInt8] {
        utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(utf8)
    }

    func trimmingCharacters(_ isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else {
            return ""
        }
        return String(self[first...last])
    }

    /// True when the text starts with a space or a tab.
    var isIndented: Bool {
        let first = utf8.first
        return first == 0x20 || first == 0x09
    }

    /// True when the text starts with `prefix`, compared byte by byte.
    func startsWithBytes(_ prefix: String) -> Bool {
        // Asked many times of every kept line: compare contiguous bytes when both have them.
        let compared = utf8.withContiguousStorageIfAvailable { text in
            prefix.utf8.withContiguousStorageIfAvailable { prefix in
                text.count >= prefix.count
                    && (prefix.isEmpty || memcmp(text.baseAddress!, prefix.baseAddress!, prefix.count) == 0)
            }
        }
        if let compared = compared ?? nil { return compared }
        return utf8.starts(with: prefix.utf8)
    }
}

extension StringProtocol {
    /// Calls `body` with the UTF-8 bytes when all are ASCII and none is `\r`: then every Character is one byte,
    /// so byte code computes what Character code computes. Nil otherwise (callers keep their Character code).
    func withASCIIBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        let result = utf8.withContiguousStorageIfAvailable { bytes -> R? in
            for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
            return body(bytes)
        }
        return result ?? nil
    }
}

/// Small steps on one ASCII line's bytes (see `withASCIIBytes`).
extension UnsafeBufferPointer<UInt8> {
    /// Offset of the first occurrence of `needle` in `self[from..<to]`.
    func offset(of needle: StaticString, from: Int = 0, to: Int? = nil) -> Int? {
        let end = to ?? count
        let length = needle.utf8CodeUnitCount
        let pattern = needle.utf8Start
        guard length > 0, end - from >= length, let base = baseAddress else { return length == 0 ? from : nil }
        var index = from
        while index <= end - length {
            // memchr to the next first byte: these lines are a hundred bytes and more.
            guard let hit = memchr(base + index, Int32(pattern[0]), end - length - index + 1) else { return nil }
            index = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            if memcmp(base + index, pattern, length) == 0 { return index }
            index += 1
        }
        return nil
    }

    /// First offset in `from..<to` holding `a` or `b`, else `to`.
    func offset(ofEither a: UInt8, _ b: UInt8, from: Int, to: Int) -> Int {
        var index = from
        while index < to, self[index] != a, self[index] != b { index += 1 }
        return index
    }

    /// `self[from..<to]` without leading and trailing spaces and tabs, as a String (`trimmingSpaces`).
    func trimmedString(from: Int, to: Int) -> String {
        var start = from
        var end = to
        while start < end, self[start] == 0x20 || self[start] == 0x09 { start += 1 }
        while end > start, self[end - 1] == 0x20 || self[end - 1] == 0x09 { end -= 1 }
        return string(from: start, to: end)
    }

    func string(from: Int, to: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: self[from..<to]), as: UTF8.self)
    }
}

extension [String] {
    /// `joined(separator:)` with the length reserved up front: the generic library version walks the array
    /// through unspecialised iterators, and this runs for every kept event.
    func joinedLines(separator: String = "\n") -> String {
        guard count > 1 else { return first ?? "" }
        var result = ""
        result.reserveCapacity(reduce(separator.utf8.count * (count - 1)) { $0 + $1.utf8.count })
        for (index, line) in enumerated() {
            if index > 0 { result += separator }
            result += line
        }
        return result
    }
}
