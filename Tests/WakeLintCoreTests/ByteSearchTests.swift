import Testing
import _WakeLintTestSupport

@testable import WakeLintCore

/// `ByteSearch.firstIndex` finds what a byte-by-byte scan finds: the first match at or after `start`.
@Suite struct ByteSearchTests {
    static func scan(_ needle: [UInt8], _ haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty else { return start }
        guard start >= 0, haystack.count - start >= needle.count else { return nil }
        for index in start...(haystack.count - needle.count)
        where Array(haystack[index..<(index + needle.count)]) == needle {
            return index
        }
        return nil
    }

    @Test func findsTheFirstMatchFromStart() {
        let haystack = Array("abcabcabd wakelint: x wakelint:".utf8)
        let cases: [(String, Int)] = [
            ("a", 0), ("a", 1), ("abd", 0), ("abc", 4), ("wakelint:", 0), ("wakelint:", 11),
            ("x", 0), ("zz", 0), ("d", 8), ("wakelint:", 23), ("wakelint:x", 0), (":", 31),
        ]
        for (needle, start) in cases {
            let bytes = Array(needle.utf8)
            let found = haystack.withUnsafeBufferPointer { ByteSearch.firstIndex(of: bytes, in: $0, from: start) }
            #expect(found == Self.scan(bytes, haystack, from: start), "\(needle) from \(start)")
        }
        #expect([UInt8]().withUnsafeBufferPointer { ByteSearch.firstIndex(of: [1], in: $0) } == nil)
        #expect(haystack.withUnsafeBufferPointer { ByteSearch.firstIndex(of: [], in: $0, from: 3) } == 3)
    }

    @Test func agreesWithAScanOnRandomBytes() {
        var generator = SeededGenerator(seed: 0x5EED)
        for _ in 0..<300 {
            let haystack = (0..<Int.random(in: 0..<200, using: &generator)).map { _ in
                UInt8.random(in: 0..<4, using: &generator)
            }
            let needle = (0..<Int.random(in: 1..<5, using: &generator)).map { _ in
                UInt8.random(in: 0..<4, using: &generator)
            }
            let start = Int.random(in: 0...max(0, haystack.count), using: &generator)
            let found = haystack.withUnsafeBufferPointer { ByteSearch.firstIndex(of: needle, in: $0, from: start) }
            #expect(found == Self.scan(needle, haystack, from: start), "\(needle) in \(haystack) from \(start)")
        }
    }

    /// `count` agrees with a byte loop for every byte value, on lengths around the eight-byte words it reads, with
    /// neighbours one apart from the counted byte (the values a borrow or carry between bytes would miscount).
    @Test func countsWhatAByteLoopCounts() {
        var generator = SeededGenerator(seed: 0xC0DE)
        for _ in 0..<400 {
            let byte = UInt8.random(in: 0...255, using: &generator)
            let haystack = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in
                byte &+ UInt8.random(in: 0...2, using: &generator) &- 1
            }
            let counted = haystack.withUnsafeBufferPointer { ByteSearch.count(of: byte, in: $0) }
            #expect(counted == haystack.filter { $0 == byte }.count, "\(byte) in \(haystack)")
        }
        #expect([UInt8]().withUnsafeBufferPointer { ByteSearch.count(of: 0x0A, in: $0) } == 0)
    }

    /// A whole word has no word byte on either side of some occurrence; `joining` bytes count as word bytes.
    @Test func findsWholeWordsOnly() {
        func word(_ needle: String, _ haystack: String, joining: String = "") -> Bool {
            ByteSearch.containsWord(Array(needle.utf8), in: Array(haystack.utf8), joining: Array(joining.utf8))
        }
        #expect(word("backgroundTask", ".backgroundTask(.appRefresh(id))"))
        #expect(word("backgroundTask", "backgroundTask"))
        #expect(!word("backgroundTask", "let backgroundTaskTimeout = 30"))
        #expect(!word("backgroundTask", "beginBackgroundTask"))
        #expect(!word("BGTask", "BGTaské"))
        #expect(word("BGTask", "beginBackgroundTask; BGTask.self"))
        #expect(word("com.example.app", "\"com.example.app.refresh\", \"com.example.app\"", joining: ".-"))
        #expect(!word("com.example.app", "\"com.example.app.refresh\"", joining: ".-"))
        #expect(!word("x", ""))
    }
}
