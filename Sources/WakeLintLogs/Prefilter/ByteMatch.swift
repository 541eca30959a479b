#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Substring search on bytes: memchr finds candidates for the first byte, memcmp confirms.
enum ByteMatch {
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard let base = haystack.baseAddress, let pattern = needle.baseAddress, haystack.count >= needle.count else {
            return false
        }
        let last = haystack.count - needle.count
        var start = 0
        while start <= last {
            guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return false }
            let offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            if memcmp(base + offset, pattern, needle.count) == 0 { return true }
            start = offset + 1
        }
        return false
    }
}
