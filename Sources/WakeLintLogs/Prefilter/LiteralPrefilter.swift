/// A cheap test on raw line bytes that runs before any `String` is built, keeping candidate lines.
///
/// Contract: `mayMatch` may return true for a line whose normalised text contains none of the literals
/// (over-match), but never returns false for a line whose normalised text (`LogLine.text`) contains one
/// (never miss). Raw bytes are searched directly; a line holding a byte that normalisation rewrites
/// (ANSI escape, control byte, `&`, curly quote, BOM) is normalised first and searched again. Truncated
/// lines are searched in their retained prefix, the same text rules see. An empty literal, or an empty
/// list, matches every line (a rule without required literals must see everything).
public struct LiteralPrefilter: Sendable {
    public let literals: [String]
    public let isCaseInsensitive: Bool
    private let needles: [[UInt8]]
    /// Per byte value: bit 0 = normalisation trigger, bit 1 = first byte of a needle's anchor pair (after
    /// folding), bit 2 = a one-byte needle.
    private let byteFlags: [UInt8]
    /// Bitset over the anchor pairs of the needles (65 536 bits).
    private let pairBits: [UInt64]
    /// Needles by anchor pair, with the anchor's offset in the needle.
    private let needlesByPair: [UInt16: [(needle: Int, anchor: Int)]]
    let matchesEverything: Bool
    /// The search `scan` uses when every needle is long enough and case matters (the built-in rules' case).
    private let skipSearch: SkipSearch?
    static let skipSearchMinimumNeedles = 8
    /// Indices of empty literals: they occur in every text.
    private let emptyNeedles: [Int]
    /// Where a hard-wrapped paste can cut the literals (lines joined for matching may hold one no line holds).
    public let fragments: LiteralFragments

    public init(literals: [String], caseInsensitive: Bool = false) {
        self.literals = literals
        self.isCaseInsensitive = caseInsensitive
        let needles = literals.map { literal in
            caseInsensitive ? Array(literal.utf8).map(Self.foldASCII) : Array(literal.utf8)
        }
        self.needles = needles
        fragments = LiteralFragments(needles: needles, caseInsensitive: caseInsensitive)
        matchesEverything = needles.isEmpty || needles.contains { $0.isEmpty }
        emptyNeedles = needles.indices.filter { needles[$0].isEmpty }
        var flags = [UInt8](repeating: 0, count: 256)
        for byte in 0..<256 where LineNormalizer.triggerBytes[byte] { flags[byte] |= 1 }
        var pairs = [UInt64](repeating: 0, count: 1024)
        var byPair: [UInt16: [(needle: Int, anchor: Int)]] = [:]
        for (index, needle) in needles.enumerated() where !needle.isEmpty {
            guard needle.count >= 2 else {
                for first in caseInsensitive ? Self.caseVariants(needle[0]) : [needle[0]] { flags[Int(first)] |= 4 }
                continue
            }
            // Anchor on the needle's rarest-looking byte so that few bytes of a typical line stop the scan.
            let anchor = (0..<(needle.count - 1)).min { Self.commonness(needle[$0]) < Self.commonness(needle[$1]) }!
            for first in caseInsensitive ? Self.caseVariants(needle[anchor]) : [needle[anchor]] {
                flags[Int(first)] |= 2
            }
            let key = UInt16(needle[anchor]) << 8 | UInt16(needle[anchor + 1])
            pairs[Int(key >> 6)] |= 1 << UInt64(key & 63)
            byPair[key, default: []].append((index, anchor))
        }
        byteFlags = flags
        // Its tables take 192 KB: worth it for the union of all rules' literals, not for a rule's one or two
        // (whose rare anchor bytes the flag scan below passes over quickly).
        skipSearch =
            caseInsensitive || needles.count < Self.skipSearchMinimumNeedles ? nil : SkipSearch(needles: needles)
        pairBits = pairs
        needlesByPair = byPair
    }

    public func mayMatch(_ line: RawLine) -> Bool {
        mayMatch(line.bytes)
    }

    public func mayMatch(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if matchesEverything { return true }
        let (found, needsNormalization) = scan(bytes)
        if found { return true }
        guard needsNormalization else { return false }
        return LineNormalizer.normalizedBytes(bytes).withUnsafeBufferPointer { scan($0).found }
    }

    /// True when the normalised `text` contains a literal: the exact check `mayMatch` approximates.
    public func matches(_ text: String) -> Bool {
        if matchesEverything { return true }
        // Native strings are contiguous: no copy of the text.
        if let found = text.utf8.withContiguousStorageIfAvailable({ scan($0).found }) { return found }
        return text.utf8Bytes.withUnsafeBufferPointer { scan($0).found }
    }

