import Foundation
import Testing
import WakeLintCore

@testable import WakeLintCLI
@testable import WakeLintModel

/// `.wakelint.yml`, `--config`, `--baseline`, `--write-baseline`, `--diff` and `config --effective`
/// through the command line, on a scratch copy of the demo app.
@Suite(.serialized) struct ConfigurationCommandTests {
    let scratch: ScratchDemo
    var root: URL { scratch.root }

    init() throws {
        scratch = try ScratchDemo(named: "config")
    }

    func run(_ arguments: [String]) -> CommandResult { scratch.run(arguments) }

    func write(_ relativePath: String, _ text: String) throws { try scratch.write(relativePath, text) }

    @Test func configurationFoundUpwardDisablesAndLowersSeverity() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write(".wakelint.yml", "severity:\n  hk-background-delivery-entitlement: info\n")
        let lowered = run(["lint", "--no-color", "Demo/StepSync"])
        #expect(lowered.status == 0, "an info finding is below the default --fail-on warning")
        #expect(lowered.standardOutput.contains(": info: 'enableBackgroundDelivery' fails"))
        #expect(run(["lint", "--fail-on", "info", "Demo"]).status == 1)

        try write(".wakelint.yml", "disabled_rules: [hk-background-delivery-entitlement]\n")
        #expect(
            run(["lint", "Demo"]).standardOutput == "0 errors, 0 warnings in 4 files (1 hidden: 1 of disabled rules)\n")

        try write(".wakelint.yml", "excluded: [Demo/StepSync/StepStore.swift]\nfail_on: error\n")
        #expect(run(["lint", "Demo"]).standardOutput == "0 errors, 0 warnings in 3 files\n")
    }

    @Test func explicitConfigAndItsErrors() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("strict.yml", "fail_on: info\nseverity: {hk-background-delivery-entitlement: info}\n")
        #expect(run(["lint", "--config", "strict.yml", "Demo"]).status == 1)
        let missing = run(["lint", "--config", "nope.yml", "Demo"])
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("wakelint: error: configuration file not found: 'nope.yml'"))
        try write(".wakelint.yml", "disabled_rules:\n  - hk-no-such-rule\n")
        let bad = run(["lint", "Demo"])
        #expect(bad.status == 2)
        #expect(
            bad.standardError.hasPrefix(
                "wakelint: error: invalid configuration: .wakelint.yml:2: unknown rule 'hk-no-such-rule'"))
    }

    @Test func effectiveConfigurationListsEveryRule() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write(".wakelint.yml", "disabled_rules: [superfluous-suppression]\nexcluded: [\"**/Generated\"]\n")
        let result = run(["config", "--effective", "Demo"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "# configuration: .wakelint.yml")
        #expect(lines.contains("excluded: [\"**/Generated\"]"))
        #expect(lines.contains("  hk-background-delivery-entitlement: error"))
        #expect(lines.contains("  superfluous-suppression: disabled"))
        #expect(run(["config", "Demo"]).status == 2)
    }

    @Test func baselineHidesRecordedFindingsEvenWhenCodeMoves() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let written = run(["lint", "--write-baseline", "baseline.json", "Demo"])
        #expect(written.status == 1, "writing a baseline still reports")
        let baseline = try String(contentsOf: root.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"rule\" : \"hk-background-delivery-entitlement\""))
        #expect(!baseline.contains("\"line\""))
        #expect(run(["lint", "--baseline", "baseline.json", "Demo"]).status == 0)

        // Moving the call down two lines keeps it hidden; a second copy of the problem shows.
        let store = root.appendingPathComponent("Demo/StepSync/StepStore.swift")
        var text = try String(contentsOf: store, encoding: .utf8)
        text = text.replacingOccurrences(of: "    func startObserving() {\n", with: "    func startObserving() {\n\n\n")
        try text.write(to: store, atomically: true, encoding: .utf8)
        #expect(run(["lint", "--baseline", "baseline.json", "Demo"]).status == 0)
        text = text.replacingOccurrences(
            of: "    private func refresh() {\n",
            with:
                "    private func refresh() {\n        healthStore.enableBackgroundDelivery(for: stepType, frequency: .daily) { _, _ in }\n"
        )
        try text.write(to: store, atomically: true, encoding: .utf8)
        let again = run(["lint", "--no-color", "--baseline", "baseline.json", "Demo"])
        #expect(again.status == 1)
        #expect(again.standardOutput.contains("StepStore.swift:34:21: error:"))
        #expect(run(["lint", "--baseline", "nope.json", "Demo"]).status == 2)
    }

    /// A baseline records paths from its own folder: written from the parent folder, it still hides the
    /// findings when CI lints from inside the repository; a version 1 baseline (paths from where it was written)
    /// is still read.
    @Test func baselinePathsAreRelativeToTheBaselineFile() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(run(["lint", "--write-baseline", "Demo/wakelint-baseline.json", "Demo"]).status == 1)
        let written = try String(
            contentsOf: root.appendingPathComponent("Demo/wakelint-baseline.json"), encoding: .utf8)
        #expect(written.contains(#""path" : "StepSync\/StepStore.swift""#))
        #expect(written.contains("\"version\" : 2"))
        let inside = WakeLintCommand.run(
            ["lint", "--baseline", "wakelint-baseline.json", "."],
            in: CommandEnvironment(currentDirectory: root.appendingPathComponent("Demo").path))
        #expect(inside.status == 0, "\(inside.standardOutput)")
        #expect(run(["lint", "--baseline", "Demo/wakelint-baseline.json", "Demo"]).status == 0)

        // Version 1 recorded paths from where it was written (here Demo, so they read the same).
        try write("Demo/old.json", written.replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 1"))
        let old = WakeLintCommand.run(
            ["lint", "--baseline", "old.json", "."],
            in: CommandEnvironment(currentDirectory: root.appendingPathComponent("Demo").path))
        #expect(old.status == 0)
        #expect(run(["lint", "--baseline", "Demo/old.json", "Demo"]).status == 1, "version 1 paths are the cwd's")
    }

    /// Runs git in `folder` (the scratch root by default), quietly.
    func git(_ arguments: String..., in folder: URL? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "-c", "user.name=t", "-c", "user.email=t@e", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = folder ?? root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }

    /// The repository is the linted path's, not the current directory's: run from outside it (here from a
    /// folder beside it that is a repository of its own), the changed entitlements still bring the finding in.
    /// A linted path in no repository is a usage error naming it.
    @Test func diffAsksTheRepositoryOfTheLintedPath() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let demo = root.appendingPathComponent("Demo")
        let elsewhere = root.appendingPathComponent("Elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let outside = run(["lint", "--diff", "HEAD", "Demo"])
        #expect(outside.status == 2)
        #expect(outside.standardError.hasPrefix("wakelint: error: --diff: 'Demo' is not in a git repository"))

        try git("init", "-q", in: demo)
        try git("add", "-A", in: demo)
        try git("commit", "-q", "-m", "base", in: demo)
        try git("init", "-q", in: elsewhere)
        let entitlements = demo.appendingPathComponent("StepSync/StepSync.entitlements")
        let plist = try String(contentsOf: entitlements, encoding: .utf8)
        try plist.replacingOccurrences(of: "<array/>", with: "<array><string>health-records</string></array>")
            .write(to: entitlements, atomically: true, encoding: .utf8)
        let fromElsewhere = WakeLintCommand.run(
            ["lint", "--diff", "HEAD", demo.path], in: CommandEnvironment(currentDirectory: elsewhere.path))
        #expect(fromElsewhere.status == 1, "the change is in the linted path's repository")
    }

    /// A file git does not know is wholly changed: its findings show. A base the clone lacks says how to fetch it.
    @Test func diffCountsNewFilesAndExplainsAMissingBase() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try git("init", "-q")
        try git("add", "Demo/StepSync/StepSync.entitlements")
        try git("commit", "-q", "-m", "only the entitlements")
        let untracked = run(["lint", "--no-color", "--diff", "HEAD", "Demo"])
        #expect(untracked.status == 1, "StepStore.swift is not tracked: all of it is new")
        #expect(untracked.standardOutput.contains("StepStore.swift:"))

        let missing = run(["lint", "--diff", "origin/main", "Demo"])
        #expect(missing.status == 2)
        #expect(
            missing.standardError.hasPrefix(
                "wakelint: error: --diff: the revision 'origin/main' is not in the repository at "))
        #expect(missing.standardError.contains("'git fetch origin main --depth=100'"))
        #expect(missing.standardError.contains("'fetch-depth: 0'"))
    }

    @Test func diffReportsOnlyChangedLinesAndCrossFileCauses() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try git("init", "-q")
        try git("add", "-A")
        try git("commit", "-q", "-m", "base")
        #expect(run(["lint", "--diff", "HEAD", "Demo"]).status == 0, "nothing changed since HEAD")

        // An unrelated edit in the Swift file: the finding's line did not change.
        let store = root.appendingPathComponent("Demo/StepSync/StepStore.swift")
        var text = try String(contentsOf: store, encoding: .utf8)
        text = text.replacingOccurrences(of: "refreshing steps", with: "refreshing today's steps")
        try text.write(to: store, atomically: true, encoding: .utf8)
        #expect(run(["lint", "--diff", "HEAD", "Demo"]).status == 0)

        // A change in the entitlements file (a related place) brings the unchanged call into review.
        let entitlements = root.appendingPathComponent("Demo/StepSync/StepSync.entitlements")
        let plist = try String(contentsOf: entitlements, encoding: .utf8)
        try plist.replacingOccurrences(of: "<array/>", with: "<array><string>health-records</string></array>")
            .write(to: entitlements, atomically: true, encoding: .utf8)
        #expect(run(["lint", "--diff", "HEAD", "Demo"]).status == 1)

        let badRef = run(["lint", "--diff", "no-such-ref", "Demo"])
        #expect(badRef.status == 2)
        #expect(badRef.standardError.hasPrefix("wakelint: error: --diff: "))
    }
}
