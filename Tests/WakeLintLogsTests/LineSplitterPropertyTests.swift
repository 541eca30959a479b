import Testing
import _WakeLintTestSupport

@testable import WakeLintLogs

@Suite struct LineSplitterPropertyTests {
    /// The obvious splitter: whole input in memory, `\r\n`, `\r` or `\n` end a line, no trailing empty line.
    static func referenceLines(_ bytes: [UInt8], cap: Int) -> [(offset: Int, bytes: [UInt8], truncated: Bool)] {
        var lines: [(Int, [UInt8], Bool)] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                let line = Array(bytes[start..<index])
                lines.append((start, Array(line.prefix(cap)), line.count > cap))
                index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        if start < bytes.count {
            let line = Array(bytes[start...])
            lines.append((start, Array(line.prefix(cap)), line.count > cap))
        }
        return lines
    }

    @Test func matchesTheReferenceForAnyInputChunkingAndCap() {
        var generator = SeededGenerator(seed: 2026)
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x0D, 0x61, 0x62, 0x20, 0xC3, 0xA9]
        for _ in 0..<400 {
            let bytes = (0..<Int.random(in: 0..<300, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let cap = Int.random(in: 1..<40, using: &generator)
            let chunk = Int.random(in: 1..<50, using: &generator)
            var splitter = LineSplitter(maxLineBytes: cap)
            var lines: [(offset: Int, bytes: [UInt8], truncated: Bool)] = []
            let collect: (RawLine) -> Bool = {
                lines.append(($0.byteOffset, Array($0.bytes), $0.isTruncated))
                return true
            }
            bytes.withUnsafeBufferPointer { all in
                var start = 0
                while start < all.count {
                    let end = min(all.count, start + chunk)
                    _ = splitter.feed(UnsafeBufferPointer(rebasing: all[start..<end]), collect)
                    start = end
                }
            }
            splitter.finish(collect)
            let expected = Self.referenceLines(bytes, cap: cap)
            #expect(lines.map(\.offset) == expected.map(\.offset))
            #expect(lines.map(\.bytes) == expected.map(\.bytes))
            #expect(lines.map(\.truncated) == expected.map(\.truncated))
            #expect(splitter.peakCarryCapacity <= max(cap, 256) + 64)
        }
    }
}
