import Testing
import WakeLintCore

@testable import WakeLintReporters

/// Escaping and counting rules of the line-oriented and markup formats, beyond what the goldens pin.
@Suite struct FormatTests {
    @Test func githubEscapesDataAndProperties() {
        #expect(GitHubActionsReporter.escapeData("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext: a,b")
        #expect(GitHubActionsReporter.escapeProperty("Bad, copy: 100%\n") == "Bad%2C copy%3A 100%25%0A")
        let finding = Finding(
            rule: "r", severity: .info, message: "a::b\nc",
            location: SourceLocation(path: "x:y,z.swift", line: 2, column: 3), input: .swift)
        let output = GitHubActionsReporter().report(
            LintResult(findings: [finding], problems: [InputProblem(path: "p,q", message: "m%")]))
        #expect(output == "::notice file=x%3Ay%2Cz.swift,line=2,col=3,title=r::a::b%0Ac\n::warning file=p%2Cq::m%25\n")
    }

    @Test func githubLeavesPipedLogsWithoutAFile() {
        let finding = Finding(
            rule: "r", severity: .warning, message: "m", location: SourceLocation(path: "<stdin>", line: 4, column: 1),
            input: .log)
        #expect(GitHubActionsReporter().report(LintResult(findings: [finding])) == "::warning title=r::m\n")
    }

