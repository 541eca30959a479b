import Foundation
import Testing
import WakeLintCore

@testable import WakeLintCLI

/// Paths with spaces, non-ASCII letters and quotes, as real apps name their folders (`Loop Widget Extension/…`):
/// `--diff` finds their changed lines and `fix --dry-run` prints a diff that `patch -p1` and `git apply` take.
@Suite struct OddPathTests {
    static let names = ["My App/Store.swift", "Sché/Store.swift", "Q\"uote/Store.swift"]
    static let clean = "let store = HKHealthStore()\n"
    static let delivery = "store.enableBackgroundDelivery(for: t, frequency: .hourly) { _, _ in }\n"

    let root = FileManager.default.temporaryDirectory.appendingPathComponent("wakelint-odd path-\(UUID().uuidString)")

    func write(_ relativePath: String, _ text: String) throws {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Runs `tool` in the scratch folder; returns its exit status and what it printed on both streams.
    @discardableResult
    func shell(_ tool: String, _ arguments: [String], input: String = "") throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = root
        let output = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = standardInput
        try process.run()
        standardInput.fileHandleForWriting.write(Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    func git(_ arguments: String...) throws {
        try shell("git", ["-c", "user.name=t", "-c", "user.email=t@e", "-c", "commit.gpgsign=false"] + arguments)
    }

    func run(_ arguments: [String]) -> CommandResult {
        WakeLintCommand.run(arguments, in: CommandEnvironment(currentDirectory: root.path))
    }

    /// A finding on a changed line of a tracked file is in review whatever its name; git quotes some names
    /// (`"Q\"uote/…"`, and non-ASCII ones by default) and ends a `+++` header holding a space with a tab.
    @Test func diffKeepsFindingsOnChangedLinesOfOddlyNamedFiles() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for name in Self.names { try write(name, Self.clean) }
        try git("init", "-q")
        try git("config", "core.quotePath", "true")
        try git("add", "-A")
        try git("commit", "-q", "-m", "base")
        for name in Self.names { try write(name, Self.clean + Self.delivery) }
        let result = run(["lint", "--diff", "HEAD", "--format", "json", "."])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(
            Set(findings.map { "\($0["path"]!):\($0["line"]!)" })
                == ["My App/Store.swift:2", "Sché/Store.swift:2", "Q\"uote/Store.swift:2"])
        #expect((object["hidden"] as? [String: Int])?["diff"] == 0)
        #expect(result.status == 1)
    }

    @Test func headerNamesAreReadAsGitWritesThem() {
        #expect(ChangedLines.headerName("b/My App/X.swift\t") == "b/My App/X.swift")
        #expect(ChangedLines.headerName("\"b/Sch\\303\\251.swift\"") == "b/Sché.swift")
        #expect(ChangedLines.headerName("\"b/q\\\"t\\\\\\tx.swift\"") == "b/q\"t\\\tx.swift")
        #expect(ChangedLines.headerName("/dev/null") == "/dev/null")
    }

    /// The dry run's diff applies as printed: `patch -p1` and `git apply` both read a name with a space when the
    /// header ends it with a tab.
    @Test func dryRunDiffAppliesWithPatchAndGitApply() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let demo = URL(fileURLWithPath: CommandTests.root).appendingPathComponent("testdata/cli/EntitlementGap")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: demo, to: root.appendingPathComponent("My Démo"))
        let dryRun = run(["fix", "--dry-run", "."])
        #expect(dryRun.standardOutput.hasPrefix("--- a/My Démo/StepSync/StepSync.entitlements\t\n"))
        try git("init", "-q")
        #expect(try shell("git", ["apply", "--check", "-"], input: dryRun.standardOutput).0 == 0)
        let (status, output) = try shell("patch", ["-p1", "--batch"], input: dryRun.standardOutput)
        #expect(status == 0, "\(output)")
        #expect(run(["lint", "."]).status == 0, "the patched entitlements grant background delivery")
    }

    @Test func headerNamesAreQuotedAsGitQuotesThem() {
        #expect(UnifiedDiff.header("a/App/X.swift") == "a/App/X.swift")
        #expect(UnifiedDiff.header("a/My App/X.swift") == "a/My App/X.swift\t")
        #expect(UnifiedDiff.header("a/Sché.swift") == "a/Sché.swift")
        #expect(UnifiedDiff.header("a/q\"t\\\u{1}.swift") == "\"a/q\\\"t\\\\\\001.swift\"")
    }
}
