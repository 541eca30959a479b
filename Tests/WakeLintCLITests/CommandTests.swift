import Foundation
import Testing
import WakeLintCore

@testable import WakeLintCLI
@testable import WakeLintModel

/// The command line end to end, in process: arguments and environment in, output and exit status out.
@Suite struct CommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    func run(_ arguments: [String], cwd: String = CommandTests.root, stdin: String? = nil) -> CommandResult {
        guard let stdin else {
            return WakeLintCommand.run(arguments, in: CommandEnvironment(currentDirectory: cwd))
        }
        var descriptors: [Int32] = [0, 0]
        _ = pipe(&descriptors)
        let bytes = Array(stdin.utf8)
        _ = bytes.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
        close(descriptors[1])
        defer { close(descriptors[0]) }
        return WakeLintCommand.run(
            arguments,
            in: CommandEnvironment(
                currentDirectory: cwd, standardInput: descriptors[0],
                standardInputIsTerminal: false))
    }

    // MARK: - lint

    @Test func demoReportsTheMissingEntitlementAndExitsOne() {
        let result = run(["lint", "--no-color", "testdata/projects/StepSyncDemo"])
        #expect(result.status == 1)
        let all = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Findings come in line order; the entitlement one is on line 24 of StepStore.swift.
        let lines = Array(
            all.drop { !$0.hasPrefix("testdata/projects/StepSyncDemo/StepSync/StepStore.swift:24:21: error:") })
        #expect(
            lines.first?.hasPrefix(
                "testdata/projects/StepSyncDemo/StepSync/StepStore.swift:24:21: error: 'enableBackgroundDelivery' fails"
            ) == true)
        #expect(lines.first?.hasSuffix("[hk-background-delivery-entitlement]") == true)
        #expect(
            lines.count > 3
                && lines[1]
                    == "            healthStore.enableBackgroundDelivery(for: stepType, frequency: .hourly) { [log] success, error in"
        )
        #expect(lines.count > 3 && lines[2] == "                        ^")
        #expect(
            lines.contains(
                "testdata/projects/StepSyncDemo/StepSync/StepSync.entitlements:13:2: note: this entitlements file does not set 'com.apple.developer.healthkit.background-delivery' to true"
            ))
        // The HealthKit headline problems the source rules find in the same app.
        for (place, rule) in [
            ("StepStore.swift:14:21: warning", "hk-observer-after-launch"),
            ("StepStore.swift:17:17: error", "hk-observer-completion"),
            ("StepStore.swift:33:83: warning", "hk-anchor-lost"), ("StepStore.swift:34:40: warning", "hk-anchor-lost"),
            ("StepStore.swift:39:24: warning", "hk-cumulative-sum-across-sources"),
            ("RefreshScheduler.swift:20:37: warning", "bg-submit-error-swallowed"),
        ] {
            #expect(
                all.contains {
                    $0.hasPrefix("testdata/projects/StepSyncDemo/StepSync/" + place) && $0.hasSuffix("[\(rule)]")
                }, "\(rule) at \(place)")
        }
        #expect(all.contains("2 errors, 5 warnings in 6 files"))
    }

    @Test func fixedDemoIsCleanAndExitsZero() {
        let result = run(["lint", "testdata/projects/StepSyncDemo-fixed"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "0 errors, 0 warnings in 6 files\n")
    }

    @Test func bareWakelintLintsTheCurrentDirectory() {
        let cwd = Self.root + "/testdata/projects/StepSyncDemo"
        let bare = run([], cwd: cwd)
        #expect(bare.status == 1)
        #expect(bare == run(["lint", "."], cwd: cwd))
        #expect(bare.standardOutput.hasSuffix("\n2 errors, 5 warnings in 6 files\n"))
    }

    @Test func failOnErrorIgnoresNothingHereButFailOnThresholdIsHonoured() {
        // The demo's finding is an error: it fails at every threshold.
        for threshold in ["error", "warning", "info"] {
            #expect(run(["lint", "--fail-on", threshold, "testdata/projects/StepSyncDemo"]).status == 1)
        }
    }

    @Test func jsonOutputHasTheContractShape() throws {
        let result = run(["lint", "--format=json", "testdata/projects/StepSyncDemo"])
        #expect(result.status == 1)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["tool", "version", "findings", "problems", "hidden", "notes"])
        #expect(object["tool"] as? String == "wakelint")
        #expect(object["version"] as? String == WakeLintVersion.current)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 7)
        let finding = try #require(findings.first { $0["rule"] as? String == "hk-background-delivery-entitlement" })
        #expect(
            Set(finding.keys) == [
                "rule", "severity", "message", "path", "line", "column", "input", "related", "evidence", "fix",
            ])
        let fix = try #require(finding["fix"] as? [String: Any])
        #expect(Set(fix.keys) == ["description", "edits"])
        let edits = try #require(fix["edits"] as? [[String: Any]])
        #expect(edits.count == 1)
        #expect(Set(edits[0].keys) == ["path", "line", "column", "endLine", "endColumn", "replacement"])
        #expect(edits[0]["replacement"] as? String == "<true/>")
        let unfixable = try #require(findings.first { $0["rule"] as? String == "hk-anchor-lost" })
        #expect(unfixable["fix"] == nil)
        #expect(finding["rule"] as? String == "hk-background-delivery-entitlement")
        #expect(finding["severity"] as? String == "error")
        #expect(finding["path"] as? String == "testdata/projects/StepSyncDemo/StepSync/StepStore.swift")
        #expect(finding["line"] as? Int == 24)
        #expect(finding["column"] as? Int == 21)
        #expect(finding["input"] as? String == "swift")
        let related = try #require(finding["related"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect(Set(related[0].keys) == ["path", "line", "column", "message"])
        #expect(related[0]["path"] as? String == "testdata/projects/StepSyncDemo/StepSync/StepSync.entitlements")
        #expect(related[0]["line"] as? Int == 13)
        #expect((finding["evidence"] as? [Any])?.isEmpty == true)
        #expect((object["problems"] as? [Any])?.isEmpty == true)
    }

    @Test func outputFlagWritesTheReportToAFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wakelint-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("report.json").path
        let result = run(["lint", "--format", "json", "--output", file, "testdata/projects/StepSyncDemo"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("{\"tool\":\"wakelint\""))
    }

    // MARK: - logs

    @Test func pipedLogIsDiagnosed() {
        let result = run(
            ["logs", "-", "--no-color"],
            stdin: "noise\nMissing com.apple.developer.healthkit.background-delivery entitlement.\n")
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("<stdin>:2:1: error: background delivery was refused"))
        #expect(
            result.standardOutput.contains(
                "    2 | Missing com.apple.developer.healthkit.background-delivery entitlement."))
    }

    @Test func stdinIsReadWhenPipedWithoutOperands() {
        let result = run(
            ["logs", "--format", "json"],
            stdin: "x Missing com.apple.developer.healthkit.background-delivery entitlement.\n")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("\"path\":\"<stdin>\",\"line\":1,\"column\":3,\"input\":\"log\""))
        #expect(
            result.standardOutput.contains(
                "\"evidence\":[{\"line\":1,\"text\":\"x Missing com.apple.developer.healthkit.background-delivery entitlement.\"}]"
            ))
    }

    @Test func healthyLogExitsZero() {
        let result = run(["logs", "-"], stdin: "Running task: <BGAppRefreshTask: com.example.refresh>\n")
        #expect(result.status == 0)
    }

    // MARK: - usage errors: exit 2 with a one-line error naming the flag

    @Test(arguments: [
        (["lint", "--frobnicate"], "wakelint: error: unknown option '--frobnicate'"),
        (
            ["lint", "--format", "yaml"],
            "wakelint: error: invalid value 'yaml' for '--format'; expected one of text, json"
        ),
        (["lint", "--fail-on"], "wakelint: error: option '--fail-on' needs a value (SEVERITY)"),
        (["lint", "--quiet=yes"], "wakelint: error: option '--quiet' takes no value"),
        (["lint", "no/such/dir"], "wakelint: error: no such file or directory: 'no/such/dir'"),
        (["logs", "missing.log"], "wakelint: error: no such file or directory: 'missing.log'"),
        (["explain"], "wakelint: error: explain needs a rule id"),
        (
            ["explain", "hk-background-delivery-entitlment"],
            "wakelint: error: unknown rule 'hk-background-delivery-entitlment'; did you mean 'hk-background-delivery-entitlement'? (list them with 'wakelint rules')"
        ),
        (["frobnicate"], "wakelint: error: unknown command 'frobnicate'"),
        (["rules", "--format", "json"], "wakelint: error: option '--format' does not apply to 'wakelint rules'"),
    ])
    func usageErrorsExitTwo(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix(message))
    }

    /// A folder with no file wakelint reads is no all-clear for a CI gate: exit 2 naming the path, unless
    /// `--allow-empty` says an empty run is fine.
    @Test func lintingNothingIsAUsageErrorUnlessAllowed() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("wakelint-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        try "notes\n".write(to: empty.appendingPathComponent("README.txt"), atomically: true, encoding: .utf8)
        let environment = CommandEnvironment(currentDirectory: empty.path)
        let refused = WakeLintCommand.run(["lint", "."], in: environment)
        #expect(refused.status == 2)
        #expect(
            refused.standardError.hasPrefix(
                "wakelint: error: no Swift, plist, entitlements or project files found under '.'; pass --allow-empty"))
        let allowed = WakeLintCommand.run(["lint", "--allow-empty", "."], in: environment)
        #expect(allowed.status == 0)
        #expect(allowed.standardOutput == "0 errors, 0 warnings in 0 files\n")
    }

    /// Long lines are read: a MetricKit payload on one line (`jsonRepresentation()`) recording a watchdog kill,
    /// and a HealthKit code 6 after 70,000 characters, are found; a line past the reader's 4 MiB is an input
    /// problem naming it, never a silent cut.
    @Test func longLinesAreReadAndACutLineIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wakelint-long-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = (0..<3000).map { #"{"binaryName":"App","address":\#($0),"subFrames":[]}"# }.joined(separator: ",")
        let payload =
            #"{"crashDiagnostics":[{"callStackTree":{"callStacks":[{"callStackRootFrames":["# + frames
            + #"]}]},"diagnosticMetaData":{"terminationReason":"Namespace SPRINGBOARD, Code 0x8badf00d"}}]}"#
        let lines = [
            "2025-03-02 08:15:01.250000+0100 App[1:2] [MetricKit] payload " + payload,
            "2025-03-02 08:15:02.250000+0100 App[1:2] [HealthSync] " + String(repeating: "x", count: 70_000)
                + #" Error Domain=com.apple.healthkit Code=6 "Protected health data is inaccessible""#,
        ]
        try (lines.joined(separator: "\n") + "\n").write(
            to: folder.appendingPathComponent("long.log"), atomically: true, encoding: .utf8)
        let found = run(["logs", "--format", "json", "long.log"], cwd: folder.path)
        #expect(found.standardOutput.contains(#""rule":"bg-watchdog-kill""#))
        #expect(found.standardOutput.contains(#""rule":"hk-protected-data","severity":"warning""#))
        #expect(found.standardOutput.contains(#""problems":[]"#))

        try ("2025-03-02 08:15:01 App[1:2] short\n" + String(repeating: "y", count: 4 * 1024 * 1024 + 10) + " Code=6\n")
            .write(to: folder.appendingPathComponent("huge.log"), atomically: true, encoding: .utf8)
        let cut = run(["logs", "--format", "json", "huge.log"], cwd: folder.path)
        #expect(
            cut.standardOutput.contains(
                #"{"path":"huge.log","message":"line 2 longer than 4 MiB: only the first 4 MiB of it was read"}"#))
    }

    @Test func logsWithoutInputOnATerminalIsAUsageError() {
        let result = WakeLintCommand.run(
            ["logs"], in: CommandEnvironment(currentDirectory: Self.root, standardInputIsTerminal: true))
        #expect(result.status == 2)
    }

    // MARK: - explain, rules, version, help

    @Test func explainPrintsTheRuleDoc() {
        let result = run(["explain", "hk-background-delivery-entitlement"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.hasPrefix(
                "hk-background-delivery-entitlement (error; inputs: swift, entitlements, log)\n# Background delivery without its entitlement"
            ))
        #expect(result.standardOutput.contains("## How to fix"))
        #expect(
            result.standardOutput.contains(
                "References:\n  https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.healthkit.background-delivery"
            ))
    }

    @Test func rulesListsEveryRule() {
        let result = run(["rules"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first?.hasPrefix("id ") == true)
        #expect(lines.contains { $0.hasPrefix("hk-background-delivery-entitlement  error    swift,entitlements,log") })
        #expect(result.standardOutput.contains("\(RuleCatalog.all.count) rules;"))
    }

    @Test func versionAndHelp() {
        #expect(run(["--version"]).standardOutput == "wakelint \(WakeLintVersion.current)\n")
        #expect(run(["version"]).status == 0)
        let help = run(["lint", "--help"])
        #expect(help.status == 0)
        for option in ["--format FORMAT", "--output FILE", "--fail-on SEVERITY", "--quiet", "--no-color"] {
            #expect(help.standardOutput.contains("  " + option), "lint --help lacks \(option)")
        }
        #expect(run(["--help"]).standardOutput.contains("COMMANDS:"))
    }
}
