import Foundation
import Testing
import WakeLintCore
import WakeLintEngine
import WakeLintRules

@testable import WakeLintCLI

/// `wakelint fix` end to end: the dry run's diff and report on the demo, the files a real run writes, and on
/// every fixture project, a lint after the fix that finds none of the fixed findings and nothing new.
@Suite struct FixCommandTests {
    /// A scratch copy of `testdata/projects/<name>` under a fresh temporary folder, the command line run there.
    struct Scratch {
        let root: URL
        let name: String

        init(_ name: String) throws {
            self.name = name
            root = FileManager.default.temporaryDirectory.appendingPathComponent("wakelint-fix-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: URL(fileURLWithPath: CommandTests.root + "/testdata/projects/" + name),
                to: root.appendingPathComponent(name))
        }

        func run(_ arguments: [String]) -> CommandResult {
            WakeLintCommand.run(arguments, in: CommandEnvironment(currentDirectory: root.path))
        }

        func findings() -> [Finding] {
            Linter().lint(paths: [name], currentDirectory: root.path).result.findings
        }

        func text(_ path: String) throws -> String {
            try String(contentsOf: root.appendingPathComponent(name + "/" + path), encoding: .utf8)
        }
    }

    static let demoDiff = #"""
        --- a/StepSyncDemo/StepSync/RefreshScheduler.swift
        +++ b/StepSyncDemo/StepSync/RefreshScheduler.swift
        @@ -17,7 +17,11 @@
             func schedule() {
                 let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
                 request.earliestBeginDate = Date(timeIntervalSinceNow: 4 * 3600)
        -        try? BGTaskScheduler.shared.submit(request)
        +        do {
        +            try BGTaskScheduler.shared.submit(request)
        +        } catch {
        +            log.error("Could not schedule the background task: \(error.localizedDescription, privacy: .public)")
        +        }
             }
         
