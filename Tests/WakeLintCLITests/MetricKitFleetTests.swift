import Foundation
import Testing
import WakeLintCore

@testable import WakeLintCLI

/// MetricKit payloads from many files summed into one finding per rule, and shard reports summed by `wakelint merge`
/// into what one run over every shard reports.
@Suite struct MetricKitFleetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let payloads = root + "/testdata/logs/metrickit/metric-payloads.ndjson"

    func run(_ arguments: [String], cwd: String) -> CommandResult {
        WakeLintCommand.run(arguments, in: CommandEnvironment(currentDirectory: cwd))
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// A folder of one-payload files: the three payloads' counters end in one finding per rule, at the first file.
    func shards() throws -> String {
        let folder = NSTemporaryDirectory() + "metrickit-fleet-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/fleet", withIntermediateDirectories: true)
        let lines = try String(contentsOfFile: Self.payloads, encoding: .utf8).split(separator: "\n")
        for (index, line) in lines.enumerated() {
            try (line + "\n").write(toFile: folder + "/fleet/day-\(index + 1).json", atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func aFolderOfPayloadsGivesOneFindingPerRule() throws {
        let folder = try shards()
        let result = run(["logs", "--format", "json", "fleet"], cwd: folder)
        #expect(result.status == 1)
        let report = try json(result.standardOutput)
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["bg-assertion-leak", "bg-cpu-limit", "bg-task-expired"])
        #expect(findings.map { $0["path"] as? String } == ["fleet/day-1.json", "fleet/day-1.json", "fleet/day-2.json"])
        let message = try #require(findings.first?["message"] as? String)
        #expect(message.contains("7 background exits in 2 of 3 metric payloads"), "\(message)")
        #expect(message.contains("64% of abnormal background exits; app 4.3, 4.2"), "\(message)")
        #expect(message.contains("2025-03-02 to 2025-03-03"), "\(message)")
        let block = try #require(report["metrickit"] as? [String: Any])
        #expect(block["metricPayloads"] as? Int == 3)
        #expect(block["abnormalBackgroundExits"] as? Int == 11)
        let rules = try #require(block["rules"] as? [String: [String: Any]])
        #expect(rules["bg-assertion-leak"]?["days"] as? [String: Int] == ["2025-03-02": 2, "2025-03-03": 5])
    }

    @Test func mergingShardReportsEqualsOneRunOverAll() throws {
        let folder = try shards()
        let whole = run(["logs", "--format", "json", "fleet"], cwd: folder).standardOutput
        for (shard, files) in [("a", ["fleet/day-1.json"]), ("b", ["fleet/day-2.json", "fleet/day-3.json"])] {
            let output = run(["logs", "--format", "json"] + files, cwd: folder).standardOutput
            try output.write(toFile: folder + "/\(shard).json", atomically: true, encoding: .utf8)
        }
        let merged = run(["merge", "--format", "json", "a.json", "b.json"], cwd: folder)
        #expect(merged.status == 1)
        #expect(merged.standardOutput == whole)
    }

    @Test func healthyPayloadsAndAForegroundCrashStayQuiet() {
        let result = run(
            [
                "logs", "--format", "json", "testdata/logs/metrickit/healthy-metric-payload.json",
                "testdata/logs/metrickit/foreground-crash.json",
            ], cwd: Self.root)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("\"findings\":[],\"problems\":[]"))
    }

    @Test func mergeRefusesWhatIsNotAReport() throws {
        let result = run(["merge", "testdata/logs/metrickit/metric-payload.json"], cwd: Self.root)
        #expect(result.status == 2)
        #expect(result.standardError.contains("is not a wakelint JSON report"))
        #expect(run(["merge"], cwd: Self.root).status == 2)
    }
}
