/// Literal byte search (memmem-style): the cheap prefilter used before any pattern runs.
public enum ByteSearch {
    /// First offset of `needle` in `haystack[range]`, or nil.
    public static func firstIndex(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        let n = needle.count
        guard n > 0 else { return start }
        guard haystack.count - start >= n else { return nil }
        let first = needle[0]
        var index = start
        let last = haystack.count - n
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < n && haystack[index + matched] == needle[matched] { matched += 1 }
                if matched == n { return index }
            }
            index += 1
        }
        return nil
    }

    public static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        haystack.withUnsafeBufferPointer { firstIndex(of: needle, in: $0) != nil }
    }

    /// Whether `needle`'s UTF-8 bytes occur in `haystack`'s. For rule code: where Foundation is imported,
    /// `String.contains(String)` resolves to NSString's `range(of:)`, tens of times slower (and literal too).
    public static func contains(_ needle: String, in haystack: String) -> Bool {
        let found = haystack.utf8.withContiguousStorageIfAvailable { hay in
            needle.utf8.withContiguousStorageIfAvailable { firstIndex(of: Array($0), in: hay) != nil }
        }
        if let found = found ?? nil { return found }
        return contains(Array(needle.utf8), in: Array(haystack.utf8))
    }
}
