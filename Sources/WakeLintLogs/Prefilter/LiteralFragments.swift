/// Where a hard-wrapped paste can cut a literal: after a word (the wrap eats the space) or after a hyphen.
///
/// A literal `Missing com.apple.developer.healthkit entitlement` cut into lines leaves one of its leading
/// fragments (`Missing`, `Missing com.apple.developer.healthkit`) at the end of a line. `LogEventAssembler`
/// joins such lines with one space (none after a hyphen), so a literal that spans a join always has a leading
/// fragment at the end of the line before the join: the screen's test for lines whose neighbours may complete
/// a literal, and the assembler's test for a continuation that completes one.
public struct LiteralFragments: Sendable {
    fileprivate struct Fragment {
        var literal: Int
        /// Bytes of the literal the line before the join holds.
        var length: Int
        /// Where the rest of the literal starts (after the space the wrap ate, or right after a hyphen).
        var restStart: Int
    }

    /// The tables, behind one reference: the screen holds them for every line it judges.
    private let tables: Tables

    /// `needles`: the literals' bytes, ASCII letters folded to lower case when `caseInsensitive`.
    init(needles: [[UInt8]], caseInsensitive: Bool) {
        tables = Tables(needles: needles, caseInsensitive: caseInsensitive)
    }

    private final class Tables: Sendable {
        let needles: [[UInt8]]
        let isCaseInsensitive: Bool
        /// Fragments by their last two bytes (one-byte fragments under the byte twice), with a bitset in front.
        let fragmentsByPair: [UInt16: [Fragment]]
        let pairBits: [UInt64]
        /// The screen's first test, on every line: a bitset over a hash of the last four bytes of fragments that long,
        /// and over the last two bytes of shorter ones. Most line ends miss both.
        let tailBits: [UInt64]
        let shortPairBits: [UInt64]
        /// Literals that start with blanks, without them: a join's separator can be their first byte.
        let blankLedRests: [[UInt8]]

        /// `needles`: the literals' bytes, ASCII letters folded to lower case when `caseInsensitive`.
        init(needles: [[UInt8]], caseInsensitive: Bool) {
            self.needles = needles
            isCaseInsensitive = caseInsensitive
            var byPair: [UInt16: [Fragment]] = [:]
            var bits = [UInt64](repeating: 0, count: 1024)
            var tails = [UInt64](repeating: 0, count: 1024)
            var shortPairs = [UInt64](repeating: 0, count: 1024)
            var blankLed: [[UInt8]] = []
            for (index, needle) in needles.enumerated() {
                let firstWord = needle.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? needle.count
                if firstWord > 0, firstWord < needle.count { blankLed.append(Array(needle[firstWord...])) }
                for cut in firstWord..<needle.count {
                    let fragment: Fragment
                    if needle[cut] == 0x20, cut > firstWord, needle[cut - 1] != 0x20 {
                        fragment = Fragment(literal: index, length: cut, restStart: cut + 1)
                    } else if needle[cut] == UInt8(ascii: "-"), cut + 1 < needle.count {
                        fragment = Fragment(literal: index, length: cut + 1, restStart: cut + 1)
                    } else {
                        continue
                    }
                    let last = needle[fragment.length - 1]
                    let beforeLast = fragment.length > 1 ? needle[fragment.length - 2] : last
                    let key = UInt16(beforeLast) << 8 | UInt16(last)
                    bits[Int(key >> 6)] |= 1 << UInt64(key & 63)
                    byPair[key, default: []].append(fragment)
                    if fragment.length >= 4 {
                        let tail = LiteralFragments.tailKey(
                            needle[fragment.length - 4], needle[fragment.length - 3], beforeLast, last)
                        tails[Int(tail >> 6)] |= 1 << UInt64(tail & 63)
                    } else {
                        shortPairs[Int(key >> 6)] |= 1 << UInt64(key & 63)
                    }
                }
            }
            fragmentsByPair = byPair
            pairBits = bits
            tailBits = tails
            shortPairBits = shortPairs
            blankLedRests = blankLed
        }
    }

