/// A node's byte range stored in 8 bytes instead of 16 (a 32-bit offset and length, as `Token` stores its
/// own): the flat tree keeps one per expression, statement and argument, and `Expression`, `Statement` and
/// `CallSite` carry theirs. Offsets fit: `FileDiscovery` skips files over 16 MiB, far below 4 GiB.
struct ByteSpan: Sendable, Hashable {
    private var start: UInt32
    private var length: UInt32

    init(_ range: Range<Int>) {
        start = UInt32(truncatingIfNeeded: range.lowerBound)
        length = UInt32(truncatingIfNeeded: range.count)
    }

    var range: Range<Int> { Int(start)..<(Int(start) + Int(length)) }
}

extension ByteSpan: Comparable {
    /// By start, then length.
    static func < (lhs: ByteSpan, rhs: ByteSpan) -> Bool {
        lhs.range.lowerBound != rhs.range.lowerBound
            ? lhs.range.lowerBound < rhs.range.lowerBound : lhs.range.count < rhs.range.count
    }
}
