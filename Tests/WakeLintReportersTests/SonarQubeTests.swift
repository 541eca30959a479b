import Foundation
import Testing
import WakeLintCore

@testable import WakeLintReporters

/// The SonarQube report checked against the generic issue import format SonarQube documents
/// (testdata/reporters/sonarqube-generic-issues.schema.json, written from its field list).
@Suite struct SonarQubeTests {
    static let schema: JSONValue = {
        let url = Golden.directory.appendingPathComponent("sonarqube-generic-issues.schema.json")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? "null"
        return (try? JSONValue.parse(text)) ?? .null
    }()

    static func violations(_ text: String) throws -> [String] {
        JSONSchemaValidator(root: schema).validate(try JSONValue.parse(text)).map(\.description)
    }

    /// The shape of SonarQube's documented example.
    static let example = """
        {"rules": [{"id": "rule1", "name": "just_some_rule_name", "description": "just_some_description",
          "engineId": "test", "cleanCodeAttribute": "FORMATTED", "type": "CODE_SMELL", "severity": "MINOR",
          "impacts": [{"softwareQuality": "MAINTAINABILITY", "severity": "HIGH"}]}],
         "issues": [{"ruleId": "rule1", "effortMinutes": 40,
          "primaryLocation": {"message": "fully-fleshed issue", "filePath": "sources/A.java",
            "textRange": {"startLine": 30, "endLine": 30, "startColumn": 9, "endColumn": 14}},
          "secondaryLocations": [{"message": "cross-file 2nd location", "filePath": "sources/B.java",
            "textRange": {"startLine": 10}}]}]}
        """

    @Test func theSchemaAcceptsTheDocumentedShapeAndRejectsWhatSonarQubeRefuses() throws {
        #expect(JSONSchemaValidator(root: Self.schema).unsupportedKeywords.isEmpty)
        #expect(try Self.violations(Self.example) == [])
        #expect(try Self.violations(Self.example.replacingOccurrences(of: "\"HIGH\"", with: "\"error\"")).count == 1)
        #expect(
            try Self.violations(Self.example.replacingOccurrences(of: "\"startLine\": 30", with: "\"startLine\": 0"))
                .count == 1)
        #expect(
            try Self.violations(Self.example.replacingOccurrences(of: "\"cleanCodeAttribute\"", with: "\"attribute\""))
                .count >= 1)
    }

    @Test func cannedReportIsValidWithEachFiringRuleOnceAndOneIssuePerFindingAndProblem() throws {
        let text = SonarQubeReporter(rules: Canned.rules).report(Canned.result)
        #expect(try Self.violations(text) == [])
        let document = try JSONValue.parse(text)
        let rules = try #require(document["rules"]?.arrayValue).map { rule in
            [
                rule["id"]?.stringValue ?? "-", rule["impacts"]?[0]?["severity"]?.stringValue ?? "-",
                rule["severity"]?.stringValue ?? "-", rule["name"]?.stringValue ?? "-",
            ]
        }
        #expect(
            rules == [
                ["bg-refresh-identifier", "LOW", "INFO", "Task identifier not in the permitted list"],
                ["bg-task-expired", "MEDIUM", "MAJOR", "Background task expired"],
                [
                    "hk-background-delivery-entitlement", "HIGH", "CRITICAL",
                    "Background delivery without its entitlement",
                ],
                ["input-problem", "MEDIUM", "MAJOR", "Input that could not be read"],
            ])
        let issues = try #require(document["issues"]?.arrayValue)
        let rows = issues.map { issue in
            [
                issue["ruleId"]?.stringValue ?? "-", issue["primaryLocation"]?["filePath"]?.stringValue ?? "-",
                String(issue["primaryLocation"]?["textRange"]?["startLine"]?.intValue ?? 0),
            ]
        }
        #expect(
            rows == [
                ["bg-refresh-identifier", "App/Info.plist", "8"],
                ["hk-background-delivery-entitlement", "App/Sync.swift", "4"],
                ["bg-task-expired", "device.log", "3"],
                ["hk-background-delivery-entitlement", "device.log", "14"],
                ["input-problem", "Config/Bad, copy.plist", "1"],
            ])
        #expect(issues[0]["primaryLocation"]?["message"]?.stringValue == Canned.hardMessage)
        let secondary = try #require(issues[1]["secondaryLocations"]?[0])
        #expect(secondary["filePath"]?.stringValue == "App/App.entitlements")
        #expect(secondary["textRange"]?["startLine"]?.intValue == 5)
        #expect(secondary["message"]?.stringValue == "the key is <false/> here")
    }

    @Test func anEmptyRunIsAValidEmptyReport() throws {
        let text = SonarQubeReporter(rules: Canned.rules).report(LintResult())
        #expect(try Self.violations(text) == [])
        #expect(text == "{\n  \"rules\": [],\n  \"issues\": []\n}\n")
    }
}
