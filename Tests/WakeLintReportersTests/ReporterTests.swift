import Testing
import WakeLintCore

@testable import WakeLintReporters

/// Reporters are pure: one canned result in, whole output compared.
@Suite struct ReporterTests {
    static let source = SourceFile(
        path: "App/Sync.swift", text: "import HealthKit\n\tstore.enableBackgroundDelivery(for: t) // ✓\n")

    static let result = LintResult(
        findings: [
            Finding(
                rule: "hk-b", severity: .warning, message: "second \"quoted\"",
                location: SourceLocation(path: "device.log", line: 7, column: 1), input: .log,
                evidence: [EvidenceLine(line: 7, text: "Code=3\tx")]),
            Finding(
                rule: "hk-a", severity: .error, message: "first",
                location: SourceLocation(path: "App/Sync.swift", line: 2, column: 8), input: .swift,
                related: [
                    RelatedLocation(SourceLocation(path: "App/App.entitlements", line: 5, column: 3), "key is false")
                ]),
        ],
        problems: [InputProblem(path: "App/Bad.plist", message: "malformed property list: empty file")],
        filesRead: 3, sources: [source.path: source])

    @Test func textIsCompilerStyleWithExcerptNotesEvidenceAndSummary() {
        let expected = """
            App/Sync.swift:2:8: error: first [hk-a]
                \tstore.enableBackgroundDelivery(for: t) // ✓
                \t      ^
            App/App.entitlements:5:3: note: key is false
            device.log:7:1: warning: second "quoted" [hk-b]
                7 | Code=3\tx
            App/Bad.plist: input problem: malformed property list: empty file
            1 error, 1 warning in 3 files (1 input problem)

            """
        #expect(TextReporter(colored: false, quiet: false).report(Self.result) == expected)
    }

    @Test func evidenceLineNumbersOfDifferentWidthsLineUp() {
        let finding = Finding(
            rule: "hk-b", severity: .warning, message: "m", location: SourceLocation(path: "d.log", line: 6, column: 1),
            input: .log, evidence: [EvidenceLine(line: 6, text: "six"), EvidenceLine(line: 11, text: "eleven")])
        let text = TextReporter(colored: false, quiet: true).report(LintResult(findings: [finding]))
        #expect(text == "d.log:6:1: warning: m [hk-b]\n    6 | six\n   11 | eleven\n")
        var wide = finding
        wide.evidence = [EvidenceLine(line: 9, text: "a"), EvidenceLine(line: 12345, text: "b")]
        #expect(
            TextReporter(colored: false, quiet: true).report(LintResult(findings: [wide]))
                == "d.log:6:1: warning: m [hk-b]\n     9 | a\n 12345 | b\n")
    }

    @Test func hiddenCountsAndNotesReachTheSummaryAndJSON() {
        var result = LintResult(filesRead: 1)
        result.hidden = HiddenFindings(diff: 2, baseline: 1, suppressed: 0, disabled: 4)
        result.notes = [InputNote(path: "<stdin>", message: "nothing here", unrecognised: true)]
        #expect(
            TextReporter(colored: false, quiet: false).report(result)
                == "<stdin>: note: nothing here\n0 errors, 0 warnings in 1 file (7 hidden: 2 outside the --diff changes, 1 in the baseline, 4 of disabled rules)\n"
        )
        #expect(
            JSONReporter(version: "1").report(result)
                == "{\"tool\":\"wakelint\",\"version\":\"1\",\"findings\":[],\"problems\":[],\"hidden\":{\"diff\":2,\"baseline\":1,\"suppressed\":0,\"disabled\":4},\"notes\":[\n  {\"path\":\"<stdin>\",\"message\":\"nothing here\",\"recognised\":false}\n]}\n"
        )
    }

    @Test func quietDropsTheSummaryAndColourUsesEscapes() {
        let quiet = TextReporter(colored: false, quiet: true).report(LintResult(filesRead: 2))
        #expect(quiet == "")
        let colored = TextReporter(colored: true, quiet: false).report(Self.result)
        #expect(colored.contains("\u{1B}[1;31merror\u{1B}[0m"))
        #expect(
            TextReporter(colored: false, quiet: false).report(LintResult(filesRead: 1))
                == "0 errors, 0 warnings in 1 file\n")
    }

    @Test func jsonKeepsTheContractOrderAndEscapes() {
        let expected = """
            {"tool":"wakelint","version":"9.9","findings":[
              {"rule":"hk-a","severity":"error","message":"first","path":"App/Sync.swift","line":2,"column":8,"input":"swift","related":[{"path":"App/App.entitlements","line":5,"column":3,"message":"key is false"}],"evidence":[]},
              {"rule":"hk-b","severity":"warning","message":"second \\"quoted\\"","path":"device.log","line":7,"column":1,"input":"log","related":[],"evidence":[{"line":7,"text":"Code=3\\tx"}]}
            ],"problems":[
              {"path":"App/Bad.plist","message":"malformed property list: empty file"}
            ],"hidden":{"diff":0,"baseline":0,"suppressed":0,"disabled":0},"notes":[]}

            """
        #expect(JSONReporter(version: "9.9").report(Self.result) == expected)
        #expect(
            JSONReporter(version: "1").report(LintResult())
                == "{\"tool\":\"wakelint\",\"version\":\"1\",\"findings\":[],\"problems\":[],\"hidden\":{\"diff\":0,\"baseline\":0,\"suppressed\":0,\"disabled\":0},\"notes\":[]}\n"
        )
    }

    /// The JSON report reserves its size up front: a little over, never under, for ordinary texts.
    @Test func jsonSizeEstimateCoversTheReport() {
        var findings: [Finding] = []
        for number in 0..<300 {
            let path =
                "Sources/Feature\(number)/" + String(repeating: "Nested/", count: number % 5) + "File\(number).swift"
            findings.append(
                Finding(
                    rule: number % 2 == 0 ? "bg-task-completion" : "hk-anchor-lost", severity: .warning,
                    message: String(repeating: "the handler returns é ", count: number % 7 + 1),
                    location: SourceLocation(path: path, line: 100_000 + number, column: 120), input: .swift,
                    related: (0..<(number % 4)).map {
                        RelatedLocation(SourceLocation(path: path, line: 999_999, column: 999), "called here \($0)")
                    },
                    evidence: (0..<(number % 3)).map {
                        EvidenceLine(line: 999_999, text: "default 12:00:00 dasd[\($0)]")
                    }))
        }
        for result in [Self.result, LintResult(), LintResult(findings: findings, problems: Self.result.problems)] {
            let size = JSONReporter(version: "1.2.3").report(result).utf8.count
            let estimate = JSONReporter.estimatedSize(of: result)
            #expect(estimate >= size && estimate <= size * 3 / 2 + 200, "\(estimate) for \(size)")
        }
    }

    @Test func jsonEscapesControlCharacters() {
        #expect(JSON.string("a\u{1}b\\") == "\"a\\u0001b\\\\\"")
    }
}
