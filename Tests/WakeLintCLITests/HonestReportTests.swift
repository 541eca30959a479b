import Foundation
import Testing
import WakeLintCore

@testable import WakeLintCLI

/// What a report says about its own reach: logs it could not recognise, errors that are not about typing,
/// and text laid out so numbers and options line up.
@Suite struct HonestReportTests {
    func run(_ arguments: [String], stdin: String? = nil) -> CommandResult {
        CommandTests().run(arguments, stdin: stdin)
    }

    static let unrecognised =
        "<stdin>: note: nothing in its 1 line comes from BGTaskScheduler, dasd, HealthKit, RunningBoard or crash report fields: this does not look like a device log wakelint reads"

    @Test func anUnrecognisedLogSaysSoInEveryFormat() throws {
        let text = run(["logs", "-"], stdin: "hello\n")
        #expect(text.status == 0)
        #expect(text.standardOutput.hasPrefix(Self.unrecognised))
        #expect(text.standardOutput.hasSuffix("\n0 errors, 0 warnings in 1 file\n"))

        let json = run(["logs", "-", "--format", "json"], stdin: "hello\n")
        #expect(json.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let notes = try #require(object["notes"] as? [[String: Any]])
        #expect(notes.count == 1)
        #expect(notes.first?["path"] as? String == "<stdin>")
        #expect(notes.first?["recognised"] as? Bool == false)
        #expect(
            (notes.first?["message"] as? String)?.contains("does not look like a device log wakelint reads") == true)

        for format in ["markdown", "html", "sarif"] {
            let output = run(["logs", "-", "--format", format], stdin: "hello\n")
            #expect(output.status == 0)
            #expect(output.standardOutput.contains("does not look like a device log wakelint reads"), "\(format)")
        }
    }

    @Test func aRecognisedLogSaysWhatWasRead() throws {
        let healthy = run(["logs", "-"], stdin: "Running task: <BGAppRefreshTask: com.example.refresh>\n")
        #expect(healthy.status == 0)
        #expect(
            healthy.standardOutput
                == "<stdin>: note: read as plain messages (1 line): 1 line from BGTaskScheduler\n0 errors, 0 warnings in 1 file\n"
        )
        let stream = run(["logs", "testdata/logs/log-stream/healthy-background-runs.log", "--format", "json"])
        #expect(stream.status == 0)
        #expect(
            stream.standardOutput.contains(
                "\"message\":\"read as log stream output (24 lines): 2 lines from BGTaskScheduler, 3 lines from dasd\",\"recognised\":true"
            ))
        // Lint without logs has no notes, and --quiet prints none.
        #expect(run(["logs", "-", "--quiet"], stdin: "hello\n").standardOutput == "")
    }

    @Test func junitListsOnlyTheRulesTheInputsCanFire() throws {
        let logs = run(
            ["logs", "-", "--format", "junit"], stdin: "Running task: <BGAppRefreshTask: com.example.refresh>\n")
        #expect(logs.status == 0)
        let listed = Set(
            logs.standardOutput.split(separator: "\n").compactMap { line -> String? in
                guard let start = line.range(of: "classname=\"") else { return nil }
                return String(line[start.upperBound...].prefix { $0 != "\"" })
            })
        let logRules = Set(RuleCatalog.all.filter { $0.inputs.contains(.log) }.map(\.id.rawValue))
        #expect(listed == logRules)
        #expect(!listed.contains("hk-anchor-lost"))
        let lint = run(["lint", "--format", "junit", "testdata/projects/StepSyncDemo-fixed"])
        #expect(lint.standardOutput.contains("classname=\"hk-anchor-lost\""))
        #expect(
            !lint.standardOutput.contains("classname=\"bg-task-expired\""), "a log-only rule cannot fire on a project")
    }

    // MARK: - errors that are not usage errors

    @Test func errorsThatAreNotAboutTypingHaveNoUsageHint() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wakelint-err-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad.yml").path
        try "disabled_rules: [no-such-rule]\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let demo = "testdata/projects/StepSyncDemo-fixed"
        for (arguments, message) in [
            (["lint", "--config", bad, demo], "wakelint: error: invalid configuration: "),
            (
                ["lint", "--baseline", directory.path + "/none.json", demo],
                "wakelint: error: baseline file not found: "
            ),
            (
                ["lint", "--output", directory.path + "/missing/report.txt", demo],
                "wakelint: error: cannot write '\(directory.path)/missing/report.txt': the folder '\(directory.path)/missing' does not exist"
            ),
            (
                ["lint", "--write-baseline", directory.path + "/missing/b.json", demo],
                "wakelint: error: cannot write baseline '\(directory.path)/missing/b.json': the folder '\(directory.path)/missing' does not exist"
            ),
            (["lint", "--diff", "no-such-ref", demo], "wakelint: error: --diff: "),
        ] {
            let result = run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardError.hasPrefix(message), "\(arguments): \(result.standardError)")
            #expect(!result.standardError.contains("usage:"), "\(arguments): \(result.standardError)")
            #expect(result.standardError.split(separator: "\n").count == 1, "\(arguments): \(result.standardError)")
        }
        // Typing errors keep the hint.
        #expect(run(["lint", "--frobnicate"]).standardError.contains("\nusage: wakelint lint"))
    }

    // MARK: - text layout

    @Test func lintHelpAlignsEveryDescription() {
        let help = run(["lint", "--help"]).standardOutput
        let options = help.split(separator: "\n").filter { $0.hasPrefix("  --") }
        #expect(options.count > 5)
        // Each description starts in one column, after the first run of two spaces.
        let columns = Set(
            options.map { line -> Int in
                let characters = Array(line)
                var index = 2
                while index + 1 < characters.count, !(characters[index] == " " && characters[index + 1] == " ") {
                    index += 1
                }
                while index < characters.count, characters[index] == " " { index += 1 }
                return index
            })
        #expect(columns.count == 1, "\(options)")
        #expect(help.contains("  --write-baseline FILE  record the current findings"))
    }
}
