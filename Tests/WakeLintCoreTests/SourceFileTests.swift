import Testing
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

    @Test func invalidUTF8IsLocated() {
        #expect(SourceFile(path: "a", bytes: [0x61, 0xFF, 0x62]).firstInvalidUTF8Offset == 1)
        #expect(SourceFile(path: "a", text: "ok ✓ 🎉").firstInvalidUTF8Offset == nil)
        #expect(SourceFile(path: "a", bytes: [0xE2, 0x86]).firstInvalidUTF8Offset == 0)
    }

    @Test func findingsSortByPathLineColumnRule() {
        func finding(_ path: String, _ line: Int, _ column: Int, _ rule: RuleID) -> Finding {
            Finding(rule: rule, severity: .warning, message: "m",
                    location: SourceLocation(path: path, line: line, column: column), input: .swift)
        }
        let sorted = [finding("b", 1, 1, "x"), finding("a", 2, 1, "x"), finding("a", 1, 5, "y"), finding("a", 1, 5, "a")].sorted()
        #expect(sorted.map { "\($0.location.path):\($0.location.line):\($0.location.column):\($0.rule)" }
                == ["a:1:5:a", "a:1:5:y", "a:2:1:x", "b:1:1:x"])
    }
}
