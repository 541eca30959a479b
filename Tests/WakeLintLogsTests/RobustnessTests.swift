import Foundation
import Testing
import _WakeLintTestSupport

@testable import WakeLintLogs

@Suite struct RobustnessTests {
    static let fixtureLines: [String] = FixtureTests.fixtures.flatMap { path -> [String] in
        let text = (try? String(contentsOf: FixtureTests.root.appendingPathComponent(path), encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Lines shuffled across all fixtures: every non-blank line lands in an event (or is JSON array
    /// punctuation, or was skipped by a limit), events come in order, and nothing traps.
    @Test func shuffledFixtureLinesAreAllAccountedFor() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<200 {
            let lines = (0..<40).map { _ in Self.fixtureLines.randomElement(using: &generator)! }
            let events = assemble(lines.joined(separator: "\n"))
            var covered = Set<Int>()
            var previousFirst = 0
            for event in events {
                #expect(event.firstLine >= previousFirst)
                previousFirst = event.firstLine
                let numbers = event.lines.flatMap(\.sourceLineNumbers)
                #expect(numbers == numbers.sorted())
                covered.formUnion(numbers)
            }
            for (index, line) in lines.enumerated() where !covered.contains(index + 1) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                #expect(
                    trimmed.isEmpty || ["[", "]", "}]", ",", "[{"].contains(trimmed), "line \(index + 1) lost: \(line)")
            }
        }
    }

    /// Random bytes drawn from the characters layouts care about never trap and keep line numbers.
    @Test func randomBytesNeverTrap() {
        var generator = SeededGenerator(seed: 7)
        let alphabet =
            Array("0123456789-: .+[]{}()<>\"'\\,\t\r\n*#abcxyzMarLOGflutter:0x\u{1B}&;é".utf8) + [
                0xFF, 0xC3, 0xE2, 0x80, 0x99, 0x00,
            ]
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<600, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            for chunkSize in [1, 64] {
                var reader = LogReader(bytes: bytes, displayPath: "fuzz")
                reader.chunkSize = chunkSize
                var count = 0
                #expect(reader.forEachEvent { _ in count += 1 } == nil)
                #expect(reader.statistics.bytesRead == bytes.count)
            }
        }
    }
}
