/// A cheap test on raw line bytes that runs before any `String` is built (ripgrep's candidate lines).
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
    /// For each byte value, the needles starting with it (after case folding).
    private let needlesByFirstByte: [[Int]]
    private let matchesEverything: Bool

    public init(literals: [String], caseInsensitive: Bool = false) {
        self.literals = literals
        self.isCaseInsensitive = caseInsensitive
        let needles = literals.map { literal in
            caseInsensitive ? Array(literal.utf8).map(Self.foldASCII) : Array(literal.utf8)
        }
        self.needles = needles
        matchesEverything = needles.isEmpty || needles.contains { $0.isEmpty }
        var table = [[Int]](repeating: [], count: 256)
        for (index, needle) in needles.enumerated() where !needle.isEmpty {
            table[Int(needle[0])].append(index)
            if caseInsensitive, let upper = Self.upperASCII(needle[0]) { table[Int(upper)].append(index) }
        }
        needlesByFirstByte = table
    }

    public func mayMatch(_ line: RawLine) -> Bool {
        mayMatch(line.bytes)
    }

    public func mayMatch(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if matchesEverything { return true }
        if containsNeedle(bytes) { return true }
        guard LineNormalizer.needsNormalization(bytes) else { return false }
        return LineNormalizer.normalizedBytes(bytes).withUnsafeBufferPointer { containsNeedle($0) }
    }

    /// True when the normalised `text` contains a literal: the exact check `mayMatch` approximates.
    public func matches(_ text: String) -> Bool {
        if matchesEverything { return true }
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { containsNeedle(UnsafeBufferPointer($0)) }
    }

    private func containsNeedle(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count {
            let candidates = needlesByFirstByte[Int(bytes[index])]
            if !candidates.isEmpty {
                for candidate in candidates where matchesNeedle(needles[candidate], bytes, at: index) { return true }
            }
            index += 1
        }
        return false
    }

    private func matchesNeedle(_ needle: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard bytes.count - start >= needle.count else { return false }
        for offset in 1..<max(1, needle.count) {
            let byte = isCaseInsensitive ? Self.foldASCII(bytes[start + offset]) : bytes[start + offset]
            if byte != needle[offset] { return false }
        }
        return true
    }

    private static func foldASCII(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    private static func upperASCII(_ byte: UInt8) -> UInt8? {
        (0x61...0x7A).contains(byte) ? byte - 0x20 : nil
    }
}
