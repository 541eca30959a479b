/// The reserved words swift-syntax's lexer classifies as keywords, looked up without building a String:
/// a name's bytes are packed into two integers and compared within a bucket chosen by its first byte and length.
struct KeywordTable: Sendable {
    struct Entry: Sendable {
        var low: UInt64
        var high: UInt64
        var length: Int
        var keyword: Keyword
    }

    static let shared = KeywordTable()

    /// Entries sorted by bucket (the low 6 bits of the first byte, all keywords starting with a letter, and the
    /// length), one flat array so a lookup touches no nested array (and retains nothing). By first byte alone,
    /// an identifier starting with `i` would be compared with a dozen keywords.
    private var entries: [Entry] = []
    /// `bucketStarts[b]..<bucketStarts[b + 1]` are the entries of bucket `b`.
    private var bucketStarts: [Int]

    private init() {
        var buckets = Array(repeating: [Entry](), count: 64 * 16)
        for keyword in Keyword.allCases {
            let bytes = Array(keyword.rawValue.utf8)
            let (low, high) = bytes.withUnsafeBufferPointer { Self.pack($0, 0..<$0.count) }
            buckets[Self.bucket(first: bytes[0], length: bytes.count)].append(
                Entry(low: low, high: high, length: bytes.count, keyword: keyword))
        }
        bucketStarts = [0]
        for bucket in buckets {
            entries += bucket
            bucketStarts.append(entries.count)
        }
    }

    @inline(__always)
    static func bucket(first: UInt8, length: Int) -> Int { Int(first & 0x3F) << 4 | length }

    @inline(__always)
    static func pack(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var shift: UInt64 = 0
        for index in range {
            let value = UInt64(buffer[index])
            if shift < 64 { low |= value << shift } else { high |= value << (shift - 64) }
            shift += 8
        }
        return (low, high)
    }

    /// The reserved word these bytes spell, or nil.
    @inline(__always)
    func lookup(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Keyword? {
        let length = range.count
        guard length >= 2, length <= 15 else { return nil }
        let bucket = Self.bucket(first: buffer[range.lowerBound], length: length)
        var index = bucketStarts[bucket]
        let end = bucketStarts[bucket + 1]
        if index == end { return nil }
        let (low, high) = Self.pack(buffer, range)
        while index < end {
            let entry = entries[index]
            if entry.low == low && entry.high == high { return entry.keyword }
            index += 1
        }
        return nil
    }
}
