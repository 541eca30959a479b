import Foundation
import Testing

@testable import WakeLintCLI

/// The HTML report of `wakelint logs --rules …` carries the team's own rule docs as it does the built-in ones,
/// and log text that a rule's message quotes stays text.
@Suite struct HTMLUserRuleTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("wakelint-htmlrule-\(UUID().uuidString)")

    static let rule = """
        ---
        id: app-sync-said
        severity: warning
        inputs: log
        references: https://example.com/runbook
        ---
        # Sync reported a failure

        The sync logged *why* it failed.

        ## Rationale

        The message quotes the sync's own words.

        ## How to fix

        Follow [the runbook](https://example.com/runbook) for the quoted reason.

        ## Log patterns

        ```log-rule
        literal: SYNC FAILED:
        pattern: SYNC FAILED: (?<reason>.*)$
        message: the sync failed: {reason}; see the runbook
        ```

        ## Triggers

        ```log
        2025-03-02 08:15:02.000000+0100 Stride Coach[812:40877] [Sync] ↓SYNC FAILED: token expired
        ```

        ## Passes

        ```log
        2025-03-02 08:15:02.000000+0100 Stride Coach[812:40877] [Sync] synced
        ```

        """

    static let log =
        "2025-03-02 08:15:02.000000+0100 Stride Coach[812:40877] [Sync] SYNC FAILED: <script>alert(1)</script> [retry](javascript:alert(2))\n"

    func write(_ relativePath: String, _ text: String) throws {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func aCustomRulesDocIsOnThePageAndItsQuotedLogTextStaysText() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("qa-rules/app-sync-said.md", Self.rule)
        try write("device.log", Self.log)
        let result = WakeLintCommand.run(
            ["logs", "--rules", "qa-rules", "--format", "html", "device.log"],
            in: CommandEnvironment(currentDirectory: root.path))
        #expect(result.status == 1)
        let html = result.standardOutput
        #expect(
            html.contains(
                "<h2><span class=\"badge\">warning</span> <code>device.log:1:64</code> the sync failed: &lt;script&gt;alert(1)&lt;/script&gt; [retry](javascript:alert(2)); see the runbook</h2>\n<p class=\"rule\"><a href=\"#doc-app-sync-said\"><code>app-sync-said</code></a> · Sync reported a failure · <code>wakelint explain app-sync-said</code></p>"
            ))
        #expect(
            html.contains(
                "<details class=\"fix\" open><summary>How to fix</summary>\n<p>Follow <a href=\"https://example.com/runbook\">the runbook</a> for the quoted reason.</p>\n</details>"
            ))
        #expect(
            html.contains(
                """
                <section class="doc" id="doc-app-sync-said" data-rule="app-sync-said">
                <h3><code>app-sync-said</code> · Sync reported a failure</h3>
                <p>The sync logged <em>why</em> it failed.</p>
                <p>The message quotes the sync&#39;s own words.</p>
                <p class="references">References: <a href="https://example.com/runbook">https://example.com/runbook</a></p>
                <p class="doc-link">The whole doc: <code>qa-rules/app-sync-said.md</code> · <code>wakelint explain app-sync-said</code></p>
                </section>
                """))
        #expect(html.components(separatedBy: "<script").count == 2, "the page's own script only")
    }
}