             private func handle(_ task: BGAppRefreshTask) {
        --- a/StepSyncDemo/StepSync/StepSync.entitlements
        +++ b/StepSyncDemo/StepSync/StepSync.entitlements
        @@ -11,6 +11,6 @@
         	<true/>
         	-->
         	<key>com.apple.developer.healthkit.background-delivery</key>
        -	<false/>
        +	<true/>
         </dict>
         </plist>

        """#

    static let demoReport = """
        StepSyncDemo/StepSync/RefreshScheduler.swift:20:37: would fix [bg-submit-error-swallowed] log the error of 'submit' in a do/catch
        StepSyncDemo/StepSync/StepStore.swift:24:21: would fix [hk-background-delivery-entitlement] set 'com.apple.developer.healthkit.background-delivery' to <true/> in 'StepSyncDemo/StepSync/StepSync.entitlements'
        StepSyncDemo/StepSync/StepStore.swift:14:21: left [hk-observer-after-launch] no automatic fix: where to register is a judgement
        StepSyncDemo/StepSync/StepStore.swift:17:17: left [hk-observer-completion] no automatic fix: where an observer's work really ends is a judgement: a `defer { completionHandler() }` at the top of a handler that starts an asynchronous query acknowledges the update before it is processed, which Apple's contract forbids
        StepSyncDemo/StepSync/StepStore.swift:33:83: left [hk-anchor-lost] no automatic fix: where to keep the anchor (defaults, a file, a database) is a judgement
        StepSyncDemo/StepSync/StepStore.swift:34:40: left [hk-anchor-lost] no automatic fix: where to keep the anchor (defaults, a file, a database) is a judgement
        StepSyncDemo/StepSync/StepStore.swift:39:24: left [hk-cumulative-sum-across-sources] no automatic fix: replacing a sample query with a statistics query changes the code around the result
        wakelint fix: would fix 2 findings in 2 files, left 5 (dry run: nothing written)

        """

    @Test func dryRunPrintsTheDiffAndTheReportAndWritesNothing() throws {
        let demo = try Scratch("StepSyncDemo")
        let before = try demo.text("StepSync/StepSync.entitlements")
        let result = demo.run(["fix", "--dry-run", "StepSyncDemo"])
        #expect(result.standardOutput == Self.demoDiff)
        #expect(result.standardError == Self.demoReport)
        #expect(result.status == 0)
        #expect(try demo.text("StepSync/StepSync.entitlements") == before)
    }

    @Test func fixWritesWhatTheDryRunShows() throws {
        let demo = try Scratch("StepSyncDemo")
        let result = demo.run(["fix", "StepSyncDemo"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(
            result.standardOutput
                == Self.demoReport.replacingOccurrences(of: "would fix", with: "fixed")
                .replacingOccurrences(of: " (dry run: nothing written)", with: ""))
        #expect(demo.run(["fix", "--dry-run", "StepSyncDemo"]).standardOutput == "")
        #expect(
            try demo.text("StepSync/StepSync.entitlements").contains("background-delivery</key>\n\t<true/>\n</dict>"))
    }

    @Test(arguments: ["--only", "--rules"]) func onlyLimitsTheFixes(option: String) throws {
        let demo = try Scratch("StepSyncDemo")
        let result = demo.run(["fix", "--dry-run", option, "hk-background-delivery-entitlement", "StepSyncDemo"])
        #expect(result.standardOutput.hasPrefix("--- a/StepSyncDemo/StepSync/StepSync.entitlements\n"))
        #expect(!result.standardOutput.contains("RefreshScheduler"))
        #expect(
            result.standardError.hasSuffix(
                "wakelint fix: would fix 1 finding in 1 file, left 0 (dry run: nothing written)\n"))
        let unknown = demo.run(["fix", option, "hk-nope", "StepSyncDemo"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("wakelint: error: unknown rule 'hk-nope' in --only"))
    }

    @Test func onlyIsNoOptionOfLogs() {
        #expect(throws: UsageError.self) { try Invocation.parse(["logs", "--only", "bg-task-expired", "x.log"]) }
    }

    @Test func aBinaryPlistIsLeftWithItsReason() throws {
        let tally = try Scratch("TallyBinaryPlist")
        let result = tally.run(["fix", "--dry-run", "TallyBinaryPlist"])
        #expect(
            result.standardError.contains(
                "TallyBinaryPlist/Tally/TallyApp.swift:23:23: left [bg-background-mode] no fix: 'TallyBinaryPlist/Tally/Info.plist' cannot be edited: it is a binary property list, which is left alone\n"
            ))
        #expect(!result.standardOutput.contains("Info.plist"))
    }

    /// What is fixed is gone on the next lint, and the lint finds nothing it did not find before.
    @Test(
        arguments: try FileManager.default.contentsOfDirectory(atPath: CommandTests.root + "/testdata/projects")
            .sorted())
    func lintAfterFixFindsNoneOfTheFixedFindingsAndNothingNew(_ name: String) throws {
        let project = try Scratch(name)
        let before = project.findings()
        #expect(!before.isEmpty || name == "StepSyncDemo-fixed", "\(name) has findings to start from")
        let result = project.run(["fix", name])
        #expect(result.status == 0, "\(result.standardOutput)")
        var remaining = before.filter { $0.fix == nil }.map { "\($0.rule) \($0.message)" }
        for finding in project.findings() {
            let key = "\(finding.rule) \(finding.message)"
            if let index = remaining.firstIndex(of: key) {
                remaining.remove(at: index)
            } else {
                Issue.record("\(name): after the fix, lint finds \(finding.location): \(key)")
            }
        }
    }

    /// A file that is gone, or changed so that an edit falls outside it, keeps its findings with the path and
    /// why (their edits to other files are not written either), and the run exits 1.
    @Test func aFileThatCannotBeEditedIsReportedWithItsPathAndWhy() throws {
        let demo = try Scratch("StepSyncDemo")
        func finding(_ path: String, line: Int) -> Finding {
            Finding(
                rule: "bg-background-mode", severity: .error, message: "m",
                location: SourceLocation(path: path, line: 1, column: 1), input: .plist,
                fix: Fix(
                    description: "d",
                    edits: [TextEdit(path: path, line: line, column: 1, endLine: line, endColumn: 1, replacement: "x")])
            )
        }
        var both = finding("StepSyncDemo/Gone.plist", line: 1)
        both.fix!.edits.append(
            TextEdit(
                path: "StepSyncDemo/StepSync/StepSync.entitlements", line: 1, column: 1, endLine: 1, endColumn: 1,
                replacement: "x"))
        let findings = [both, finding("StepSyncDemo/StepSync/Info.plist", line: 99)]
        let entitlements = try demo.text("StepSync/StepSync.entitlements")
        var outcome = FixCommand.Outcome()
        let failed = FixCommand.apply(
            FixPlan(findings), dryRun: false, environment: CommandEnvironment(currentDirectory: demo.root.path),
            into: &outcome)
        #expect(failed == ["StepSyncDemo/Gone.plist", "StepSyncDemo/StepSync/Info.plist"])
        #expect(
            outcome.problems.map { "\($0.path): \($0.message)" } == [
                "StepSyncDemo/Gone.plist: cannot be read, so its fixes are left",
                "StepSyncDemo/StepSync/Info.plist: its fixes are left: the edit at StepSyncDemo/StepSync/Info.plist:99:1 lies outside the file (it changed since it was read)",
            ])
        #expect(FixCommand.report(outcome, dryRun: false).status == 1)
        #expect(outcome.files.isEmpty)
        #expect(try demo.text("StepSync/StepSync.entitlements") == entitlements, "a fix is applied whole or not at all")
    }

    /// Two keys added at one place: the dry run applies the first and says the second waits; a real run applies
    /// both, in two passes, in Xcode's order.
    @Test func fixesAtOnePlaceTakeASecondPass() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wakelint-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        func write(_ path: String, _ text: String) throws {
            try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        let plist = { (body: String) in
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)</dict>\n</plist>\n"
        }
        try write("App/App.entitlements", plist("\t<key>aps-environment</key>\n\t<string>development</string>\n"))
        try write("App/Info.plist", plist("\t<key>CFBundleIdentifier</key>\n\t<string>com.example.app</string>\n"))
        try write(
            "App/Sync.swift",
            "import HealthKit\n\nlet store = HKHealthStore()\n\nfunc start() {\n    store.enableBackgroundDelivery(for: HKQuantityType(.stepCount), frequency: .hourly) { _, _ in }\n}\n"
        )
        let environment = CommandEnvironment(currentDirectory: root.path)
        let dryRun = WakeLintCommand.run(["fix", "--dry-run", "App"], in: environment)
        #expect(
            dryRun.standardError.hasPrefix(
                """
                App/Sync.swift:3:13: would fix [hk-healthkit-entitlement] set 'com.apple.developer.healthkit' to <true/> in 'App/App.entitlements'
                App/Sync.swift:6:11: waits [hk-background-delivery-entitlement] its fix edits text another fix changes; 'wakelint fix' applies it in a second pass

                """))
        let result = WakeLintCommand.run(["fix", "App"], in: environment)
        #expect(result.standardOutput.hasSuffix("wakelint fix: fixed 2 findings in 1 file, left 2\n"))
        #expect(
            try String(contentsOf: root.appendingPathComponent("App/App.entitlements"), encoding: .utf8)
                == plist(
                    "\t<key>aps-environment</key>\n\t<string>development</string>\n\t<key>com.apple.developer.healthkit</key>\n\t<true/>\n\t<key>com.apple.developer.healthkit.background-delivery</key>\n\t<true/>\n"
                ))
    }

    /// README's example is the dry run's real output from the demo's folder: the diff, then the report.
    @Test func readmeShowsTheRealDryRun() throws {
        let readme = try String(contentsOfFile: CommandTests.root + "/README.md", encoding: .utf8)
        let command =
            "$ cd testdata/projects/StepSyncDemo && wakelint fix --dry-run --only hk-background-delivery-entitlement\n"
        let start = try #require(readme.range(of: command)).upperBound
        let end = try #require(readme[start...].range(of: "```")).lowerBound
        let result = WakeLintCommand.run(
            ["fix", "--dry-run", "--only", "hk-background-delivery-entitlement"],
            in: CommandEnvironment(currentDirectory: CommandTests.root + "/testdata/projects/StepSyncDemo"))
        #expect(String(readme[start..<end]) == result.standardOutput + result.standardError)
    }
}
