#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether any of several needles occurs in a line, crossing text several bytes per step (Wu–Manber with
/// two-byte blocks): a window of `window` bytes (the shortest needle's length) slides by how far its last
/// two bytes are from the end of every needle's first `window` bytes; only where they end one is the window
/// checked. Typical log text then takes one table look-up per shift of several bytes, not one per byte.
///
/// Exact: a needle occurring at `start` has its first `window` bytes end at `start + window - 1`, and no
/// shift jumps past that position (a shift is at most the distance to the nearest block end that could
/// belong to a needle), so that window is examined and verified.
struct SkipSearch: Sendable {
    /// The shortest needle's length (capped so shifts fit a byte).
    let window: Int
    /// 8 when the window allows, else 4.
    private let tailLength: Int
    /// One buffer, so each search pins one array: first, by two-byte block (first byte in the low half), how far
    /// the window may slide (0 at a needle's window end); then, from `tailBitsStart`, a bitset over a hash of
    /// the last `tailLength` bytes of each needle's window, which dismisses most windows that end in a needle's
    /// last block (a common pair such as `g `).
    private let tables: [UInt8]
    private static let tailBitsStart = 1 << 16
    /// By block: 1 + the index in `candidates` of the needles whose window that block ends, 0 for none
    /// (a flat table, so no dictionary key is hashed).
    private let candidateSlots: [UInt16]
    /// Needles to verify where a shift is 0, grouped by the block that ends their window.
    private let candidates: [[Int]]
    private let needles: [[UInt8]]

    /// Needs case-sensitive needles of at least four bytes (shorter windows barely slide).
    init?(needles: [[UInt8]]) {
        guard let shortest = needles.map(\.count).min(), shortest >= 4 else { return nil }
        let window = min(shortest, 255)
        var shifts = [UInt8](repeating: UInt8(window - 1), count: 1 << 16)
        var slots = [UInt16](repeating: 0, count: 1 << 16)
        var candidates: [[Int]] = []
        var tailBits = [UInt8](repeating: 0, count: 1 << 13)
        for (index, needle) in needles.enumerated() {
            for end in 1..<window {
                let block = Self.block(needle[end - 1], needle[end])
                shifts[Int(block)] = min(shifts[Int(block)], UInt8(window - 1 - end))
            }
            let last = Int(Self.block(needle[window - 2], needle[window - 1]))
            if slots[last] == 0 {
                guard candidates.count < Int(UInt16.max) else { return nil }
                candidates.append([])
                slots[last] = UInt16(candidates.count)
            }
            candidates[Int(slots[last]) - 1].append(index)
            let tail = needle.withUnsafeBufferPointer {
                Self.tailHash($0.baseAddress! + window - 1, length: window >= 8 ? 8 : 4)
            }
            tailBits[tail >> 3] |= 1 << UInt8(tail & 7)
        }
        self.window = window
        self.tailLength = window >= 8 ? 8 : 4
        self.tables = shifts + tailBits
        self.candidateSlots = slots
        self.candidates = candidates
        self.needles = needles
    }

    @inline(__always)
    private static func block(_ first: UInt8, _ second: UInt8) -> UInt16 {
        UInt16(first) | UInt16(second) << 8
    }

    /// Hash of the `length` (4 or 8) bytes ending at `last`.
    @inline(__always)
    private static func tailHash(_ last: UnsafePointer<UInt8>, length: Int) -> Int {
        let raw = UnsafeRawPointer(last + 1 - length)
        let value = length == 8 ? raw.loadUnaligned(as: UInt64.self) : UInt64(raw.loadUnaligned(as: UInt32.self))
        return Int(truncatingIfNeeded: (value.littleEndian &* 0x9E37_79B9_7F4A_7C15) >> 48)
    }

    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var found = false
        forEachMatch(in: bytes, stoppingAtFirst: true) { _ in found = true }
        return found
    }

    /// Calls `body` with the index of the needle at each occurrence, in order of position (all of them unless
    /// `stoppingAtFirst`).
    func forEachMatch(in bytes: UnsafeBufferPointer<UInt8>, stoppingAtFirst: Bool = false, _ body: (Int) -> Void) {
        guard let base = bytes.baseAddress, bytes.count >= window else { return }
        let count = bytes.count
        tables.withUnsafeBufferPointer { tables in
            // Wrapping arithmetic: `end` stays below `count`, so overflow checks would guard nothing.
            var end = window &- 1
            while end < count {
                let shift = tables[
                    Int(UnsafeRawPointer(base).loadUnaligned(fromByteOffset: end &- 1, as: UInt16.self).littleEndian)]
                if shift != 0 {
                    end &+= Int(shift)
                    continue
                }
                let tail = Self.tailHash(base + end, length: tailLength)
                if tables[Self.tailBitsStart &+ tail >> 3] & (1 << UInt8(tail & 7)) != 0,
                    verify(base, count: count, windowEnd: end, body),
                    stoppingAtFirst
                {
                    return
                }
                end += 1
            }
        }
    }

    /// Calls `body` for each needle whose window ends with the block at `windowEnd` and that starts at
    /// `windowEnd - window + 1`; true when there was one.
    private func verify(_ base: UnsafePointer<UInt8>, count: Int, windowEnd end: Int, _ body: (Int) -> Void) -> Bool {
        let start = end - (window - 1)
        let slot = Int(candidateSlots[Int(Self.block(base[end - 1], base[end]))])
        var found = false
        for index in candidates[slot - 1] where matches(needles[index], base, start: start, count: count) {
            body(index)
            found = true
        }
        return found
    }

    private func matches(_ needle: [UInt8], _ base: UnsafePointer<UInt8>, start: Int, count: Int) -> Bool {
        guard count - start >= needle.count else { return false }
        return needle.withUnsafeBufferPointer { memcmp(base + start, $0.baseAddress!, needle.count) == 0 }
    }
}