    /// True when the line, without trailing blanks, ends with a leading fragment of a literal, or starts (after
    /// blanks) with a blank-led literal's rest: joined to a neighbour, it may hold a literal it lacks alone.
    func mayCompleteAcrossLines(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        if endMayHoldFragment(bytes, end: end), firstFragment(endingAt: end, in: bytes, where: { _ in true }) {
            return true
        }
        guard !tables.blankLedRests.isEmpty else { return false }
        var start = 0
        while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        return tables.blankLedRests.contains { rest in matches(rest, 0..<rest.count, bytes, at: start) }
    }

    /// True when a literal starts in `previous` (trailing blanks trimmed) and goes on in `next` (leading blanks
    /// trimmed) once they are joined, with a space or, after a hyphen, with nothing (`spaced` false); `next` may
    /// also hold only a middle part of the literal, up to one of its word breaks.
    func completes(previous: UnsafeBufferPointer<UInt8>, next: UnsafeBufferPointer<UInt8>, spaced: Bool) -> Bool {
        let found = firstFragment(endingAt: previous.count, in: previous) { fragment in
            guard spaced == (fragment.restStart == fragment.length + 1) else { return false }
            let needle = tables.needles[fragment.literal]
            let restCount = needle.count - fragment.restStart
            if matches(needle, fragment.restStart..<needle.count, next, at: 0) { return true }
            guard next.count > 0, next.count < restCount else { return false }
            let insideEnd = fragment.restStart + next.count
            return (needle[insideEnd] == 0x20 || needle[insideEnd - 1] == UInt8(ascii: "-"))
                && matches(needle, fragment.restStart..<insideEnd, next, at: 0)
        }
        if found { return true }
        guard spaced, !tables.blankLedRests.isEmpty else { return false }
        return tables.blankLedRests.contains { rest in matches(rest, 0..<rest.count, next, at: 0) }
    }

    /// False when no fragment can end at `end`, told from the last bytes alone.
    @inline(__always)
    private func endMayHoldFragment(_ bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Bool {
        guard end > 0 else { return false }
        let last = fold(bytes[end - 1])
        let beforeLast = end > 1 ? fold(bytes[end - 2]) : last
        let pair = Int(beforeLast) << 8 | Int(last)
        let twice = Int(last) << 8 | Int(last)
        if tables.shortPairBits[pair >> 6] & (1 << UInt64(pair & 63)) != 0
            || tables.shortPairBits[twice >> 6] & (1 << UInt64(twice & 63)) != 0
        {
            return true
        }
        guard end >= 4 else { return false }
        let tail = Self.tailKey(fold(bytes[end - 4]), fold(bytes[end - 3]), beforeLast, last)
        return tables.tailBits[Int(tail >> 6)] & (1 << UInt64(tail & 63)) != 0
    }

    /// A 16-bit hash of four bytes.
    @inline(__always)
    private static func tailKey(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> UInt32 {
        let word = UInt32(a) << 24 | UInt32(b) << 16 | UInt32(c) << 8 | UInt32(d)
        return (word &* 0x9E37_79B1) >> 16
    }

    /// True when `bytes[..<end]` ends with a fragment that `accept` accepts.
    private func firstFragment(
        endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>, where accept: (Fragment) -> Bool
    ) -> Bool {
        guard end > 0 else { return false }
        let last = fold(bytes[end - 1])
        func search(_ key: UInt16) -> Bool {
            guard tables.pairBits[Int(key >> 6)] & (1 << UInt64(key & 63)) != 0,
                let candidates = tables.fragmentsByPair[key]
            else {
                return false
            }
            return candidates.contains { fragment in
                fragment.length <= end
                    && matches(tables.needles[fragment.literal], 0..<fragment.length, bytes, at: end - fragment.length)
                    && accept(fragment)
            }
        }
        // One-byte fragments are filed under their byte twice.
        if end > 1, search(UInt16(fold(bytes[end - 2])) << 8 | UInt16(last)) { return true }
        return (end == 1 || fold(bytes[end - 2]) != last) && search(UInt16(last) << 8 | UInt16(last))
    }

    /// True when `needle[range]` occurs in `bytes` at `start`.
    private func matches(_ needle: [UInt8], _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>, at start: Int)
        -> Bool
    {
        guard start >= 0, bytes.count - start >= range.count else { return false }
        var offset = start
        for index in range {
            if fold(bytes[offset]) != needle[index] { return false }
            offset += 1
        }
        return true
    }

    @inline(__always)
    private func fold(_ byte: UInt8) -> UInt8 {
        tables.isCaseInsensitive && (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }
}
