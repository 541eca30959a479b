import Foundation
import Testing

@testable import WakeLintCLI

/// The custom log rule docs/log-rules.md shows works as pasted: saved in a folder beside a README, named as the
/// folder or as the one file, and shown by `explain`.
@Suite struct UserLogRuleDocTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("wakelint-userrule-\(UUID().uuidString)")
    static let log =
        "2025-03-02 08:15:02.000000+0100 Stride Coach[812:40877] [Sync] PlanSync: download failed (401) for week 9\n"
    static let finding =
        "device.log:1:64: warning: the plan for week 9 was not downloaded in the background (HTTP 401); refresh the token first [app-plan-sync-failed]"

    /// The ````markdown fence of docs/log-rules.md, as a reader copies it.
    static func documentedExample() throws -> String {
        let doc = try String(
            contentsOfFile: CommandTests.root + "/docs/log-rules.md", encoding: .utf8)
        let opening = try #require(doc.range(of: "````markdown\n"))
        let closing = try #require(doc.range(of: "\n````\n", range: opening.upperBound..<doc.endIndex))
        return String(doc[opening.upperBound..<closing.lowerBound]) + "\n"
    }

    func write(_ relativePath: String, _ text: String) throws {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func run(_ arguments: [String]) -> CommandResult {
        WakeLintCommand.run(arguments, in: CommandEnvironment(currentDirectory: root.path))
    }

    func findings(_ arguments: [String]) -> [String] {
        run(arguments).standardOutput.split(separator: "\n").map(String.init).filter { $0.hasPrefix("device.log:1:") }
    }

    @Test func theDocumentedExampleLoadsFromAFolderWithAReadmeAndAsOneFile() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("qa-rules/app-plan-sync-failed.md", try Self.documentedExample())
        try write("qa-rules/README.md", "# QA's log rules\n\nOne file per rule; see docs/log-rules.md.\n")
        try write("device.log", Self.log)
        #expect(findings(["logs", "--no-color", "--rules", "qa-rules", "device.log"]) == [Self.finding])
        #expect(
            findings(["logs", "--no-color", "--rules", "qa-rules/app-plan-sync-failed.md", "device.log"])
                == [Self.finding])
        #expect(run(["logs", "--rules", "qa-rules", "device.log"]).status == 1)
        let twice = run(["logs", "--rules", "qa-rules", "--rules", "qa-rules/app-plan-sync-failed.md", "device.log"])
        #expect(
            twice.standardError
                == "wakelint: error: invalid log rule: qa-rules/app-plan-sync-failed.md: rule id 'app-plan-sync-failed' is already taken\n"
        )
    }

    @Test func explainShowsACustomRule() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("qa-rules/app-plan-sync-failed.md", try Self.documentedExample())
        let shown = run(["explain", "--rules", "qa-rules", "app-plan-sync-failed"])
        #expect(shown.status == 0)
        #expect(
            shown.standardOutput.hasPrefix(
                "app-plan-sync-failed (warning; inputs: log)\n# Plan sync failed in the background\n"))
        #expect(shown.standardOutput.hasSuffix("References:\n  https://example.com/runbook#plan-sync\n"))
        try write(".wakelint.yml", "log_rules: [qa-rules]\n")
        #expect(run(["explain", "app-plan-sync-failed"]) == shown)
        try FileManager.default.removeItem(at: root.appendingPathComponent(".wakelint.yml"))
        #expect(run(["explain", "app-plan-sync-failed"]).status == 2)
    }
}
