/// The reserved words swift-syntax's lexer classifies as keywords, looked up without building a String:
/// a name's bytes are packed into two integers and compared within a bucket chosen by its first byte.
struct KeywordTable: Sendable {
    struct Entry: Sendable {
        var low: UInt64
        var high: UInt64
        var length: Int
        /// `self`, `true`, `nil`, ...: a keyword after which a `/` is a division, not a regex.
        var endsExpression: Bool
    }

    static let reserved: [String] = [
        "Any", "Self", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
        "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard",
        "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup",
        "private", "protocol", "public", "repeat", "rethrows", "return", "self", "static", "struct", "subscript",
        "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]
    static let expressionKeywords: Set<String> = ["Any", "Self", "false", "nil", "self", "super", "true", "init"]

    static let shared = KeywordTable()

    /// Entries sorted by bucket (the low 6 bits of the first byte; all keywords start with a letter), one flat
    /// array so a lookup touches no nested array (and retains nothing).
    private var entries: [Entry] = []
    /// `bucketStarts[b]..<bucketStarts[b + 1]` are the entries of bucket `b`.
    private var bucketStarts: [Int]

    private init() {
        var buckets = Array(repeating: [Entry](), count: 64)
        for word in Self.reserved {
            let bytes = Array(word.utf8)
            let (low, high) = bytes.withUnsafeBufferPointer { Self.pack($0, 0..<$0.count) }
            buckets[Int(bytes[0] & 0x3F)].append(
                Entry(low: low, high: high, length: bytes.count, endsExpression: Self.expressionKeywords.contains(word)))
        }
        bucketStarts = [0]
        for bucket in buckets {
            entries += bucket
            bucketStarts.append(entries.count)
        }
    }

    @inline(__always)
    private static func pack(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (UInt64, UInt64) {
        var low: UInt64 = 0, high: UInt64 = 0
        var shift: UInt64 = 0
        for index in range {
            let value = UInt64(buffer[index])
            if shift < 64 { low |= value << shift } else { high |= value << (shift - 64) }
            shift += 8
        }
        return (low, high)
    }

    /// nil when the bytes are not a reserved word; otherwise whether the keyword ends an expression.
    @inline(__always)
    func lookup(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool? {
        let length = range.count
        guard length >= 2, length <= 15 else { return nil }
        let bucket = Int(buffer[range.lowerBound] & 0x3F)
        var index = bucketStarts[bucket]
        let end = bucketStarts[bucket + 1]
        if index == end { return nil }
        let (low, high) = Self.pack(buffer, range)
        while index < end {
            let entry = entries[index]
            if entry.length == length && entry.low == low && entry.high == high { return entry.endsExpression }
            index += 1
        }
        return nil
    }
}
