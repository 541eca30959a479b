#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Literal byte search: the cheap prefilter used before any pattern runs.
public enum ByteSearch {
    /// First offset of `byte` in `haystack[start...]`, or nil: the C library's `memchr` (vectorised).
    public static func firstIndex(of byte: UInt8, in haystack: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int?
    {
        guard start >= 0, start < haystack.count, let base = haystack.baseAddress,
            let hit = memchr(base + start, Int32(byte), haystack.count - start)
        else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// How many times `byte` occurs in `haystack`, counted eight bytes at a time.
    public static func count(of byte: UInt8, in haystack: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = haystack.baseAddress else { return 0 }
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var total = 0
        var index = 0
        while index + 8 <= haystack.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ pattern
            // A byte's high bit ends set here exactly when the byte is not zero, with no carry into the next byte.
            let nonZero = ((word & lowBits) &+ lowBits) | word
            total += (~nonZero & ~lowBits).nonzeroBitCount
            index += 8
        }
        while index < haystack.count {
            if base[index] == byte { total += 1 }
            index += 1
        }
        return total
    }

    /// First offset of `needle` in `haystack[start...]`, or nil. Candidates are found with the C library's
    /// `memchr` (vectorised) and checked with `memcmp`, so prefiltering every file for a few names stays cheap.
    public static func firstIndex(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int = 0)
        -> Int?
    {
        let n = needle.count
        guard n > 0 else { return start }
        guard start >= 0, haystack.count - start >= n, let base = haystack.baseAddress else { return nil }
        return needle.withUnsafeBufferPointer { needle -> Int? in
            guard let needleBase = needle.baseAddress else { return nil }
            let last = haystack.count - n
            var position = start
            // Where the needle's first byte can start it: up to `last`.
            let starts = UnsafeBufferPointer(start: base, count: last + 1)
            while position <= last {
                guard let index = firstIndex(of: needleBase[0], in: starts, from: position) else { return nil }
                if n == 1 || memcmp(base + index + 1, needleBase + 1, n - 1) == 0 { return index }
                position = index + 1
            }
            return nil
        }
    }

    public static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        haystack.withUnsafeBufferPointer { firstIndex(of: needle, in: $0) != nil }
    }

    /// Whether `needle` occurs in `haystack` as a whole word: neither neighbour of some occurrence is a letter,
    /// digit, `_`, a non-ASCII byte or one of `joining` (`backgroundTask` is not found in `backgroundTaskTimeout`).
    public static func containsWord(_ needle: [UInt8], in haystack: [UInt8], joining: [UInt8] = []) -> Bool {
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
                || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || joining.contains(byte)
        }
        return haystack.withUnsafeBufferPointer { bytes in
            var start = 0
            while let index = firstIndex(of: needle, in: bytes, from: start) {
                let end = index + needle.count
                if (index == 0 || !isWordByte(bytes[index - 1])) && (end == bytes.count || !isWordByte(bytes[end])) {
                    return true
                }
                start = index + 1
            }
            return false
        }
    }

    /// Whether `needle`'s UTF-8 bytes occur in `haystack`'s. For rule code: where Foundation is imported,
    /// `String.contains(String)` resolves to NSString's `range(of:)`; this is the same literal test, on UTF-8
    /// bytes with `memchr`.
    public static func contains(_ needle: String, in haystack: String) -> Bool {
        let found = haystack.utf8.withContiguousStorageIfAvailable { hay in
            needle.utf8.withContiguousStorageIfAvailable { firstIndex(of: Array($0), in: hay) != nil }
        }
        if let found = found ?? nil { return found }
        return contains(Array(needle.utf8), in: Array(haystack.utf8))
    }
}
