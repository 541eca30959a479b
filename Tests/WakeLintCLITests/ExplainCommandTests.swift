import Testing
import WakeLintCore

@testable import WakeLintCLI

/// `wakelint explain`: the doc's summary, rationale and fix, with the first three examples of each kind unless
/// `--all-examples` asks for every one.
@Suite struct ExplainCommandTests {
    func run(_ arguments: [String]) -> CommandResult { CommandTests().run(arguments) }

    /// The `### ` example headings of one `## ` section of the output.
    func groups(_ text: String, in section: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = lines.firstIndex { $0 == "## \(section)" }.map { $0 + 1 } ?? lines.endIndex
        let end = lines[start...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return lines[start..<end].filter { $0.hasPrefix("### ") }.map(String.init)
    }

    @Test func explainShowsTheFirstThreeExamplesOfEachKind() throws {
        let id = "hk-background-delivery-entitlement"
        let manifest = try #require(RuleCatalog.manifest(RuleID(id)))
        let short = run(["explain", id])
        #expect(short.status == 0)
        for section in ["## Rationale", "## How to fix", "## Triggers", "## Passes"] {
            #expect(short.standardOutput.contains("\n\(section)\n"), "\(section)")
        }
        #expect(short.standardOutput.contains(manifest.summary.prefix(40)))
        #expect(
            groups(short.standardOutput, in: "Triggers") == [
                "### an app without an entitlements file", "### entitlement present but false",
                "### only the HealthKit entitlement",
            ])
        #expect(
            short.standardOutput.contains("\n(2 more triggering examples: wakelint explain \(id) --all-examples)\n"))
        #expect(short.standardOutput.contains("\n(1 more passing example: wakelint explain \(id) --all-examples)\n"))

        let all = run(["explain", "--all-examples", id])
        #expect(all.status == 0)
        #expect(groups(all.standardOutput, in: "Triggers").count == 5)
        #expect(!all.standardOutput.contains("--all-examples)"))
        #expect(all.standardOutput.contains(manifest.body.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    @Test func singleFenceExamplesCountOneByOne() {
        // Two triggering and two passing fences: nothing to leave out.
        let id = "hk-correlation-delivery"
        #expect(run(["explain", id]).standardOutput == run(["explain", id, "--all-examples"]).standardOutput)
        let body = """
            # T

            Summary.

            ## Triggers

            ```swift
            a()
            ```

            The second one:

            ```swift
            b()
            ```

            ```swift
            c()
            ```

            Fourth, with prose that goes with it:

            ```swift
            d()
            ```

            ## Passes

            ```swift
            e()
            ```
            """
        let limited = ExplainText.limited(body, id: "x")
        #expect(limited.contains("The second one:") && limited.contains("c()"))
        #expect(!limited.contains("d()") && !limited.contains("Fourth"))
        #expect(
            limited.contains("c()\n```\n\n(1 more triggering example: wakelint explain x --all-examples)\n\n## Passes"))
        #expect(limited.hasSuffix("## Passes\n\n```swift\ne()\n```"))
    }

    @Test func explainHelpNamesTheFlag() {
        #expect(run(["explain", "--help"]).standardOutput.contains("  --all-examples  "))
        #expect(run(["lint", "--all-examples"]).status == 2)
    }
}
