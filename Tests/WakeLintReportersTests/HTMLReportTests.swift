import Testing
import WakeLintCore

@testable import WakeLintReporters

/// The HTML report as people read it: Markdown in messages rendered and nothing else let through, summaries
/// by rule and by file, the fix's diff, each rule's doc, and one evidence timeline per log.
@Suite struct HTMLReportTests {
    /// The part of `html` from the first line starting with `start` through the first line after it equal
    /// to `end`.
    func fragment(_ html: String, from start: String, to end: String) -> String {
        let lines = html.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0.hasPrefix(start) }),
            let last = lines[first...].firstIndex(where: { $0 == end })
        else { return "" }
        return lines[first...last].joined(separator: "\n")
    }

    @Test func messagesRenderCodeEmphasisAndLinks() {
        let cases = [
            (
                "set `UIBackgroundModes` to *fetch*, see [the guide](https://developer.apple.com/documentation/uikit)",
                "set <code>UIBackgroundModes</code> to <em>fetch</em>, see <a href=\"https://developer.apple.com/documentation/uikit\">the guide</a>"
            ),
            (
                "tick **Background Delivery** (`com.apple.developer.healthkit.background-delivery`) and _then_ rebuild",
                "tick <strong>Background Delivery</strong> (<code>com.apple.developer.healthkit.background-delivery</code>) and <em>then</em> rebuild"
            ),
            (
                "**`completionHandler()` on every path**",
                "<strong><code>completionHandler()</code> on every path</strong>"
            ),
            (
                "read https://developer.apple.com/documentation/backgroundtasks. Or <https://example.com/a_b>",
                "read <a href=\"https://developer.apple.com/documentation/backgroundtasks\">https://developer.apple.com/documentation/backgroundtasks</a>. Or <a href=\"https://example.com/a_b\">https://example.com/a_b</a>"
            ),
            (
                "(see https://example.com/x_(y))",
                "(see <a href=\"https://example.com/x_(y)\">https://example.com/x_(y)</a>)"
            ),
            (
                "the doc: [rule](rules/healthkit/hk-anchor-lost.md)",
                "the doc: <a href=\"rules/healthkit/hk-anchor-lost.md\">rule</a>"
            ),
        ]
        for (message, html) in cases { #expect(MarkdownHTML.inline(message) == html) }
    }

    @Test func messagesWrittenAsPlainTextStayAsWritten() {
        let cases = [
            (
                "create it in application(_:didFinishLaunchingWithOptions:), not application(_:performFetchWithCompletionHandler:)",
                "create it in application(_:didFinishLaunchingWithOptions:), not application(_:performFetchWithCompletionHandler:)"
            ),
            (
                "-[BGTaskScheduler _unsafe_registerForTaskWithIdentifier:usingQueue:launchHandler:] was called late",
                "-[BGTaskScheduler _unsafe_registerForTaskWithIdentifier:usingQueue:launchHandler:] was called late"
            ),
            ("excluded by **/Generated and *.swift, 2 * 3", "excluded by **/Generated and *.swift, 2 * 3"),
            ("a lone ` backtick and snake_case_name", "a lone ` backtick and snake_case_name"),
            ("set it to <true/> & keep 'x'", "set it to &lt;true/&gt; &amp; keep &#39;x&#39;"),
            ("\\*not italic\\* and \\`not code\\`", "*not italic* and `not code`"),
        ]
        for (message, html) in cases { #expect(MarkdownHTML.inline(message) == html) }
    }

    @Test func messagesFromLogTextCannotInjectMarkupOrScripts() {
        let cases = [
            ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
            ("[click](javascript:alert(1))", "[click](javascript:alert(1))"),
            (
                "[click](JavaScript:alert(1)) [x](data:text/html,hi)",
                "[click](JavaScript:alert(1)) [x](data:text/html,hi)"
            ),
            (
                "[x](https://a.example/\"onmouseover=\"alert(1))",
                "[x](<a href=\"https://a.example/\">https://a.example/</a>&quot;onmouseover=&quot;alert(1))"
            ),
            ("<javascript:alert(1)>", "&lt;javascript:alert(1)&gt;"),
            ("*<img src=x onerror=alert(1)>*", "*&lt;img src=x onerror=alert(1)&gt;*"),
            ("`</code><script>`", "<code>&lt;/code&gt;&lt;script&gt;</code>"),
            (
                "[`x`](https://e.example/`y`)",
                "[<code>x</code>](<a href=\"https://e.example/\">https://e.example/</a><code>y</code>)"
            ),
        ]
        for (message, html) in cases { #expect(MarkdownHTML.inline(message) == html) }
    }

    static let plist = SourceFile(
        path: "App/Info.plist",
        text: """
            <plist version="1.0">
            <dict>
            \t<key>BGTaskSchedulerPermittedIdentifiers</key>
            \t<array>
            \t\t<string>com.example.other</string>
            \t</array>
            </dict>
            </plist>

            """)

    static let fixable = Finding(
        rule: "bg-refresh-identifier", severity: .info,
        message: "add `com.example.refresh` to *BGTaskSchedulerPermittedIdentifiers*",
        location: SourceLocation(path: "App/Info.plist", line: 3, column: 7), input: .plist,
        fix: Fix(
            description: "add 'com.example.refresh' to 'BGTaskSchedulerPermittedIdentifiers'",
            edits: [
                TextEdit(
                    path: "App/Info.plist", line: 6, column: 1, endLine: 6, endColumn: 1,
                    replacement: "\t\t<string>com.example.refresh</string>\n")
            ]))

    static func logFinding(_ rule: RuleID, _ severity: Severity, log: String, lines: [(Int, String)]) -> Finding {
        Finding(
            rule: rule, severity: severity, message: "\(rule) in \(log)",
            location: SourceLocation(path: log, line: lines[0].0, column: 1), input: .log,
            evidence: lines.map { EvidenceLine(line: $0.0, text: $0.1) })
    }

    static let result = LintResult(
        findings: [
            fixable,
            logFinding(
                "bg-task-expired", .warning, log: "a.log",
                lines: [(3, "2026-11-30 09:15:02.120 dasd: submitted"), (9, "2026-11-30 09:15:32.500 dasd: expired")]),
            logFinding(
                "hk-background-delivery-entitlement", .error, log: "a.log",
                lines: [(14, "2026-11-30 09:16:00.000 healthd: Missing entitlement")]),
            logFinding("bg-task-expired", .warning, log: "b.log", lines: [(1200, "dasd: expired, no time here")]),
        ],
        filesRead: 3, sources: [plist.path: plist])

    @Test func summariesCountFindingsByRuleAndByFile() {
        let html = HTMLReporter(version: "1", rules: Canned.rules).report(Self.result)
        #expect(
            fragment(html, from: "<section class=\"summaries\">", to: "</section>") == """
                <section class="summaries">
                <table class="by-rule">
                <caption>By rule</caption>
                <tr><th>rule</th><th class="n">errors</th><th class="n">warnings</th><th class="n">infos</th><th class="n">all</th></tr>
                <tr><td><a href="#doc-hk-background-delivery-entitlement"><code>hk-background-delivery-entitlement</code></a> <span class="title">Background delivery without its entitlement</span></td><td class="n error">1</td><td class="n warning"></td><td class="n info"></td><td class="n"><a href="#rule=hk-background-delivery-entitlement" title="show only these findings">1</a></td></tr>
                <tr><td><a href="#doc-bg-task-expired"><code>bg-task-expired</code></a> <span class="title">Background task expired</span></td><td class="n error"></td><td class="n warning">2</td><td class="n info"></td><td class="n"><a href="#rule=bg-task-expired" title="show only these findings">2</a></td></tr>
                <tr><td><a href="#doc-bg-refresh-identifier"><code>bg-refresh-identifier</code></a> <span class="title">Task identifier not in the permitted list</span></td><td class="n error"></td><td class="n warning"></td><td class="n info">1</td><td class="n"><a href="#rule=bg-refresh-identifier" title="show only these findings">1</a></td></tr>
                </table>
                <table class="by-file">
                <caption>By file</caption>
                <tr><th>file</th><th class="n">errors</th><th class="n">warnings</th><th class="n">infos</th><th class="n">all</th></tr>
                <tr><td><a href="#finding-4"><code>App/Info.plist</code></a></td><td class="n error"></td><td class="n warning"></td><td class="n info">1</td><td class="n">1</td></tr>
                <tr><td><a href="#finding-1"><code>a.log</code></a></td><td class="n error">1</td><td class="n warning">1</td><td class="n info"></td><td class="n">2</td></tr>
                <tr><td><a href="#finding-3"><code>b.log</code></a></td><td class="n error"></td><td class="n warning">1</td><td class="n info"></td><td class="n">1</td></tr>
                </table>
                </section>
                """)
        for number in 1...4 {
            #expect(html.contains("<article class=\"finding ") && html.contains("id=\"finding-\(number)\""))
        }
    }

    /// The MetricKit aggregate is drawn: one band per rule (most exits first) on one calendar axis, a bar per
    /// day with exits scaled to the band's peak, and the rules' shares and top app versions in a table.
    @Test func theMetricKitAggregateIsABandOfDayBarsPerRule() {
        var aggregate = MetricKitAggregate()
        aggregate.metricPayloads = 3
        aggregate.backgroundExits = 40
        aggregate.abnormalBackgroundExits = 16
        aggregate.firstDay = "2026-11-28"
        aggregate.lastDay = "2026-12-01"
        var watchdog = MetricKitRuleTotals(location: SourceLocation(path: "fleet.ndjson", line: 1, column: 1))
        watchdog.exits = 12
        watchdog.days = MetricKitTally(
            counts: ["2026-11-28": 8, "2026-12-01": 4], other: 0, cap: MetricKitTally.dayCap)
        watchdog.appVersions = MetricKitTally(counts: ["2.1": 9, "2.0": 3], other: 0)
        var cpu = MetricKitRuleTotals(location: SourceLocation(path: "fleet.ndjson", line: 2, column: 1))
        cpu.exits = 4
        cpu.days = MetricKitTally(counts: ["2026-11-29": 4], other: 0, cap: MetricKitTally.dayCap)
        aggregate.rules = ["bg-cpu-limit": cpu, "bg-watchdog-kill": watchdog]
        var result = LintResult(findings: [], filesRead: 1)
        result.metricKit = aggregate
        let html = HTMLReporter(version: "1", rules: Canned.rules).report(result)
        #expect(
            fragment(html, from: "<section class=\"metrickit\">", to: "</section>") == """
                <section class="metrickit">
                <h2>MetricKit fleet</h2>
                <p>3 metric payloads, 0 diagnostic payloads, 2026-11-28 to 2026-12-01: 40 background exits, 16 of them abnormal; 0 crash diagnostics.</p>
                <svg xmlns="http://www.w3.org/2000/svg" width="900" height="186" viewBox="0 0 900 186" role="img" aria-label="background exits per day, one band per rule">
                <g class="band" data-rule="bg-watchdog-kill" transform="translate(0,15)">
                <text x="0" y="24">bg-watchdog-kill</text>
                <text class="peak" x="234" y="10" text-anchor="end">8</text>
                <line x1="240" y1="48" x2="876" y2="48" stroke="#ccc"/>
                <rect class="bar" x="240" y="0" width="127" height="48"><title>bg-watchdog-kill 2026-11-28: 8 exits</title></rect>
                <rect class="bar" x="717" y="24" width="127" height="24"><title>bg-watchdog-kill 2026-12-01: 4 exits</title></rect>
                </g>
                <g class="band" data-rule="bg-cpu-limit" transform="translate(0,93)">
                <text x="0" y="24">bg-cpu-limit</text>
                <text class="peak" x="234" y="10" text-anchor="end">4</text>
                <line x1="240" y1="48" x2="876" y2="48" stroke="#ccc"/>
                <rect class="bar" x="399" y="0" width="127" height="48"><title>bg-cpu-limit 2026-11-29: 4 exits</title></rect>
                </g>
                <text class="axis" x="240" y="182">2026-11-28</text>
                <text class="axis" x="876" y="182" text-anchor="end">2026-12-01</text>
                </svg>
                <table class="metrickit-versions">
                <caption>Top app versions by rule</caption>
                <tr><th>rule</th><th class="n">exits</th><th class="n">share of abnormal exits</th><th>app versions</th></tr>
                <tr><td><a href="#rule=bg-watchdog-kill">bg-watchdog-kill</a></td><td class="n">12</td><td class="n">75 %</td><td>2.1 (9), 2.0 (3)</td></tr>
                <tr><td><a href="#rule=bg-cpu-limit">bg-cpu-limit</a></td><td class="n">4</td><td class="n">25 %</td><td></td></tr>
                </table>
                </section>
                """)
    }

    @Test func aFixableFindingShowsTheDiffThatFixApplies() {
        let html = HTMLReporter(version: "1", rules: Canned.rules).report(Self.result)
        #expect(
            fragment(html, from: "<details class=\"diff\" open>", to: "</details>") == """
                <details class="diff" open><summary>Fix: add &#39;com.example.refresh&#39; to &#39;BGTaskSchedulerPermittedIdentifiers&#39; (<code>wakelint fix</code> applies it)</summary>
                <pre class="diff"><span class="file">--- a/App/Info.plist</span><span class="file">+++ b/App/Info.plist</span><span class="hunk">@@ -3,6 +3,7 @@</span><span class="same"> \t&lt;key&gt;BGTaskSchedulerPermittedIdentifiers&lt;/key&gt;</span><span class="same"> \t&lt;array&gt;</span><span class="same"> \t\t&lt;string&gt;com.example.other&lt;/string&gt;</span><span class="add">+\t\t&lt;string&gt;com.example.refresh&lt;/string&gt;</span><span class="same"> \t&lt;/array&gt;</span><span class="same"> &lt;/dict&gt;</span><span class="same"> &lt;/plist&gt;</span></pre>
                </details>
                """)
        #expect(
            html.contains(
                "<code>App/Info.plist:3:7</code> add <code>com.example.refresh</code> to <em>BGTaskSchedulerPermittedIdentifiers</em></h2>"
            ))
    }

    @Test func aFixWhoseFileWasNotReadNamesTheFileAndTheDryRun() {
        let result = LintResult(findings: [Self.fixable], filesRead: 1)
        let html = HTMLReporter(version: "1", rules: Canned.rules).report(result)
        #expect(
            fragment(html, from: "<details class=\"diff\" open>", to: "</details>").hasSuffix(
                "\n<p>It edits <code>App/Info.plist</code>; <code>wakelint fix --dry-run</code> shows the diff.</p>\n</details>"
            ))
    }

    @Test func aLongDiffIsCutAndSaysWhereTheRestIs() {
        var reporter = HTMLReporter(version: "1", rules: Canned.rules)
        reporter.diffLineLimit = 4
        let html = reporter.report(Self.result)
        #expect(
            html.contains(
                "<span class=\"hunk\">@@ -3,6 +3,7 @@</span><span class=\"same\"> \t&lt;key&gt;BGTaskSchedulerPermittedIdentifiers&lt;/key&gt;</span><span class=\"more\">… 6 more lines: <code>wakelint fix --dry-run</code> prints them all</span></pre>"
            ))
    }

    @Test func aLongLineInTheDiffIsCutAsEvidenceIs() {
        let long = String(repeating: "x", count: 1000)
        let file = SourceFile(path: "A.swift", text: "try? submit()\nlet s = \"\(long)\"\n")
        var finding = Self.fixable
        finding.location = SourceLocation(path: "A.swift", line: 1, column: 1)
        finding.fix = Fix(
            description: "d",
            edits: [TextEdit(path: "A.swift", line: 1, column: 1, endLine: 1, endColumn: 5, replacement: "try")])
        let html = HTMLReporter(version: "1", rules: Canned.rules).report(
            LintResult(findings: [finding], sources: [file.path: file]))
        #expect(
            html.contains("<span class=\"same\"> let s = &quot;\(String(repeating: "x", count: 289))…</span></pre>"))
    }

    @Test func eachRuleLinksToItsDocWhichThePageCarries() {
        let html = HTMLReporter(
            version: "1", rules: Canned.rules,
            documentation: RuleDocumentationSite(base: "https://github.com/owner/wakelint/blob/v0.1.0/")
        ).report(Self.result)
        #expect(
            html.contains(
                "<p class=\"rule\"><a href=\"#doc-bg-task-expired\"><code>bg-task-expired</code></a> · Background task expired · <code>wakelint explain bg-task-expired</code></p>"
            ))
        #expect(
            fragment(html, from: "<section class=\"doc\" id=\"doc-bg-task-expired\"", to: "</section>") == """
                <section class="doc" id="doc-bg-task-expired" data-rule="bg-task-expired">
                <h3><code>bg-task-expired</code> · Background task expired</h3>
                <p>The system expired the task before it called <code>setTaskCompleted</code>.</p>
                <p>An expired task is throttled: the next run comes later, or never.</p>
                <p class="references">References: <a href="https://developer.apple.com/documentation/background-tasks">https://developer.apple.com/documentation/background-tasks</a></p>
                <p class="doc-link">The whole doc: <a href="https://github.com/owner/wakelint/blob/v0.1.0/rules/background-tasks/bg-task-expired.md">rules/background-tasks/bg-task-expired.md</a> · <code>wakelint explain bg-task-expired</code></p>
                </section>
                """)
        let local = HTMLReporter(version: "1", rules: Canned.rules).report(Self.result)
        #expect(
            local.contains(
                "<p class=\"doc-link\">The whole doc: <code>rules/background-tasks/bg-task-expired.md</code> in wakelint · <code>wakelint explain bg-task-expired</code></p>"
            ))
        // A rule wakelint does not ship has no published doc: its path stays text.
        #expect(
            html.contains(
                "<p class=\"doc-link\">The whole doc: <code>rules/background-tasks/bg-refresh-identifier.md</code> · <code>wakelint explain bg-refresh-identifier</code></p>"
            ))
    }

    @Test func aRuleWhoseDocThePageLacksIsNotLinked() {
        let finding = Self.logFinding("app-own-rule", .warning, log: "a.log", lines: [(1, "x")])
        let html = HTMLReporter(version: "1", rules: Canned.rules).report(LintResult(findings: [finding]))
        #expect(
            html.contains(
                "<p class=\"rule\"><code>app-own-rule</code> · <code>wakelint explain app-own-rule</code></p>"))
        #expect(html.contains("<tr><td><code>app-own-rule</code></td>"))
        #expect(!html.contains("#doc-") && !html.contains("<section class=\"docs\">"))
    }

    @Test func aRulesDocShowsTheRationalesFirstParagraphAndFollowsTheRuleFilter() {
        let rule = Canned.rule(
            "bg-task-expired", "background-tasks", .warning, "Background task expired", "Summary.",
            rationale: "What Apple says.\n\nHow wakelint reads the code, at length.", fix: "Fix it.")
        let html = HTMLReporter(version: "1", rules: [rule]).report(Self.result)
        #expect(
            fragment(html, from: "<section class=\"doc\" id=\"doc-bg-task-expired\"", to: "</section>")
                .contains("<p>Summary.</p>\n<p>What Apple says.</p>\n<p class=\"references\">"))
        #expect(!html.contains("at length"))
        #expect(html.contains("<section class=\"doc\" id=\"doc-bg-task-expired\" data-rule=\"bg-task-expired\">"))
        #expect(html.contains("document.querySelectorAll('article[data-rule],section.doc[data-rule]')"))
    }

    @Test func docsURLReachesTheHTMLReport() throws {
        let reporter = try #require(
            Reporters.reporter(
                named: "html", colored: false, quiet: false, version: "1",
                documentation: RuleDocumentationSite(base: "https://e.example/w")))
        #expect(
            reporter.report(Self.result).contains(
                "<a href=\"https://e.example/w/rules/background-tasks/bg-task-expired.md\">rules/background-tasks/bg-task-expired.md</a>"
            ))
    }

    @Test func eachLogHasItsOwnTimelineOnItsOwnAxis() {
        let html = HTMLReporter(version: "1", rules: Canned.rules).report(Self.result)
        let headings = html.split(separator: "\n").filter { $0.hasPrefix("<section class=\"timeline\"") }
        #expect(
            headings == [
                "<section class=\"timeline\" data-log=\"a.log\">", "<section class=\"timeline\" data-log=\"b.log\">",
            ])
        #expect(html.contains("<h2>Timeline of <code>a.log</code> (time)</h2>"))
        #expect(html.contains("<h2>Timeline of <code>b.log</code> (log line)</h2>"))
        let b = fragment(html, from: "<section class=\"timeline\" data-log=\"b.log\">", to: "</section>")
        #expect(b.contains("<g class=\"row\" data-rule=\"bg-task-expired\" transform=\"translate(0,26)\">"))
        #expect(!b.contains("hk-background-delivery-entitlement"))
        #expect(html.contains("document.querySelectorAll('.timeline svg').forEach("))
    }

    @Test func logEvidenceLineNumbersAreNotShiftedByTheHangingIndent() {
        let html = HTMLReporter(version: "1", rules: Canned.rules).report(Self.result)
        #expect(html.contains("<span class=\"line\"><span class=\"ln\">1200</span>dasd: expired, no time here</span>"))
        // The hanging indent of a wrapped log line would otherwise move the number out of sight.
        #expect(html.contains(".evidence .line{display:block;padding-left:4.5em;text-indent:-4.5em}"))
        #expect(html.contains(".evidence .ln{min-width:4.5em;text-indent:0}"))
    }
}

