import Foundation
import Testing
import WakeLintCore

@testable import WakeLintCLI

/// Every way a run hides a finding it found is counted in the summary and in JSON `hidden`, so a clean-looking
/// report never hides that something was left out. On a scratch copy of a project with one finding.
@Suite(.serialized) struct HiddenFindingsTests {
    let scratch: ScratchDemo
    var root: URL { scratch.root }

    init() throws {
        scratch = try ScratchDemo(named: "hidden")
    }

    func run(_ arguments: [String]) -> CommandResult { scratch.run(arguments) }

    func write(_ relativePath: String, _ text: String) throws { try scratch.write(relativePath, text) }

    func hidden(_ arguments: [String]) throws -> [String: Int] {
        let output = run(arguments + ["--format", "json"]).standardOutput
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return try #require(object["hidden"] as? [String: Int])
    }

    static let none = ["diff": 0, "baseline": 0, "suppressed": 0, "disabled": 0]

    @Test func nothingHiddenKeepsTheSummaryAsItWas() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(run(["lint", "Demo"]).standardOutput.hasSuffix("\n1 error, 0 warnings in 4 files\n"))
        #expect(try hidden(["lint", "Demo"]) == Self.none)
    }

    @Test func findingsOfDisabledRulesAreCounted() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write(".wakelint.yml", "disabled_rules: [hk-background-delivery-entitlement]\n")
        let result = run(["lint", "Demo"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "0 errors, 0 warnings in 4 files (1 hidden: 1 of disabled rules)\n")
        #expect(try hidden(["lint", "Demo"]) == Self.none.merging(["disabled": 1]) { $1 })
        try write(".wakelint.yml", "only_rules: [hk-anchor-lost]\n")
        #expect(try hidden(["lint", "Demo"])["disabled"] == 1)
    }

    @Test func inlineSuppressionsAreCounted() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let store = root.appendingPathComponent("Demo/StepSync/StepStore.swift")
        let text = try String(contentsOf: store, encoding: .utf8).replacingOccurrences(
            of: "        healthStore.enableBackgroundDelivery(",
            with:
                "        // wakelint:disable:next hk-background-delivery-entitlement\n        healthStore.enableBackgroundDelivery("
        )
        try text.write(to: store, atomically: true, encoding: .utf8)
        let result = run(["lint", "Demo"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "0 errors, 0 warnings in 4 files (1 hidden: 1 suppressed inline)\n")
        #expect(try hidden(["lint", "Demo"]) == Self.none.merging(["suppressed": 1]) { $1 })
    }

    @Test func baselineHidesAreCountedInEveryFormat() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(run(["lint", "--write-baseline", "baseline.json", "Demo"]).status == 1)
        let arguments = ["lint", "--baseline", "baseline.json", "Demo"]
        #expect(run(arguments).standardOutput == "0 errors, 0 warnings in 4 files (1 hidden: 1 in the baseline)\n")
        #expect(try hidden(arguments) == Self.none.merging(["baseline": 1]) { $1 })
        #expect(
            run(arguments + ["--format", "markdown"]).standardOutput.contains(
                "No findings (1 hidden: 1 in the baseline)"))
        #expect(
            run(arguments + ["--format", "html"]).standardOutput.contains(
                "0 errors, 0 warnings in 4 files (1 hidden: 1 in the baseline)"))
        let sarif = run(arguments + ["--format", "sarif"]).standardOutput
        #expect(sarif.contains("\"hidden\": {\n              \"diff\": 0,\n              \"baseline\": 1,"))
    }

    @Test func findingsOutsideTheDiffAreCounted() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "base"]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments =
                ["git", "-c", "user.name=t", "-c", "user.email=t@e", "-c", "commit.gpgsign=false"] + arguments
            process.currentDirectoryURL = root
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
        let result = run(["lint", "--diff", "HEAD", "Demo"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "0 errors, 0 warnings in 4 files (1 hidden: 1 outside the --diff changes)\n")
        #expect(try hidden(["lint", "--diff", "HEAD", "Demo"]) == Self.none.merging(["diff": 1]) { $1 })
    }
}
