import Testing

@testable import WakeLintCore

/// Edits become byte offsets in the file they name: applied from the end, identical ones once, overlapping or
/// out-of-file ones refused whole.
@Suite struct TextEditApplierTests {
    let file = SourceFile(path: "a.txt", text: "one\ntwo é\nthree\n")

    func edit(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int, _ text: String) -> TextEdit {
        TextEdit(path: "a.txt", line: line, column: column, endLine: endLine, endColumn: endColumn, replacement: text)
    }

    func applied(_ edits: [TextEdit]) throws -> String {
        String(decoding: try TextEditApplier.apply(edits, to: file), as: UTF8.self)
    }

    @Test func editsApplyTogetherAndIdenticalOnesOnce() throws {
        let insertion = edit(3, 1, 3, 1, "2.5\n")
        #expect(
            try applied([edit(1, 1, 1, 4, "ONE"), insertion, insertion, edit(2, 5, 2, 7, "e")])
                == "ONE\ntwo e\n2.5\nthree\n")
        #expect(try applied([]) == "one\ntwo é\nthree\n")
        #expect(try applied([edit(4, 1, 4, 1, "four\n")]) == "one\ntwo é\nthree\nfour\n")
    }

    @Test func overlappingAndOutsideEditsAreRefused() {
        #expect(throws: TextEditApplier.Failure.overlapping(edit(1, 1, 1, 4, "A"), edit(1, 2, 1, 3, "B"))) {
            try applied([edit(1, 2, 1, 3, "B"), edit(1, 1, 1, 4, "A")])
        }
        #expect(throws: TextEditApplier.Failure.overlapping(edit(2, 1, 2, 1, "x"), edit(2, 1, 2, 1, "y"))) {
            try applied([edit(2, 1, 2, 1, "y"), edit(2, 1, 2, 1, "x")])
        }
        #expect(throws: TextEditApplier.Failure.outside(edit(9, 1, 9, 1, "x"))) { try applied([edit(9, 1, 9, 1, "x")]) }
        #expect(throws: TextEditApplier.Failure.outside(edit(3, 1, 3, 99, "x"))) {
            try applied([edit(3, 1, 3, 99, "x")])
        }
    }

    @Test func anEditKnowsItsByteRange() {
        let made = TextEdit(in: file, replacing: 4..<7, with: "TWO")
        #expect(made == edit(2, 1, 2, 4, "TWO"))
    }
}