/// The report diffs only the lines a fix edits and their context, and that diff is the one of the whole file.
@Suite struct HTMLFixDiffTests {
    static let text = (1...40).map { "line \($0)\n" }.joined()

    func wholeFileDiff(_ file: SourceFile, _ edits: [TextEdit]) throws -> String {
        UnifiedDiff(path: file.path, before: file.bytes, after: try TextEditApplier.apply(edits, to: file)).text
    }

    func edit(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int, _ text: String) -> TextEdit {
        TextEdit(path: "F.swift", line: line, column: column, endLine: endLine, endColumn: endColumn, replacement: text)
    }

    @Test(arguments: [
        ("first line", [(1, 1, 1, 5, "LINE")]),
        ("middle, across lines", [(20, 3, 22, 1, "x\ny\n")]),
        ("last line", [(40, 1, 40, 8, "end")]),
        ("insertion at the end", [(41, 1, 41, 1, "line 41\n")]),
        ("two far apart", [(2, 1, 2, 1, "a\n"), (35, 1, 35, 1, "b\n")]),
        ("an import and a call", [(1, 7, 1, 7, "\nimport os"), (30, 1, 30, 5, "do {\n    x\n} catch {}")]),
        ("six lines apart: one hunk", [(10, 1, 10, 2, "L"), (17, 1, 17, 2, "L")]),
        ("seven lines apart: two hunks", [(10, 1, 10, 2, "L"), (18, 1, 18, 2, "L")]),
        ("three groups", [(3, 1, 4, 1, ""), (15, 1, 15, 1, "new\n"), (30, 1, 31, 1, "one\ntwo\n")]),
    ])
    func thePartsDiffIsTheWholeFilesDiff(name: String, spans: [(Int, Int, Int, Int, String)]) throws {
        let edits = spans.map { edit($0.0, $0.1, $0.2, $0.3, $0.4) }
        for text in [Self.text, String(Self.text.dropLast())] {
            let file = SourceFile(path: "F.swift", text: text)
            let fix = Fix(description: name, edits: edits)
            // An edit outside the file (line 41 of a file whose last line has no line break) shows no diff.
            let whole = try? wholeFileDiff(file, edits)
            #expect(HTMLReporter.diff(fix, sources: [file.path: file]) == whole, "\(name)")
        }
    }
}
