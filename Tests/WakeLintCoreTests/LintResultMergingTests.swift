import Testing
import WakeLintCore

/// A lint's result and its logs' result as one report.
@Suite struct LintResultMergingTests {
    static func finding(_ path: String, _ line: Int, input: InputKind) -> Finding {
        Finding(
            rule: "bg-task-completion", severity: .error, message: "m",
            location: SourceLocation(path: path, line: line, column: 1),
            input: input)
    }

    @Test func mergingSortsBothAndSumsTheCounts() {
        let source = SourceFile(path: "A.swift", text: "let a = 1\n")
        let lint = LintResult(
            findings: [Self.finding("B.swift", 3, input: .swift)],
            problems: [InputProblem(path: "Z.plist", message: "z")],
            filesRead: 2, sources: ["A.swift": source], hidden: HiddenFindings(suppressed: 1),
            notes: [InputNote(path: "b.log", message: "b")], inputsRead: [.swift])
        let logs = LintResult(
            findings: [Self.finding("A.log", 1, input: .log)], problems: [InputProblem(path: "A.log", message: "a")],
            filesRead: 1, hidden: HiddenFindings(disabled: 2), notes: [InputNote(path: "a.log", message: "a")],
            inputsRead: [.log])
        let merged = lint.merging(logs)
        #expect(merged.findings.map(\.location.path) == ["A.log", "B.swift"])
        #expect(merged.problems.map(\.path) == ["A.log", "Z.plist"])
        #expect(merged.filesRead == 3)
        #expect(merged.sources.keys.sorted() == ["A.swift"])
        #expect(merged.hidden == HiddenFindings(suppressed: 1, disabled: 2))
        #expect(merged.notes.map(\.path) == ["a.log", "b.log"])
        #expect(merged.inputsRead == [.swift, .log])
        var unknown = lint
        unknown.inputsRead = nil
        #expect(unknown.merging(logs).inputsRead == nil)
    }
}
