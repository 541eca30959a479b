import Testing
import _WakeLintTestSupport

@testable import WakeLintCore

@Suite struct SourceFileTests {
    @Test func offsetsMapToOneBasedLinesAndUTF8Columns() {
        let file = SourceFile(path: "a.swift", text: "ab\nçd\r\nx")
        #expect(file.lineAndColumn(of: 0) == (1, 1))
        #expect(file.lineAndColumn(of: 2) == (1, 3))
        #expect(file.lineAndColumn(of: 3) == (2, 1))
        // "ç" is two UTF-8 bytes, so "d" sits at column 3.
        #expect(file.lineAndColumn(of: 5) == (2, 3))
        #expect(file.lineAndColumn(of: 8) == (3, 1))
        #expect(file.offset(line: 2, column: 3) == 5)
        #expect(file.lineText(2) == "çd")
        #expect(file.lineCount == 3)
    }

    /// Line starts are every offset after a line feed, as a byte loop finds them, on seeded random bytes with
    /// lines of every length (empty ones, none at all, a feed first and last).
    @Test func lineStartsFollowEveryLineFeed() {
        var generator = SeededGenerator(seed: 0x11FE)
        var inputs: [[UInt8]] = [[], [0x0A], [0x0A, 0x0A], Array("no feed".utf8), Array("\nfirst and last\n".utf8)]
        for _ in 0..<200 {
            let feedOdds = [2, 8, 40, 400].randomElement(using: &generator)!
            inputs.append(
                (0..<Int.random(in: 0...3_000, using: &generator)).map { _ in
                    Int.random(in: 0..<feedOdds, using: &generator) == 0
                        ? 0x0A : UInt8.random(in: 0...255, using: &generator)
                })
        }
        for bytes in inputs {
            let expected: [UInt32] = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { UInt32($0 + 1) }
            #expect(SourceFile(path: "r", bytes: bytes).lineStarts == expected)
        }
    }

    /// The first invalid sequence is where the standard library's UTF-8 decoder first fails, on seeded random
    /// bytes that are mostly ASCII (the word-at-a-time path) with multi-byte and broken sequences among them.
    @Test func invalidUTF8IsWhereTheDecoderFails() {
        func decoderOffset(_ bytes: [UInt8]) -> Int? {
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes.makeIterator()
            var offset = 0
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let scalar): offset += scalar.count
                case .emptyInput: return nil
                case .error: return offset
                }
            }
        }
        var generator = SeededGenerator(seed: 0xF11E)
        let pieces: [[UInt8]] = [
            Array("abcdefgh".utf8), Array("é".utf8), Array("✓".utf8), Array("🎉".utf8), [0xFF], [0xC0, 0x80],
            [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x86], [0x80],
        ]
        for _ in 0..<500 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<12, using: &generator) {
                let roll = Int.random(in: 0..<20, using: &generator)
                bytes += roll < 12 ? pieces[0] : pieces[min(pieces.count - 1, roll - 11)]
            }
            #expect(SourceFile(path: "a", bytes: bytes).firstInvalidUTF8Offset == decoderOffset(bytes), "\(bytes)")
        }
    }

    @Test func invalidUTF8IsLocated() {
        #expect(SourceFile(path: "a", bytes: [0x61, 0xFF, 0x62]).firstInvalidUTF8Offset == 1)
        #expect(SourceFile(path: "a", text: "ok ✓ 🎉").firstInvalidUTF8Offset == nil)
        #expect(SourceFile(path: "a", bytes: [0xE2, 0x86]).firstInvalidUTF8Offset == 0)
    }

    @Test func findingsSortByPathLineColumnRule() {
        func finding(_ path: String, _ line: Int, _ column: Int, _ rule: RuleID) -> Finding {
            Finding(
                rule: rule, severity: .warning, message: "m",
                location: SourceLocation(path: path, line: line, column: column), input: .swift)
        }
        let sorted = [
            finding("b", 1, 1, "x"), finding("a", 2, 1, "x"), finding("a", 1, 5, "y"), finding("a", 1, 5, "a"),
        ].sorted()
        #expect(
            sorted.map { "\($0.location.path):\($0.location.line):\($0.location.column):\($0.rule)" }
                == ["a:1:5:a", "a:1:5:y", "a:2:1:x", "b:1:1:x"])
    }
}
