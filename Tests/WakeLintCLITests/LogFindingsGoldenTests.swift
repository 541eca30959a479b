import Foundation
import Testing
import WakeLintCore

@testable import WakeLintCLI
@testable import WakeLintModel

/// Every log fixture under `testdata/logs/` run through the command line (`wakelint logs --format json`),
/// compared whole with its sibling `<fixture>.findings.expected` (`${VERSION}` stands for the version).
/// Set `WAKELINT_UPDATE_GOLDEN=1` to rewrite the goldens; a mismatch never rewrites them.
@Suite struct LogFindingsGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static let fixtures: [String] = {
        let base = root + "/testdata/logs"
        var paths: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: base)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory),
                !isDirectory.boolValue,
                !path.hasSuffix(".expected"), !path.hasSuffix(".md")
            else { continue }
            paths.append("testdata/logs/" + path)
        }
        return paths.sorted()
    }()

    static func json(_ path: String) -> CommandResult {
        WakeLintCommand.run(["logs", "--format", "json", path], in: CommandEnvironment(currentDirectory: root))
    }

    @Test(arguments: fixtures)
    func findingsMatchTheirGolden(_ path: String) throws {
        let output = Self.json(path).standardOutput.replacingOccurrences(
            of: "\"version\":\"\(WakeLintVersion.current)\"", with: "\"version\":\"${VERSION}\"")
        let golden = Self.root + "/" + path + ".findings.expected"
        if ProcessInfo.processInfo.environment["WAKELINT_UPDATE_GOLDEN"] == "1" {
            try output.write(toFile: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOfFile: golden, encoding: .utf8)
        #expect(output == expected, "findings of \(path) differ from \(path).findings.expected")
    }

    /// Healthy background runs, an ordinary launch crash among RunningBoard assertions, and dasd blocks
    /// that end `Can Proceed` (or belong to system daemons) produce nothing at warning or above.
    @Test(arguments: [
        "testdata/logs/log-stream/healthy-background-runs.log",
        "testdata/logs/crash/launch-crash-runningboard-noise.crash",
    ])
    func negativesStayQuiet(_ path: String) throws {
        let result = Self.json(path)
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.filter { $0["severity"] as? String != "info" }.isEmpty, "\(findings)")
        if path.contains("healthy") { #expect(findings.isEmpty, "\(findings)") }
    }

    /// The naive grep is wrong here: a plugin's "too many tasks" around code 3, UIApplication's
    /// `Can't end BackgroundTask`, and app text that merely says `Code=6` or `Running task:`.
    @Test func wrapperTrapsFollowTheCode() throws {
        let result = Self.json("testdata/logs/react-native/wrapper-traps.log")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let byLine = Dictionary(grouping: findings) { $0["line"] as? Int ?? 0 }.mapValues {
            $0.compactMap { $0["rule"] as? String }
        }
        #expect(byLine[2] == ["bg-identifier-not-permitted"])
        #expect(byLine[3] == ["bg-assertion-double-end"])
        #expect(byLine[4] == ["bg-too-many-pending"])
        #expect(Set(byLine.keys) == [2, 3, 4])
        #expect(findings.first { $0["line"] as? Int == 3 }?["severity"] as? String == "info")
    }
}
