/// A node's byte range stored in 8 bytes instead of 16 (a 32-bit offset and length, as `Token` stores its
/// own): expressions, statements and arguments are the tree's most numerous values, stored inline in each
/// other and in every body and argument array, and every file's tree stays in memory until the report.
/// Offsets fit: `FileDiscovery` skips files over 16 MiB, far below 4 GiB.
struct ByteSpan: Sendable, Hashable {
    private var start: UInt32
    private var length: UInt32

    init(_ range: Range<Int>) {
        start = UInt32(truncatingIfNeeded: range.lowerBound)
        length = UInt32(truncatingIfNeeded: range.count)
    }

    var range: Range<Int> { Int(start)..<(Int(start) + Int(length)) }
}