    @Test func xcodeMakesPathsAbsoluteAndKeepsOneDiagnosticPerLine() {
        #expect(
            Paths.absolute("./App/../App/Sync.swift", in: "/Users/dev/Wake App/")
                == "/Users/dev/Wake App/App/Sync.swift")
        #expect(Paths.absolute("/tmp/x.log", in: "/Users/dev") == "/tmp/x.log")
        let finding = Finding(
            rule: "r", severity: .info, message: "one\ntwo",
            location: SourceLocation(path: "A.swift", line: 1, column: 2), input: .swift)
        #expect(
            XcodeReporter(currentDirectory: "/p").report(LintResult(findings: [finding]))
                == "/p/A.swift:1:2: note: one two [r]\n")
    }

    @Test func junitCountsMatchTheElements() {
        let output = JUnitReporter(rules: Canned.rules).report(Canned.result)
        func count(_ needle: String) -> Int { output.components(separatedBy: needle).count - 1 }
        let testcases = count("<testcase ")
        let failedCases = count("\">\n      <failure ")
        // Four rules: three with findings in four rule × file cases, one passing; plus one skipped input problem.
        #expect(testcases == 6)
        #expect(count("<failure ") == 4)
        #expect(failedCases == 4)
        #expect(count("<skipped ") == 1)
        #expect(count("tests=\"\(testcases)\" failures=\"\(failedCases)\" errors=\"0\" skipped=\"1\"") == 2)
        let cases = JUnitReporter(rules: Canned.rules).testCases(Canned.result)
        #expect(
            cases.filter { $0.classname == "hk-background-delivery-entitlement" }.map(\.name) == [
                "App/Sync.swift", "device.log",
            ])
        #expect(cases.first { $0.classname == "hk-observer-completion" }?.failures.isEmpty == true)
    }

    @Test func junitPassesOnlyRulesThatCouldFireOnWhatWasRead() {
        var result = Canned.result
        result.inputsRead = [.log]
        // The canned rules read Swift only: just the rules with findings are listed.
        let classnames = Set(JUnitReporter(rules: Canned.rules).testCases(result).map(\.classname))
        #expect(
            classnames == [
                "bg-refresh-identifier", "bg-task-expired", "hk-background-delivery-entitlement", "input-problem",
            ])
        result.inputsRead = [.swift]
        #expect(
            JUnitReporter(rules: Canned.rules).testCases(result).contains { $0.classname == "hk-observer-completion" })
    }

    @Test func junitCountsFailedTestcasesNotFailureElements() {
        var second = Canned.swiftFinding
        second.location.line = 5
        let output = JUnitReporter(rules: []).report(LintResult(findings: [Canned.swiftFinding, second]))
        #expect(output.contains("<testsuite name=\"wakelint\" tests=\"1\" failures=\"1\" errors=\"0\" skipped=\"0\">"))
        #expect(output.components(separatedBy: "<failure ").count - 1 == 2)
    }

    @Test func markupEscapesEverythingSpecial() {
        #expect(Markup.escape("<a href=\"x\">&'</a>") == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;")
        #expect(Markup.attribute("a\nb\tc") == "a&#10;b&#9;c")
        #expect(Markup.escape("bell\u{7}") == "bell\u{FFFD}")
    }

    @Test func markdownEscapesCellsAndOutgrowsBackticksInFences() {
        #expect(MarkdownReporter.cell("a|b `c` <d> & e\nf") == "a\\|b \\`c\\` &lt;d&gt; &amp; e<br>f")
        #expect(MarkdownReporter.inline("a|b") == "a|b")
        #expect(MarkdownReporter.fenced("x ```` y", language: "log") == "`````log\nx ```` y\n`````\n")
    }

    @Test func htmlIsSelfContainedAndEscaped() {
        let html = HTMLReporter(version: "1", rules: Canned.rules).report(Canned.result)
        #expect(
            !html.contains("<script src") && !html.contains("<link ") && !html.contains("@import")
                && !html.contains("url("))
        #expect(!html.contains("<not listed>"))
        #expect(html.contains("&lt;not listed&gt; &amp; 100% | <code>BGTaskSchedulerPermittedIdentifiers</code>"))
        #expect(html.contains("<circle class=\"dot warning\" data-severity=\"warning\" cx=\"240\""))
    }

    @Test func evidenceTimesParseCommonLogTimestamps() {
        let iso = EvidenceTime(line: "2026-11-30 09:15:02.120 dasd[88]: x")
        #expect(iso?.text == "2026-11-30 09:15:02.120")
        let later = EvidenceTime(line: "2026-11-30T09:15:32.5Z")
        #expect(later.map { $0.milliseconds - iso!.milliseconds } == 30_380)
        #expect(EvidenceTime(line: "Nov  3 09:15:02 iPhone dasd[88]: x")?.text == "Nov  3 09:15:02")
        #expect(EvidenceTime(line: "09:15:02 x")?.milliseconds == (9 * 3600 + 15 * 60 + 2) * 1000)
        #expect(EvidenceTime(line: "Code=3 x") == nil)
    }

    @Test func timelineFallsBackToLineNumbersWithoutTimestamps() {
        let finding = Finding(
            rule: "r", severity: .error, message: "m", location: SourceLocation(path: "d.log", line: 1, column: 1),
            input: .log,
            evidence: [EvidenceLine(line: 2, text: "no time"), EvidenceLine(line: 10, text: "2026-11-30 09:15:02 x")])
        let timeline = EvidenceTimeline(findings: [finding])
        #expect(!timeline.usesTime)
        #expect(timeline.rows.first?.points.map(\.x) == [2, 10])
        #expect(timeline.svg(log: "d.log").contains(">line 2</text>"))
        #expect(EvidenceTimeline(findings: []).svg(log: "d.log") == "")
    }

    @Test func ruleDocumentSectionsLeaveOutLogRuleFences() throws {
        let manifest = try #require(RuleCatalog.manifest("hk-background-delivery-entitlement"))
        #expect(manifest.body.contains("```log-rule"))
        let fix = try #require(RuleDocument(manifest: manifest).section("How to fix"))
        #expect(
            !fix.contains("log-rule") && !fix.contains("literal:")
                && fix.hasSuffix(
                    "a configuration without an entitlements file, or a binary one, is left with the reason.")
        )
    }

    @Test func htmlShowsHowToFixSortsErrorsFirstAndWrapsLogLines() {
        let html = HTMLReporter(version: "1", rules: Canned.rules).report(Canned.result)
        let severities = html.split(separator: "\n").compactMap { line -> Substring? in
            guard line.hasPrefix("<article class=\"finding ") else { return nil }
            return line.dropFirst("<article class=\"finding ".count).prefix { $0 != "\"" }
        }
        #expect(severities == ["error", "error", "warning", "info"])
        #expect(
            html.contains(
                "<details class=\"fix\" open><summary>How to fix</summary>\n<p>Tick <strong>Background Delivery</strong> under the HealthKit capability:</p>\n<pre>&lt;key&gt;"
            ))
        #expect(html.contains("pre.evidence{white-space:pre-wrap;overflow-wrap:anywhere}"))
        #expect(html.contains("<span class=\"line\"><span class=\"ln\">3</span>2026-11-30 09:15:02.120"))
        #expect(
            MarkdownHTML.blocks("Use `a<b>` and **this**.\n\n```\nx & y\n```")
                == "<p>Use <code>a&lt;b&gt;</code> and <strong>this</strong>.</p>\n<pre>x &amp; y</pre>\n")
    }

    @Test func htmlTimelineRowsArePlacedByTransformForTheFilters() {
        let html = HTMLReporter(version: "1", rules: Canned.rules).report(Canned.result)
        #expect(html.contains("data-row-height=\"26\""))
        #expect(html.contains("<g class=\"row\" data-rule=\"bg-task-expired\" transform=\"translate(0,26)\">"))
        #expect(html.contains("<g class=\"axis\" transform=\"translate(0,78)\">"))
        #expect(html.contains("querySelectorAll('article[data-rule],section.doc[data-rule]')"))
    }

    @Test func ruleDocumentSectionsAndNames() {
        let document = RuleDocument(manifest: Canned.rules[2])
        #expect(document.section("How to fix")?.hasPrefix("Tick **Background Delivery**") == true)
        #expect(document.section("How to fix")?.hasSuffix("```") == true)
        #expect(document.section("Nope") == nil)
        #expect(
            RuleDocument.upperCamelName(title: "`enableBackgroundDelivery` without its entitlement", id: "x")
                == "EnableBackgroundDeliveryWithoutItsEntitlement")
        #expect(RuleDocument.upperCamelName(title: "—", id: "bg-task-expired") == "BgTaskExpired")
    }
}