    /// Calls `found` with the index in `literals` of each literal that occurs in `text` (exact, like
    /// `matches`; a literal may be reported more than once). One pass for all literals: the rules engine
    /// uses it to learn which rules an event concerns without scanning the event once per rule.
    public func forEachLiteral(in text: String, _ found: (Int) -> Void) {
        for index in emptyNeedles { found(index) }
        // Native strings are contiguous: no copy of the text (this runs on every line of every kept event).
        if text.utf8.withContiguousStorageIfAvailable({ forEachLiteral(inBytes: $0, found) }) == nil {
            text.utf8Bytes.withUnsafeBufferPointer { forEachLiteral(inBytes: $0, found) }
        }
    }

    private func forEachLiteral(inBytes bytes: UnsafeBufferPointer<UInt8>, _ found: (Int) -> Void) {
        // The skip search finds every occurrence without stopping at each anchor byte (needles of 4+ bytes only).
        if let skipSearch {
            skipSearch.forEachMatch(in: bytes, found)
            return
        }
        var index = 0
        while let hit = nextCandidate(bytes, from: index) {
            if byteFlags[Int(bytes[hit])] & 4 != 0 {
                let byte = isCaseInsensitive ? Self.foldASCII(bytes[hit]) : bytes[hit]
                for (needleIndex, needle) in needles.enumerated() where needle.count == 1 && needle[0] == byte {
                    found(needleIndex)
                }
            }
            if hit + 1 < bytes.count {
                // The bitset answers most candidates without hashing the pair.
                let key = pairKey(bytes, at: hit)
                if pairBits[Int(key >> 6)] & (1 << UInt64(key & 63)) != 0, let candidates = needlesByPair[key] {
                    for candidate in candidates
                    where matchesNeedle(needles[candidate.needle], bytes, at: hit - candidate.anchor) {
                        found(candidate.needle)
                    }
                }
            }
            index = hit + 1
        }
    }

    /// Whether a needle occurs in the bytes, and whether normalisation could change them (anywhere in the
    /// line, also after the needle: the screen then judges the normalised line).
    func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (found: Bool, needsNormalization: Bool) {
        // Two passes that each cross most bytes in bulk beat one that stops at every anchor byte.
        if let skipSearch { return (skipSearch.contains(bytes), LineNormalizer.needsNormalization(bytes)) }
        var needsNormalization = false
        var index = 0
        while let hit = nextCandidate(bytes, from: index) {
            let flag = byteFlags[Int(bytes[hit])]
            if flag & 1 != 0 { needsNormalization = true }
            if flag & 4 != 0 { return (true, LineNormalizer.needsNormalization(bytes)) }
            if flag & 2 != 0, hit + 1 < bytes.count {
                let key = pairKey(bytes, at: hit)
                if pairBits[Int(key >> 6)] & (1 << UInt64(key & 63)) != 0,
                    needlesByPair[key]!.contains(where: {
                        matchesNeedle(needles[$0.needle], bytes, at: hit - $0.anchor)
                    })
                {
                    return (true, LineNormalizer.needsNormalization(bytes))
                }
            }
            index = hit + 1
        }
        return (false, needsNormalization)
    }

    /// The first offset at or after `start` whose byte has a flag (normalisation trigger or needle start).
    /// Eight bytes at a time while none is flagged, as most bytes of a skipped line are.
    @inline(__always)
    private func nextCandidate(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        byteFlags.withUnsafeBufferPointer { flags in
            guard let base = bytes.baseAddress else { return nil }
            let count = bytes.count
            var index = start
            while index + 8 <= count {
                let p = base + index
                if flags[Int(p[0])] | flags[Int(p[1])] | flags[Int(p[2])] | flags[Int(p[3])]
                    | flags[Int(p[4])] | flags[Int(p[5])] | flags[Int(p[6])] | flags[Int(p[7])] != 0
                {
                    break
                }
                index += 8
            }
            while index < count {
                if flags[Int(base[index])] != 0 { return index }
                index += 1
            }
            return nil
        }
    }

    @inline(__always)
    private func pairKey(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt16 {
        let first = isCaseInsensitive ? Self.foldASCII(bytes[index]) : bytes[index]
        let second = isCaseInsensitive ? Self.foldASCII(bytes[index + 1]) : bytes[index + 1]
        return UInt16(first) << 8 | UInt16(second)
    }

    private func matchesNeedle(_ needle: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard start >= 0, bytes.count - start >= needle.count else { return false }
        for offset in 0..<needle.count {
            let byte = isCaseInsensitive ? Self.foldASCII(bytes[start + offset]) : bytes[start + offset]
            if byte != needle[offset] { return false }
        }
        return true
    }

    /// How often a byte occurs in typical log text, roughly (space and common lowercase letters most).
    private static func commonness(_ byte: UInt8) -> Int {
        switch byte {
        case 0x20: 5
        case 0x61...0x7A: "etaoinsrhldcum".utf8.contains(byte) ? 4 : 3
        case 0x30...0x39, UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "/"): 3
        case 0x41...0x5A: 2
        default: 1
        }
    }

    private static func foldASCII(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    private static func caseVariants(_ byte: UInt8) -> [UInt8] {
        (0x61...0x7A).contains(byte) ? [byte, byte - 0x20] : [byte]
    }
}
