import Foundation
import Testing
import WakeLintCore
import WakeLintLogs
import _WakeLintGenerator

@testable import WakeLintEngine
@testable import WakeLintModel
@testable import WakeLintRules

/// Declarative log rules: the `log-rule` fence format, its validation, and the engine that runs it.
@Suite struct PatternLogRuleTests {
    static func doc(_ fences: String, id: String = "app-upload-failed") -> String {
        """
        ---
        id: \(id)
        severity: warning
        inputs: log
        references: https://example.com
        implementation: doc
        ---
        # Upload failed

        The app's upload failed.

        ## Rationale
        Why.

        ## How to fix
        Fix.

        ## Log patterns

        \(fences)

        ## Triggers
        ```log
        ↓Upload failed for job 7 with status 503
        ```

        ## Passes
        ```log
        Upload finished
        ```
        """
    }

    static let uploadFence = """
        ```log-rule
        literal: Upload failed for job
        pattern: Upload failed for job (?<job>\\d+) with status (?<status>\\d{3})
        message: upload job {job} failed with HTTP status {status}
        ```
        """

    static func rule(_ fences: String = uploadFence) throws -> PatternLogRule {
        try PatternLogRule(manifest: RuleDocReader.read(doc(fences), path: "rules/app/app-upload-failed.md").manifest)
    }

    static func findings(_ log: String, rules: [PatternLogRule]) -> [Finding] {
        LogDiagnosis(rules: [], patternRules: rules).diagnose([
            LogReader(bytes: Array(log.utf8), displayPath: "device.log")
        ]).findings
    }

    @Test func theFenceIsParsedIntoTheManifest() throws {
        let manifest = try RuleDocReader.read(Self.doc(Self.uploadFence), path: "rules/app/app-upload-failed.md")
            .manifest
        #expect(manifest.logPatterns.count == 1)
        #expect(manifest.logPatterns[0].literals == ["Upload failed for job"])
        #expect(manifest.logPatterns[0].placeholders == ["job", "status"])
        let doc = try RuleDocParser.parse(Self.doc(Self.uploadFence), path: "rules/app/app-upload-failed.md")
        #expect(doc.manifest == manifest)
        #expect(doc.examples.count == 2, "a log-rule fence is not an example")
    }

    @Test func capturesFillTheMessageAndTheLocationIsTheMatch() throws {
        let log = "2025-03-02 08:00:00.000000+0100 Stride Coach[1:2] [Sync] Upload failed for job 7 with status 503\n"
        let found = Self.findings(log, rules: [try Self.rule()])
        #expect(found.count == 1)
        #expect(found.first?.message == "upload job 7 failed with HTTP status 503")
        #expect(found.first?.location == SourceLocation(path: "device.log", line: 1, column: 58))
        #expect(found.first?.severity == .warning)
        #expect(found.first?.evidence == [EvidenceLine(line: 1, text: String(log.dropLast()))])
    }

