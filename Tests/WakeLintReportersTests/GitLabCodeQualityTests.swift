import Foundation
import Testing
import WakeLintCore

@testable import WakeLintReporters

/// The GitLab Code Quality report checked against the fields GitLab documents
/// (testdata/reporters/gitlab-codequality.schema.json, written from its "Code Quality report format" table).
@Suite struct GitLabCodeQualityTests {
    static let schema: JSONValue = {
        let url = Golden.directory.appendingPathComponent("gitlab-codequality.schema.json")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? "null"
        return (try? JSONValue.parse(text)) ?? .null
    }()

    static func violations(_ text: String) throws -> [String] {
        JSONSchemaValidator(root: schema).validate(try JSONValue.parse(text)).map(\.description)
    }

    @Test func theSchemaAcceptsGitLabsDocumentedExampleAndRejectsWhatGitLabCannotPlace() throws {
        #expect(JSONSchemaValidator(root: Self.schema).unsupportedKeywords.isEmpty)
        let example = """
            [{"description": "'unused' is assigned a value but never used.", "check_name": "no-unused-vars",
              "fingerprint": "7815696ecbf1c96e6894b779456d330e", "severity": "minor",
              "location": {"path": "lib/index.js", "lines": {"begin": 42}}}]
            """
        #expect(try Self.violations(example) == [])
        #expect(try Self.violations(example.replacingOccurrences(of: "\"minor\"", with: "\"warning\"")).count == 1)
        #expect(try Self.violations(example.replacingOccurrences(of: "42", with: "\"42\"")).count == 1)
        #expect(try Self.violations(example.replacingOccurrences(of: "\"check_name\"", with: "\"rule\"")).count == 1)
    }

    @Test func cannedReportIsValidWithOneIssuePerFindingAndProblem() throws {
        let text = GitLabCodeQualityReporter().report(Canned.result)
        #expect(try Self.violations(text) == [])
        let issues = try #require(try JSONValue.parse(text).arrayValue)
        let rows = issues.map { issue in
            [
                issue["check_name"]?.stringValue ?? "-", issue["severity"]?.stringValue ?? "-",
                issue["location"]?["path"]?.stringValue ?? "-",
                String(issue["location"]?["lines"]?["begin"]?.intValue ?? 0),
            ]
        }
        #expect(
            rows == [
                ["bg-refresh-identifier", "info", "App/Info.plist", "8"],
                ["hk-background-delivery-entitlement", "major", "App/Sync.swift", "4"],
                ["bg-task-expired", "minor", "device.log", "3"],
                ["hk-background-delivery-entitlement", "major", "device.log", "14"],
                ["input-problem", "minor", "Config/Bad, copy.plist", "1"],
            ])
        #expect(issues[0]["description"]?.stringValue == Canned.hardMessage)
        let fingerprints = issues.compactMap { $0["fingerprint"]?.stringValue }
        #expect(Set(fingerprints).count == 5)
    }

    @Test func identicalFindingsGetDistinctFingerprintsThatSurviveALineShift() throws {
        func finding(_ line: Int) -> Finding {
            Finding(
                rule: "bg-task-expired", severity: .warning, message: "task x expired",
                location: SourceLocation(path: "a.log", line: line, column: 1), input: .log)
        }
        func fingerprints(_ lines: [Int]) throws -> [String] {
            let text = GitLabCodeQualityReporter().report(LintResult(findings: lines.map(finding)))
            return try #require(try JSONValue.parse(text).arrayValue).compactMap { $0["fingerprint"]?.stringValue }
        }
        let before = try fingerprints([3, 9])
        #expect(Set(before).count == 2)
        #expect(try fingerprints([5, 11]) == before)
        #expect(GitLabCodeQualityReporter().report(LintResult()) == "[]\n")
    }
}
