import Foundation
import Testing
import WakeLintCore
import WakeLintLogs

@testable import WakeLintEngine
@testable import WakeLintModel
@testable import WakeLintRules

/// The prefiltered read (skipping lines no rule can match) finds exactly what the full read finds, on every
/// log fixture and every log example of every rule doc (ripgrep's "every strategy, one expectation").
@Suite struct LogDiagnosisTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let logs: [(path: String, bytes: [UInt8])] = {
        var logs: [(String, [UInt8])] = []
        let base = root.appendingPathComponent("testdata/logs").path
        let enumerator = FileManager.default.enumerator(atPath: base)
        while let path = enumerator?.nextObject() as? String {
            guard !path.hasSuffix(".expected"), let data = FileManager.default.contents(atPath: base + "/" + path),
                !data.isEmpty
            else { continue }
            logs.append((path, Array(data)))
        }
        for doc in SourceRuleDocs.all {
            for example in doc.examples {
                for file in example.files where file.language == "log" {
                    logs.append(
                        ("\(doc.manifest.sourcePath):\(file.line)", ExampleRunner.stripMarkers(file.text).bytes))
                }
            }
        }
        return logs.sorted { $0.0 < $1.0 }
    }()

    @Test func prefilterOnAndOffFindTheSame() {
        #expect(Self.logs.count > 60)
        for log in Self.logs {
            var full = LogDiagnosis()
            full.usesPrefilter = false
            let expected = full.diagnose([LogReader(bytes: log.bytes, displayPath: log.path)]).findings
            let found = LogDiagnosis().diagnose([LogReader(bytes: log.bytes, displayPath: log.path)]).findings
            #expect(found == expected, "\(log.path)")
        }
    }

    /// A log-rule's literals must cover its pattern (the pattern never runs on a line without one): on every
    /// fixture and example line the pattern matches, one of the literals occurs.
    @Test func literalsCoverEveryPatternMatch() {
        for log in Self.logs {
            var reader = LogReader(bytes: log.bytes, displayPath: log.path)
            _ = reader.forEachEvent { event in
                for line in event.lines {
                    for rule in PatternLogRule.builtIn {
                        for matcher in rule.matchers {
                            let range = NSRange(line.text.startIndex..., in: line.text)
                            guard matcher.expression.firstMatch(in: line.text, range: range) != nil else { continue }
                            #expect(
                                matcher.prefilter.matches(line.text),
                                "\(rule.manifest.id): \(matcher.pattern.literals) miss \(log.path):\(line.number)")
                        }
                    }
                }
            }
        }
    }

    /// The prefilter really skips: on a log of unrelated dated lines almost nothing is assembled.
    @Test func unrelatedDatedLinesAreSkipped() {
        let line =
            "2025-03-02 08:14:51.009876+0100 Stride Coach[812:40877] [Network] GET https://api.example/v2/plan -> 200 (412 ms)\n"
        var reader = LogReader(bytes: Array(String(repeating: line, count: 1000).utf8), displayPath: "big.log")
        let literals =
            LogDiagnosis().rules.flatMap { $0.requiredLiterals }
            + LogDiagnosis().patternRules.flatMap { $0.requiredLiterals }
        var events = 0
        let skipped = reader.forEachEvent(prefilter: LiteralPrefilter(literals: literals)) { _ in events += 1 }
            .skippedLines
        #expect(skipped == 1000)
        #expect(events == 0)
    }
}

/// A log diagnosis applies its configuration as a lint does: disabled rules report nothing, configured
/// severities replace the rules' own.
@Suite struct LogDiagnosisConfigurationTests {
    static let log = """
        2025-03-02 08:15:02.100000+0100 Stride[812:40877] [scheduler] Could not schedule app refresh: Error Domain=BGTaskSchedulerErrorDomain Code=1 "(null)"
        2025-03-02 08:15:03.100000+0100 Stride[812:40877] [scheduler] Could not schedule app refresh: Error Domain=BGTaskSchedulerErrorDomain Code=2 "(null)"

        """

    static func findings(_ configuration: Configuration) -> [String] {
        LogDiagnosis(configuration: configuration).diagnose([
            LogReader(bytes: Array(log.utf8), displayPath: "device.log")
        ])
        .findings.map { "\($0.location.line):\($0.rule):\($0.severity)" }
    }

    @Test func defaultsReportBothErrors() {
        #expect(
            Self.findings(Configuration(directory: "/")) == [
                "1:bg-unavailable:\(RuleCatalog.manifest("bg-unavailable")!.severity)",
                "2:bg-too-many-pending:error",
            ])
    }

    @Test func disabledRulesAndSeverityOverridesApply() {
        var configuration = Configuration(directory: "/")
        configuration.disabledRules = ["bg-unavailable"]
        configuration.severityOverrides = ["bg-too-many-pending": .info]
        #expect(Self.findings(configuration) == ["2:bg-too-many-pending:info"])
        configuration.disabledRules = []
        configuration.onlyRules = ["bg-unavailable"]
        #expect(
            Self.findings(configuration) == ["1:bg-unavailable:\(RuleCatalog.manifest("bg-unavailable")!.severity)"])
    }
}
