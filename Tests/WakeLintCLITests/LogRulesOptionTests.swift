import Foundation
import Testing
import WakeLintCore

@testable import WakeLintCLI
@testable import WakeLintModel

/// `wakelint logs --rules DIR`: the user's own declarative log rules, in the rules/ doc format.
@Suite struct LogRulesOptionTests {
    func run(_ arguments: [String]) -> CommandResult {
        WakeLintCommand.run(arguments, in: CommandEnvironment(currentDirectory: CommandTests.root))
    }

    @Test func userRulesRunBesideTheBuiltInOnes() {
        let result = run([
            "logs", "--no-color", "--quiet", "--rules", "testdata/log-rules", "testdata/log-rules/plan-sync.log",
        ])
        #expect(result.status == 1)
        let lines = result.standardOutput.split(separator: "\n").map(String.init).filter { $0.hasPrefix("testdata/") }
        #expect(
            lines == [
                "testdata/log-rules/plan-sync.log:2:64: warning: the training plan for week 9 was not downloaded in the background (HTTP 401); refresh the token before scheduling the next refresh [app-plan-sync-failed]",
                "testdata/log-rules/plan-sync.log:3:101: warning: BGTaskScheduler refused the request as unavailable (code 1): Background App Refresh is off for the app or the device, the app runs in the Simulator, or an extension cannot schedule; check UIApplication.backgroundRefreshStatus and test on a device [bg-unavailable]",
            ])
    }

    /// `log_rules:` in `.wakelint.yml` names the same folders, relative to the configuration file.
    @Test func configurationNamesRuleFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wakelint-logrules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("qa"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let source = URL(fileURLWithPath: CommandTests.root).appendingPathComponent("testdata/log-rules")
        try FileManager.default.copyItem(
            at: source.appendingPathComponent("app"), to: root.appendingPathComponent("qa/rules"))
        try FileManager.default.copyItem(
            at: source.appendingPathComponent("plan-sync.log"), to: root.appendingPathComponent("plan-sync.log"))
        try "log_rules: [qa/rules]\n".write(
            to: root.appendingPathComponent(".wakelint.yml"), atomically: true, encoding: .utf8)
        let environment = CommandEnvironment(currentDirectory: root.path)
        let result = WakeLintCommand.run(["logs", "--format", "json", "plan-sync.log"], in: environment)
        #expect(result.standardOutput.contains("\"rule\":\"app-plan-sync-failed\""))

        try "log_rules: [qa/missing]\n".write(
            to: root.appendingPathComponent(".wakelint.yml"), atomically: true, encoding: .utf8)
        let missing = WakeLintCommand.run(["logs", "plan-sync.log"], in: environment)
        #expect(missing.status == 2)
        #expect(
            missing.standardError.hasPrefix("wakelint: error: no such rules directory: '.wakelint.yml:1: qa/missing'"))
    }

    @Test func withoutTheFlagOnlyBuiltInRulesRun() {
        let result = run(["logs", "--format", "json", "testdata/log-rules/plan-sync.log"])
        #expect(!result.standardOutput.contains("app-plan-sync-failed"))
        #expect(result.standardOutput.contains("bg-unavailable"))
    }

    @Test func theOptionIsParsedAndRepeatable() throws {
        let invocation = try Invocation.parse(["logs", "--rules", "a", "--rules=b", "x.log"])
        #expect(invocation.logRuleDirectories == ["a", "b"])
        #expect(invocation.operands == ["x.log"])
        #expect(throws: UsageError.self) { try Invocation.parse(["lint", "--rules", "a"]) }
    }

    @Test func missingDirectoriesAndBrokenRulesAreUsageErrors() {
        let missing = run(["logs", "--rules", "testdata/no-such-rules", "testdata/log-rules/plan-sync.log"])
        #expect(missing.status == CommandResult.usageError)
        #expect(missing.standardError.hasPrefix("wakelint: error: no such rules directory: 'testdata/no-such-rules'"))

        let broken = run(["logs", "--rules", "testdata/log-rules-broken", "testdata/log-rules/plan-sync.log"])
        #expect(broken.status == CommandResult.usageError)
        #expect(
            broken.standardError.hasPrefix(
                "wakelint: error: invalid log rule: testdata/log-rules-broken/app-bad.md:19: log-rule message uses '{job}' but the pattern has no '(?<job>…)' group"
            ))
    }
}
