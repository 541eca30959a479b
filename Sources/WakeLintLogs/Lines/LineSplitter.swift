#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns a byte stream, fed in chunks of any size, into numbered lines, each a byte range.
///
/// Lines that fit in one chunk are handed out as views into that chunk, without copying; only a line
/// that crosses a chunk boundary is copied, and only its first `maxLineBytes` bytes are kept, so memory
/// is bounded by chunk size + `maxLineBytes` whatever the input. The output does not depend on how the
/// input is chunked: a `\r` at the end of a chunk remembers to swallow a `\n` opening the next one.
struct LineSplitter {
    let maxLineBytes: Int
    private(set) var linesEmitted = 0
    private(set) var truncatedLines = 0
    /// The number of the first line cut to `maxLineBytes`, when one was.
    private(set) var firstTruncatedLine: Int?
    /// Largest capacity the carry-over buffer ever had: the structural memory bound tests check.
    private(set) var peakCarryCapacity = 0

    private var carry: [UInt8] = []
    /// Bytes of the unfinished line seen so far, including those beyond the cap.
    private var carryLength = 0
    private var lineStart = 0
    private var streamOffset = 0
    private var swallowLineFeed = false

    init(maxLineBytes: Int) {
        precondition(maxLineBytes > 0)
        self.maxLineBytes = maxLineBytes
    }

    /// Feeds one chunk; `body` returns false to stop. Returns false when stopped.
    mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>, _ body: (RawLine) -> Bool) -> Bool {
        let count = chunk.count
        guard count > 0, let base = chunk.baseAddress else { return true }
        let chunkStart = streamOffset
        streamOffset += count
        var index = 0
        if swallowLineFeed {
            swallowLineFeed = false
            if base[0] == 0x0A {
                index = 1
                lineStart = chunkStart + 1
            }
        }
        var nextLF = -1
        var nextCR = -1
        while index < count {
            if nextLF < index { nextLF = Self.find(0x0A, base, from: index, count: count) }
            if nextCR < index { nextCR = Self.find(0x0D, base, from: index, count: count) }
            let end = min(nextLF, nextCR)
            if end == count {
                appendToCarry(UnsafeBufferPointer(rebasing: chunk[index..<count]))
                break
            }
            let keepGoing: Bool
            if carryLength == 0 {
                let length = end - index
                let kept = min(length, maxLineBytes)
                keepGoing = emit(
                    UnsafeBufferPointer(start: base + index, count: kept), truncated: length > maxLineBytes, body)
            } else {
                appendToCarry(UnsafeBufferPointer(rebasing: chunk[index..<end]))
                let truncated = carryLength > maxLineBytes
                keepGoing = carry.withUnsafeBufferPointer { emit($0, truncated: truncated, body) }
                carry.removeAll(keepingCapacity: true)
                carryLength = 0
            }
            var terminator = 1
            if base[end] == 0x0D {
                if end + 1 < count {
                    if base[end + 1] == 0x0A { terminator = 2 }
                } else {
                    swallowLineFeed = true
                }
            }
            index = end + terminator
            lineStart = chunkStart + index
            if !keepGoing { return false }
        }
        return true
    }

    /// Emits the last line when the input does not end with a terminator.
    mutating func finish(_ body: (RawLine) -> Bool) {
        guard carryLength > 0 else { return }
        let truncated = carryLength > maxLineBytes
        _ = carry.withUnsafeBufferPointer { emit($0, truncated: truncated, body) }
        carry.removeAll(keepingCapacity: true)
        carryLength = 0
    }

    private mutating func emit(_ bytes: UnsafeBufferPointer<UInt8>, truncated: Bool, _ body: (RawLine) -> Bool) -> Bool
    {
        linesEmitted += 1
        if truncated {
            truncatedLines += 1
            if firstTruncatedLine == nil { firstTruncatedLine = linesEmitted }
        }
        return body(RawLine(number: linesEmitted, byteOffset: lineStart, bytes: bytes, isTruncated: truncated))
    }

    private mutating func appendToCarry(_ bytes: UnsafeBufferPointer<UInt8>) {
        let room = maxLineBytes - carry.count
        if room > 0 {
            let needed = carry.count + min(room, bytes.count)
            if needed > carry.capacity {
                // Grow by hand so the buffer never exceeds the cap by more than the allocator's rounding.
                carry.reserveCapacity(min(maxLineBytes, max(256, carry.capacity * 2, needed)))
            }
            carry.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[0..<min(room, bytes.count)]))
            peakCarryCapacity = max(peakCarryCapacity, carry.capacity)
        }
        carryLength += bytes.count
    }

    /// Index of the first `byte` at or after `from`, or `count` when there is none (memchr).
    private static func find(_ byte: UInt8, _ base: UnsafePointer<UInt8>, from: Int, count: Int) -> Int {
        guard let hit = memchr(base + from, Int32(byte), count - from) else { return count }
        return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
    }
}
