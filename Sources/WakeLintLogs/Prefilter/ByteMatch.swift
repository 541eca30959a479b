#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Substring search on bytes: memchr finds candidates for the first byte, memcmp confirms.
enum ByteMatch {
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        firstOffset(of: needle, in: haystack) != nil
    }

    /// Offset of the first occurrence of `needle` in `haystack` (0 for an empty needle), or nil.
    static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = needle.first else { return 0 }
        guard let base = haystack.baseAddress, let pattern = needle.baseAddress, haystack.count >= needle.count else {
            return nil
        }
        let last = haystack.count - needle.count
        var start = 0
        while start <= last {
            guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return nil }
            let offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            if memcmp(base + offset, pattern, needle.count) == 0 { return offset }
            start = offset + 1
        }
        return nil
    }
}
