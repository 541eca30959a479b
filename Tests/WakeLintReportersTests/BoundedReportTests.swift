import Testing
import WakeLintCore

@testable import WakeLintReporters

/// Reports people read stay readable: a quoted log line over 300 characters is cut around what the rule matched
/// with `…`, and a Markdown report fits one GitHub comment, saying what it left out.
@Suite struct BoundedReportTests {
    static let head = String(repeating: "a", count: 500)
    static let tail = String(repeating: "z", count: 500)
    /// 1,014 characters with `MATCH` at character (and UTF-8 offset) 500.
    static let long = head + "MATCH is here" + tail + "."

    @Test func aShortLineIsQuotedWhole() {
        let line = String(repeating: "x", count: 300)
        #expect(EvidenceExcerpt.text(EvidenceLine(line: 1, text: line, focus: 120)) == line)
    }

    @Test func aLongLineIsCutAroundItsFocus() {
        let cut = EvidenceExcerpt.text(EvidenceLine(line: 1, text: Self.long, focus: 500))
        #expect(
            cut == "…" + String(repeating: "a", count: 100) + "MATCH is here" + String(repeating: "z", count: 185) + "…"
        )
        #expect(cut.count == 300)
    }

    @Test func withoutAFocusTheStartIsKept() {
        let cut = EvidenceExcerpt.text(EvidenceLine(line: 1, text: Self.long))
        #expect(cut == String(repeating: "a", count: 299) + "…")
    }

    @Test func aFocusNearTheEndKeepsTheEnd() {
        let cut = EvidenceExcerpt.text(EvidenceLine(line: 1, text: Self.long, focus: 1_010))
        #expect(cut == "…" + String(repeating: "z", count: 298) + ".")
    }

    @Test func theFocusCountsUTF8BytesNotCharacters() {
        // 200 two-byte characters put `MATCH` at UTF-8 offset 400 and character 200.
        let text = String(repeating: "é", count: 200) + "MATCH" + String(repeating: "z", count: 400)
        let cut = EvidenceExcerpt.text(EvidenceLine(line: 1, text: text, focus: 400))
        #expect(cut.hasPrefix("…" + String(repeating: "é", count: 100) + "MATCH"))
    }

    @Test func focusIsTheFirstLiteralInTheLineIgnoringASCIICase() {
        let line = EvidenceLine(line: 1, text: "xx Running task: y; running Task: z")
        #expect(line.focused(on: ["task:", "nothing"]).focus == 11)
        #expect(line.focused(on: ["absent"]).focus == nil)
        // A hint only: equality ignores it.
        #expect(line.focused(on: ["task:"]) == line)
    }

    static func longResult() -> LintResult {
        let evidence = [EvidenceLine(line: 7, text: Self.long, focus: 500)]
        let finding = Finding(
            rule: "bg-task-expired", severity: .warning, message: "the task expired",
            location: SourceLocation(path: "device.log", line: 7, column: 1), input: .log, evidence: evidence)
        return LintResult(findings: [finding], problems: [], filesRead: 1)
    }

    @Test(arguments: ["text", "markdown", "github", "html"])
    func everyReadFormatQuotesTheCutLine(format: String) throws {
        let reporter = try #require(
            Reporters.reporter(named: format, colored: false, quiet: true, version: "0", currentDirectory: "/"))
        let report = reporter.report(Self.longResult())
        let expected =
            "…" + String(repeating: "a", count: 100) + "MATCH is here" + String(repeating: "z", count: 185) + "…"
        #expect(report.contains(expected))
        #expect(!report.contains(Self.head))
    }

    @Test func jsonKeepsTheWholeLine() {
        #expect(JSONReporter(version: "0").report(Self.longResult()).contains(Self.long))
    }

    static func manyFindings(_ count: Int) -> LintResult {
        let findings = (1...count).map { index in
            Finding(
                rule: "bg-task-expired", severity: .warning,
                message: "the task 'com.example.refresh.\(index)' expired before it called setTaskCompleted",
                location: SourceLocation(path: "device.log", line: index, column: 1), input: .log,
                evidence: [EvidenceLine(line: index, text: "dasd: task com.example.refresh.\(index) expired")])
        }
        let problems = (1...3).map { InputProblem(path: "broken-\($0).log", message: "not UTF-8") }
        return LintResult(findings: findings, problems: problems, filesRead: 1)
    }

    @Test func markdownFitsAGitHubCommentAndSaysWhatItLeftOut() {
        let report = MarkdownReporter(rules: Canned.rules).report(Self.manyFindings(2_000))
        #expect(report.utf16.count <= MarkdownReporter.gitHubCommentLimit)
        let shown = report.components(separatedBy: "| device.log:").count - 1
        #expect(shown > 100 && shown < 2_000)
        #expect(report.contains("\n(\(2_000 - shown) more findings of this rule not shown)\n"))
        #expect(
            report.hasSuffix(
                "\n**Cut to fit a GitHub comment (65536 characters): \(2_000 - shown) findings, 3 input problems not shown.** `--format html` or `--format json` has everything.\n"
            ))
    }

    @Test func markdownThatFitsIsWhole() {
        let report = MarkdownReporter(rules: Canned.rules).report(Self.manyFindings(20))
        #expect(report.components(separatedBy: "| device.log:").count - 1 == 20)
        #expect(report.contains("| broken-3.log | not UTF-8 |"))
        #expect(!report.contains("Cut to fit"))
    }
}
