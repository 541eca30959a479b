import Foundation
import Testing
import WakeLintCore

@testable import WakeLintCLI
@testable import WakeLintModel

/// Logs joined to the project they came from: log findings keep their log line and point at the project
/// places they implicate (`testdata/joined/`).
@Suite struct LogProjectJoinTests {
    static let folder = CommandTests.root + "/testdata/joined"

    /// `rule@path:line:column` of each log finding, then its related places.
    private func logFindings(_ result: CommandResult) throws -> [String] {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        return findings.filter { $0["input"] as? String == "log" }.flatMap { finding -> [String] in
            let related = (finding["related"] as? [[String: Any]] ?? []).map {
                "  -> \($0["path"]!):\($0["line"]!):\($0["column"]!) \($0["message"]!)"
            }
            return ["\(finding["rule"]!)@\(finding["path"]!):\(finding["line"]!):\(finding["column"]!)"] + related
        }
    }

    static let expected = [
        "bg-identifier-not-permitted@device.log:2:63",
        "  -> Stride/Info.plist:11:2 'BGTaskSchedulerPermittedIdentifiers' does not list 'com.example.stride.sync'",
        "  -> Stride/Scheduler.swift:12:65 'com.example.stride.sync' is used here",
        "hk-background-delivery-entitlement@device.log:3:138",
        "  -> Stride/Stride.entitlements:1:1 this entitlements file does not set 'com.apple.developer.healthkit.background-delivery' to true",
        "bg-register-after-launch@device.log:4:74",
        "  -> Stride/Scheduler.swift:9:32 a launch handler is registered here; it must run before launch ends",
        "  -> Stride/Scheduler.swift:12:32 a launch handler is registered here; it must run before launch ends",
    ]

    @Test func logsWithProject() throws {
        let result = WakeLintCommand.run(
            ["logs", "--format", "json", "device.log", "--project", "Stride"],
            in: CommandEnvironment(currentDirectory: Self.folder))
        #expect(result.status == 1)
        #expect(try logFindings(result) == Self.expected)
    }

    @Test func lintWithLog() throws {
        let result = WakeLintCommand.run(
            ["lint", "--format", "json", "Stride", "--log", "device.log"],
            in: CommandEnvironment(currentDirectory: Self.folder))
        #expect(result.status == 1)
        #expect(try logFindings(result) == Self.expected)
    }

    @Test func withoutAProjectNothingIsRelated() throws {
        let result = WakeLintCommand.run(
            ["logs", "--format", "json", "device.log"], in: CommandEnvironment(currentDirectory: Self.folder))
        #expect(try logFindings(result) == Self.expected.filter { !$0.hasPrefix("  ->") })
    }

    /// A crash's first frame in the app's binary: the Swift file and line it names, or the function when it names none.
    @Test func crashFramesPointAtTheAppsCode() throws {
        let result = WakeLintCommand.run(
            ["logs", "--format", "json", "late-register.crash", "submit-crash.crash", "--project", "Stride"],
            in: CommandEnvironment(currentDirectory: Self.folder))
        #expect(
            try logFindings(result) == [
                "bg-register-after-launch@late-register.crash:9:92",
                "  -> Stride/Scheduler.swift:12:9 the crash's backtrace passes through 'static Scheduler.register()' here",
                "  -> Stride/Scheduler.swift:9:32 a launch handler is registered here; it must run before launch ends",
                "  -> Stride/Scheduler.swift:12:32 a launch handler is registered here; it must run before launch ends",
                "bg-no-launch-handler@submit-crash.crash:10:48",
                "  -> Stride/Scheduler.swift:7:5 the crash's backtrace passes through 'static Scheduler.register()' here",
            ])
    }

    @Test func missingProjectOrLogIsAUsageError() {
        let environment = CommandEnvironment(currentDirectory: Self.folder)
        #expect(WakeLintCommand.run(["logs", "device.log", "--project", "Nope"], in: environment).status == 2)
        #expect(WakeLintCommand.run(["lint", "Stride", "--log", "nope.log"], in: environment).status == 2)
    }
}
