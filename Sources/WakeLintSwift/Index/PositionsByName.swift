/// Entry positions grouped by a name (functions by base name, call sites by callee or by caller), in
/// ascending order per name: one array of positions and one of group starts, so building the table
/// allocates two arrays, not one per name.
struct PositionsByName: Sendable {
    private var groups: [String: Int32] = [:]
    /// Where each group's positions start in `positions`, and one past the last group's end.
    private var starts: [Int32] = [0]
    private var positions: [Int32] = []

    init() {}

    /// Groups positions `0..<count` by `name(position)`; a nil name leaves the position out.
    /// `sharesName(position)` may say that a position has its predecessor's name, to skip hashing it again.
    init(count: Int, name: (Int) -> String?, sharesName: (Int) -> Bool = { _ in false }) {
        var groupOf = [Int32](repeating: -1, count: count)
        var sizes: [Int32] = []
        var recent = SmallNameCache()
        for position in 0..<count {
            let group: Int32
            if position > 0, groupOf[position - 1] >= 0, sharesName(position) {
                group = groupOf[position - 1]
            } else if let name = name(position) {
                if let known = recent.group(of: name) {
                    group = known
                } else {
                    let next = Int32(sizes.count)
                    group = Self.group(of: name, in: &groups, next: next)
                    if group == next { sizes.append(0) }
                    recent.note(name, group: group)
                }
            } else {
                continue
            }
            groupOf[position] = group
            sizes[Int(group)] += 1
        }
        starts.reserveCapacity(sizes.count + 1)
        for size in sizes { starts.append(starts[starts.count - 1] + size) }
        var next = starts
        positions = [Int32](repeating: 0, count: Int(starts[starts.count - 1]))
        for (position, group) in groupOf.enumerated() where group >= 0 {
            positions[Int(next[Int(group)])] = Int32(position)
            next[Int(group)] += 1
        }
    }

    /// The name's group, added as `next` when new: one hash either way.
    private static func group(of name: String, in groups: inout [String: Int32], next: Int32) -> Int32 {
        func assign(_ group: inout Int32) -> Int32 {
            if group < 0 { group = next }
            return group
        }
        return assign(&groups[name, default: -1])
    }

    /// The positions with this name, ascending.
    func positions(of name: String) -> ArraySlice<Int32> {
        guard let group = groups[name] else { return [] }
        return positions[Int(starts[Int(group)])..<Int(starts[Int(group) + 1])]
    }

    /// Groups of names short enough to be stored inside the `String` value itself (up to 15 UTF-8 bytes: most
    /// callee and function names), keyed by that value's two words, which then hold the whole text: equal
    /// words are equal names. A lookup is a multiply and a compare, without hashing the `String` (a check that it
    /// is normalised, then SipHash). Longer names, and platforms where `String` is
    /// not two words, go to the dictionary only.
    private struct SmallNameCache {
        private static let isUsable = MemoryLayout<String>.size == 16
        private static let capacity = 4_096
        private var keys = [(UInt64, UInt64)](repeating: (0, 0), count: isUsable ? capacity : 0)
        private var groups = [Int32](repeating: -1, count: isUsable ? capacity : 0)

        /// The words of a small string (bit 61 of the second word marks one), nil for any other.
        @inline(__always)
        private static func words(_ name: String) -> (UInt64, UInt64)? {
            guard isUsable else { return nil }
            let words = unsafeBitCast(name, to: (UInt64, UInt64).self)
            return words.1 & (1 << 61) != 0 ? words : nil
        }

        @inline(__always)
        private static func slot(_ words: (UInt64, UInt64)) -> Int {
            // The top 12 bits of a multiplicative hash (`>>` binds tighter than `&*`: parenthesised).
            Int(truncatingIfNeeded: (((words.0 &* 0x9E37_79B9_7F4A_7C15) ^ words.1) &* 0xBF58_476D_1CE4_E5B9) >> 52)
        }

        func group(of name: String) -> Int32? {
            guard let words = Self.words(name) else { return nil }
            let slot = Self.slot(words)
            return keys[slot] == words && groups[slot] >= 0 ? groups[slot] : nil
        }

        /// Remembers the name's group (a later name with the same slot replaces it).
        mutating func note(_ name: String, group: Int32) {
            guard let words = Self.words(name) else { return }
            let slot = Self.slot(words)
            keys[slot] = words
            groups[slot] = group
        }
    }
}