    @Test func repeatsAreOneFindingWithACountAndCappedEvidence() throws {
        let log =
            (1...7).map { "Upload failed for job 7 with status 503 (try \($0))" }.joined(separator: "\n")
            + "\nUpload failed for job 8 with status 500\n"
        let found = Self.findings(log, rules: [try Self.rule()])
        #expect(
            found.map(\.message) == [
                "upload job 7 failed with HTTP status 503 (seen 7 times)", "upload job 8 failed with HTTP status 500",
            ])
        #expect(found.first?.evidence.map(\.line) == [1, 2, 3, 4, 5])
        #expect(found.last?.location.line == 8)
    }

    /// A run keeps `distinctLimit` messages: the matches of later messages are one input problem, not findings.
    @Test func distinctMessagesBeyondTheLimitAreCountedAsAnInputProblem() throws {
        let limit = PatternLogRule.distinctLimit
        let lines = (1...(limit + 3)).map { "Upload failed for job \($0) with status 503" }
        let log = lines.joined(separator: "\n") + "\nUpload failed for job 1 with status 503\n"
        let result = LogDiagnosis(rules: [], patternRules: [try Self.rule()]).diagnose([
            LogReader(bytes: Array(log.utf8), displayPath: "device.log")
        ])
        #expect(result.findings.count == limit)
        #expect(result.findings.first?.message == "upload job 1 failed with HTTP status 503 (seen 2 times)")
        #expect(
            result.problems == [
                InputProblem(
                    path: "device.log",
                    message:
                        "3 lines matching app-upload-failed from line \(limit + 1) on were not reported: each log keeps \(limit) distinct app-upload-failed messages"
                )
            ])
    }

    @Test func aLineWithoutTheLiteralNeverRunsThePattern() throws {
        // The pattern would match case-insensitively, but the literal prefilter is exact.
        let fence = "```log-rule\nliteral: Upload failed\npattern: (?i)upload failed\nmessage: failed\n```"
        #expect(
            Self.findings("UPLOAD FAILED\nUpload failed\n", rules: [try Self.rule(fence)]).map(\.location.line) == [2])
    }

    @Test func jsonRecordsMatchTheirDecodedMessage() throws {
        // The escaped slash hides the literal in the line; the decoded message holds it.
        let fence = "```log-rule\nliteral: a/b failed\npattern: a/b failed\nmessage: a/b failed\n```"
        let log = "{\"level\":\"error\",\"message\":\"a\\/b failed\"}\n"
        let found = Self.findings(log, rules: [try Self.rule(fence)])
        #expect(found.map(\.location) == [SourceLocation(path: "device.log", line: 1, column: 1)])
    }

    @Test(arguments: [
        ("```log-rule\npattern: x\nmessage: y\n```", "log-rule needs at least one 'literal:'"),
        ("```log-rule\nliteral: x\nmessage: y\n```", "log-rule lacks 'pattern:'"),
        ("```log-rule\nliteral: x\npattern: x\n```", "log-rule lacks 'message:'"),
        ("```log-rule\nliteral: x\npattern: x\nmessage: y\nseverity: error\n```", "unknown log-rule key 'severity'"),
        ("```log-rule\nliteral: x\npattern: x\npattern: z\nmessage: y\n```", "log-rule has a second 'pattern'"),
    ])
    func malformedFencesAreRejectedByTheParser(_ fence: String, _ expected: String) {
        #expect(throws: RuleDocReader.Failure.self) {
            try RuleDocReader.read(Self.doc(fence), path: "rules/app/app-upload-failed.md")
        }
        do {
            _ = try RuleDocReader.read(Self.doc(fence), path: "rules/app/app-upload-failed.md")
        } catch {
            #expect(error.message.contains(expected), "\(error)")
        }
    }

    @Test(arguments: [
        ("```log-rule\nliteral: x\npattern: (x\nmessage: y\n```", "does not compile"),
        (
            "```log-rule\nliteral: x\npattern: (?<id>x)\nmessage: '{name}'\n```",
            "uses '{name}' but the pattern has no '(?<name>…)' group"
        ),
        ("```log-rule\nliteral: x\npattern: x\nmessage: ends with a period.\n```", "must not end with a period"),
    ])
    func badPatternsAreRejectedByTheEngine(_ fence: String, _ expected: String) throws {
        let manifest = try RuleDocReader.read(Self.doc(fence), path: "rules/app/app-upload-failed.md").manifest
        do {
            _ = try PatternLogRule(manifest: manifest)
            Issue.record("accepted: \(fence)")
        } catch {
            #expect(error.message.contains(expected), "\(error)")
        }
    }

    @Test func aFenceInsideTheExamplesIsRejected() {
        let text = Self.doc(Self.uploadFence).replacingOccurrences(
            of: "## Passes\n", with: "## Passes\n\(Self.uploadFence)\n")
        #expect(throws: RuleDocReader.Failure.self) {
            try RuleDocReader.read(text, path: "rules/app/app-upload-failed.md")
        }
    }

    @Test func everyBuiltInLogRuleDocCompiles() throws {
        let documented = RuleCatalog.all.filter { !$0.logPatterns.isEmpty }
        #expect(documented.count >= 12)
        for manifest in documented {
            #expect(throws: Never.self) { _ = try PatternLogRule(manifest: manifest) }
        }
        #expect(PatternLogRule.builtIn.map(\.manifest.id) == documented.map(\.id))
    }

    @Test func userRulesLoadFromADirectoryAndMayNotReuseBuiltInIDs() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wakelint-rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("app"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.doc(Self.uploadFence).write(
            to: directory.appendingPathComponent("app/app-upload-failed.md"), atomically: true, encoding: .utf8)
        let loaded = try PatternLogRule.load(directory: directory.path, displayPath: "my-rules")
        #expect(loaded.map(\.manifest.id) == ["app-upload-failed"])

        try Self.doc(Self.uploadFence, id: "bg-unavailable").write(
            to: directory.appendingPathComponent("app/bg-unavailable.md"), atomically: true, encoding: .utf8)
        do {
            _ = try PatternLogRule.load(directory: directory.path, displayPath: "my-rules")
            Issue.record("a built-in id was accepted")
        } catch {
            #expect(error.description == "my-rules/app/bg-unavailable.md:2: rule id 'bg-unavailable' is already taken")
        }
    }
}
