import Foundation
import Testing
import WakeLintCore

@testable import WakeLintReporters

/// SARIF output checked against the official SARIF 2.1.0 schema (OASIS, committed under testdata/reporters)
/// with the validator in this target, so `swift test` needs nothing installed.
@Suite struct SARIFTests {
    static let schema: JSONValue = {
        let url = Golden.directory.appendingPathComponent("sarif-schema-2.1.0.json")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? "null"
        return (try? JSONValue.parse(text)) ?? .null
    }()

    static func sarif(_ result: LintResult, rules: [RuleManifest] = Canned.rules) -> String {
        SARIFReporter(version: "1.2.3", currentDirectory: "/Users/dev/Wake App", rules: rules).report(result)
    }

    @Test func theSchemaIsTheOfficialOneAndFullyUnderstood() throws {
        #expect(Self.schema["title"]?.stringValue == "Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema")
        #expect(JSONSchemaValidator(root: Self.schema).unsupportedKeywords.isEmpty)
    }

    @Test func cannedOutputIsValid() throws {
        let document = try JSONValue.parse(Self.sarif(Canned.result))
        let violations = JSONSchemaValidator(root: Self.schema).validate(document)
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func outputWithTheRealCatalogueAndNothingFoundIsValid() throws {
        let document = try JSONValue.parse(Self.sarif(LintResult(), rules: RuleCatalog.all))
        #expect(JSONSchemaValidator(root: Self.schema).validate(document).isEmpty)
        #expect(document["runs"]?[0]?["results"] == .array([]))
    }

    @Test func findingsOfRulesOutsideTheCatalogueHaveNoRuleIndexAndStayValid() throws {
        let finding = Finding(
            rule: "zz-unknown", severity: .warning, message: "m",
            location: SourceLocation(path: "<stdin>", line: 0, column: 0), input: .log)
        let document = try JSONValue.parse(Self.sarif(LintResult(findings: [finding])))
        let result = try #require(document["runs"]?[0]?["results"]?[0])
        #expect(result["ruleIndex"] == nil)
        #expect(result["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"] == .string("%3Cstdin%3E"))
        #expect(JSONSchemaValidator(root: Self.schema).validate(document).isEmpty)
    }

    @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
        let validator = JSONSchemaValidator(root: Self.schema)
        let valid = try JSONValue.parse(Self.sarif(Canned.result))
        #expect(validator.validate(valid).isEmpty)
        // A UTF-8 column kind (not in SARIF 2.1.0), a level out of the enum, a missing required message,
        // an unknown property and a zero line number must each be caught.
        let broken = Self.sarif(Canned.result)
            .replacingOccurrences(of: "\"utf16CodeUnits\"", with: "\"utf8CodeUnits\"")
            .replacingOccurrences(of: "\"level\": \"note\"", with: "\"level\": \"info\"")
            .replacingOccurrences(of: "\"ruleIndex\": 2,", with: "\"ruleIndex\": 2, \"colour\": \"red\",")
            .replacingOccurrences(of: "\"startLine\": 14", with: "\"startLine\": 0")
        let messages = validator.validate(try JSONValue.parse(broken)).map(\.description).joined(separator: "\n")
        #expect(messages.contains("/runs/0/columnKind: not one of the allowed values"))
        #expect(messages.contains("level: not one of the allowed values"))
        #expect(messages.contains("property colour is not allowed"))
        #expect(messages.contains("startLine: below minimum 1"))
        let noMessage = try JSONValue.parse(
            #"{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"x"}},"results":[{"ruleId":"a"}]}]}"#)
        #expect(
            validator.validate(noMessage).map(\.description) == ["/runs/0/results/0: missing required property message"]
        )
    }

