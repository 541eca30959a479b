/// A fixed set of ASCII words tested against token bytes without building a String (the parser asks it for
/// contextual modifiers and accessor names at every statement start, with no `Set<String>` hashing). Same
/// packing as `KeywordTable`: bytes in two integers, bucketed by first byte.
struct WordSet: Sendable {
    private struct Entry: Sendable {
        var low: UInt64
        var high: UInt64
        var length: Int
    }

    private var entries: [Entry] = []
    private var bucketStarts: [Int] = [0]
    /// Words over 16 bytes (`unsafeMutableAddress`), compared byte by byte.
    private var longWords: [[UInt8]] = []

    init(_ words: [String]) {
        var buckets = Array(repeating: [Entry](), count: 64)
        for word in words where !word.isEmpty {
            let bytes = Array(word.utf8)
            if bytes.count > 16 {
                longWords.append(bytes)
                continue
            }
            let (low, high) = bytes.withUnsafeBufferPointer { KeywordTable.pack($0, 0..<$0.count) }
            buckets[Int(bytes[0] & 0x3F)].append(Entry(low: low, high: high, length: bytes.count))
        }
        for bucket in buckets {
            entries += bucket
            bucketStarts.append(entries.count)
        }
    }

    func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let length = range.count
        guard length >= 1, range.lowerBound >= 0, range.upperBound <= bytes.count else { return false }
        if length > 16 { return longWords.contains { $0.elementsEqual(bytes[range]) } }
        let bucket = Int(bytes[range.lowerBound] & 0x3F)
        var index = bucketStarts[bucket]
        let end = bucketStarts[bucket + 1]
        if index == end { return false }
        let (low, high) = KeywordTable.pack(bytes, range)
        while index < end {
            let entry = entries[index]
            if entry.length == length && entry.low == low && entry.high == high { return true }
            index += 1
        }
        return false
    }

    func contains(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { contains($0, range) }
    }
}