    @Test func structureMatchesWhatCodeScanningReads() throws {
        let run = try #require(try JSONValue.parse(Self.sarif(Canned.result))["runs"]?[0])
        #expect(run["columnKind"] == .string("utf16CodeUnits"))
        #expect(run["originalUriBaseIds"]?["%SRCROOT%"]?["uri"] == .string("file:///Users/dev/Wake%20App/"))
        #expect(run["invocations"]?[0]?["executionSuccessful"] == .bool(true))
        let notification = try #require(run["invocations"]?[0]?["toolExecutionNotifications"]?[0])
        #expect(
            notification["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"]
                == .string("Config/Bad%2C%20copy.plist"))
        let rules = try #require(run["tool"]?["driver"]?["rules"]?.arrayValue)
        #expect(
            rules.count == Canned.rules.filter { rule in Canned.result.findings.contains { $0.rule == rule.id } }.count)
        #expect(rules[2]["name"] == .string("BackgroundDeliveryWithoutItsEntitlement"))
        #expect(rules[0]["defaultConfiguration"]?["level"] == .string("note"))
        let results = try #require(run["results"]?.arrayValue)
        for result in results {
            let index = try #require(result["ruleIndex"]?.intValue)
            #expect(rules[index]["id"] == result["ruleId"])
        }
        // The UTF-8 column 29 of the Swift finding follows two 3-byte quotes: UTF-16 column 25.
        let swift = try #require(
            results.first {
                $0["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"] == .string("App/Sync.swift")
            })
        #expect(swift["locations"]?[0]?["physicalLocation"]?["region"]?["startColumn"] == .number(25, isInteger: true))
        #expect(swift["relatedLocations"]?[0]?["id"] == .number(1, isInteger: true))
        let log = try #require(results.first { $0["ruleId"] == .string("bg-task-expired") })
        #expect(log["properties"]?["evidence"]?.arrayValue?.count == 2)
    }

    @Test func ruleHelpIsTheSummaryAndTheFixWithAnAbsoluteHelpURI() throws {
        let document = try JSONValue.parse(Self.sarif(Self.oneFindingOfEach(RuleCatalog.all), rules: RuleCatalog.all))
        let rules = try #require(document["runs"]?[0]?["tool"]?["driver"]?["rules"]?.arrayValue)
        #expect(rules.count == RuleCatalog.all.count)
        for (rule, manifest) in zip(rules, RuleCatalog.all) {
            let help = try #require(rule["help"]?["markdown"]?.stringValue)
            #expect(help.hasPrefix(manifest.summary), "\(manifest.id)")
            #expect(help.contains("\n\n## How to fix\n\n"), "\(manifest.id)")
            #expect(!help.contains("## Rationale") && !help.contains("## Triggers") && !help.contains("## Passes"))
            #expect(help.hasSuffix("`wakelint explain \(manifest.id)` (\(manifest.sourcePath) in wakelint)."))
            #expect(
                rule["help"]?["text"]?.stringValue
                    == manifest.summary + "\n\nThe full documentation: `wakelint explain \(manifest.id)` "
                    + "(\(manifest.sourcePath) in wakelint).")
            #expect(rule["helpUri"]?.stringValue == manifest.references.first, "\(manifest.id)")
            #expect(rule["helpUri"]?.stringValue?.hasPrefix("https://") == true, "\(manifest.id)")
        }
    }

    static func oneFindingOfEach(_ rules: [RuleManifest]) -> LintResult {
        LintResult(
            findings: rules.map {
                Finding(
                    rule: $0.id, severity: $0.severity, message: "m",
                    location: SourceLocation(path: "App/A.swift", line: 1, column: 1), input: .swift)
            })
    }

    /// Only the rules the results name are described, each help once: six findings of the six rules with the
    /// longest documents stay under 40 KB.
    @Test func sixResultsOfTheLargestRulesStayUnder40KB() throws {
        let largest = RuleCatalog.all.sorted { $0.body.utf8.count > $1.body.utf8.count }.prefix(6)
        let text = Self.sarif(Self.oneFindingOfEach(Array(largest)), rules: RuleCatalog.all)
        let document = try JSONValue.parse(text)
        #expect(document["runs"]?[0]?["tool"]?["driver"]?["rules"]?.arrayValue?.count == 6)
        #expect(text.utf8.count < 40_000, "\(text.utf8.count) bytes")
        #expect(JSONSchemaValidator(root: Self.schema).validate(document).isEmpty)
    }

    @Test func columnsConvertOnlyWhenTheLineIsKnown() {
        let file = SourceFile(path: "a.swift", text: "é😀x\n")
        #expect(SARIFReporter.utf16Column(SourceLocation(path: "a.swift", line: 1, column: 7), in: file) == 4)
        #expect(SARIFReporter.utf16Column(SourceLocation(path: "b.swift", line: 1, column: 7), in: nil) == nil)
        #expect(SARIFReporter.utf16Column(SourceLocation(path: "b.swift", line: 1, column: 1), in: nil) == 1)
        #expect(SARIFReporter.utf16Column(SourceLocation(path: "a.swift", line: 1, column: 40), in: file) == nil)
    }

    // MARK: fingerprints

    static func fingerprint(_ finding: Finding, in result: LintResult) throws -> String {
        let document = try JSONValue.parse(sarif(result))
        let results = try #require(document["runs"]?[0]?["results"]?.arrayValue)
        let match = try #require(
            results.first {
                $0["ruleId"] == .string(finding.rule.rawValue)
                    && $0["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"]
                        == .string(Paths.uriReference(finding.location.path))
            })
        return try #require(match["partialFingerprints"]?[SARIFReporter.fingerprintKey]?.stringValue)
    }

    static let movedSource = SourceFile(
        path: "App/Sync.swift",
        text: String(repeating: "// added\n", count: 10) + Canned.swiftSource.text(0..<Canned.swiftSource.bytes.count))

    @Test func fingerprintSurvivesMovingTheFindingDown() throws {
        let original = Canned.swiftFinding
        var moved = original
        moved.location.line += 10
        moved.related = []
        let before = try Self.fingerprint(
            original, in: LintResult(findings: [original], sources: [Canned.swiftSource.path: Canned.swiftSource]))
        let after = try Self.fingerprint(
            moved, in: LintResult(findings: [moved], sources: [Self.movedSource.path: Self.movedSource]))
        #expect(before == after)
        #expect(before.count == 18 && before.hasSuffix(":1"))
    }

    @Test func fingerprintChangesWithRulePathOrLineText() throws {
        let sources = [Canned.swiftSource.path: Canned.swiftSource]
        let original = Canned.swiftFinding
        let base = SARIFReporter.fingerprint(of: original, sources: sources)
        var otherRule = original
        otherRule.rule = "hk-observer-completion"
        var otherPath = original
        otherPath.location.path = "App/Other.swift"
        var otherLine = original
        otherLine.location.line = 3
        #expect(SARIFReporter.fingerprint(of: otherRule, sources: sources) != base)
        #expect(
            SARIFReporter.fingerprint(of: otherPath, sources: [otherPath.location.path: Canned.swiftSource]) != base)
        #expect(SARIFReporter.fingerprint(of: otherLine, sources: sources) != base)
        // Without the source, the message anchors the fingerprint, still independent of the line number.
        var unreadLater = original
        unreadLater.location.line = 90
        #expect(
            SARIFReporter.fingerprint(of: original, sources: [:])
                == SARIFReporter.fingerprint(of: unreadLater, sources: [:]))
    }

    @Test func logFingerprintsIgnoreTheTimestampedLine() {
        let finding = Finding(
            rule: "bg-task-expired", severity: .warning, message: "expired",
            location: SourceLocation(path: "d.log", line: 1, column: 1), input: .log)
        let monday = SourceFile(path: "d.log", text: "2026-11-30 09:15:02 dasd: expired\n")
        let tuesday = SourceFile(path: "d.log", text: "2026-12-01 10:00:00 dasd: expired\n")
        #expect(
            SARIFReporter.fingerprint(of: finding, sources: ["d.log": monday])
                == SARIFReporter.fingerprint(of: finding, sources: ["d.log": tuesday]))
    }

    @Test func identicalFindingsGetDistinctOccurrences() throws {
        var second = Canned.swiftFinding
        second.location.column = 30
        let result = LintResult(
            findings: [Canned.swiftFinding, second], sources: [Canned.swiftSource.path: Canned.swiftSource])
        let document = try JSONValue.parse(Self.sarif(result))
        let prints = document["runs"]?[0]?["results"]?.arrayValue?.compactMap {
            $0["partialFingerprints"]?[SARIFReporter.fingerprintKey]?.stringValue
        }
        #expect(prints?.count == 2)
        #expect(prints?[0].dropLast(2) == prints?[1].dropLast(2))
        #expect(prints?[0].hasSuffix(":1") == true && prints?[1].hasSuffix(":2") == true)
    }

    @Test func fnv1aMatchesPublishedVectors() {
        #expect(StableHash.hex("") == "cbf29ce484222325")
        #expect(StableHash.hex("a") == "af63dc4c8601ec8c")
        #expect(StableHash.hex("foobar") == "85944171f73967e8")
    }
}
