import Foundation
import Testing

@testable import WakeLintCLI

/// SARIF's `%SRCROOT%`, GitLab's `location.path` and SonarQube's `filePath` name files from the linted root — the
/// git work tree holding the linted path, else that path — whatever directory wakelint runs in; `--docs-url` links
/// each rule to its published doc.
@Suite struct LintedRootTests {
    /// `<tmp>/outside/app/StepSyncDemo`, with `app` a git work tree when `git` is true.
    struct Layout {
        let outside: String
        var app: String { outside + "/app" }

        init(git: Bool) throws {
            outside =
                FileManager.default.temporaryDirectory.appendingPathComponent("wakelint-root-\(UUID().uuidString)")
                .path
            try FileManager.default.createDirectory(atPath: outside + "/app", withIntermediateDirectories: true)
            if git {
                try FileManager.default.createDirectory(
                    atPath: outside + "/app/.git", withIntermediateDirectories: true)
            }
            try FileManager.default.copyItem(
                atPath: CommandTests.root + "/testdata/projects/StepSyncDemo", toPath: outside + "/app/StepSyncDemo")
        }

        func run(_ arguments: [String], in directory: String) -> CommandResult {
            WakeLintCommand.run(arguments, in: CommandEnvironment(currentDirectory: directory))
        }
    }

    struct SARIFPaths: Equatable {
        var root: String
        var uris: Set<String>
    }

    static func sarifPaths(_ output: String) throws -> SARIFPaths {
        let log = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        var uris: Set<String> = []
        for result in try #require(run["results"] as? [[String: Any]]) {
            let locations = try #require(result["locations"] as? [[String: [String: [String: Any]]]])
            let artifact = try #require(locations.first?["physicalLocation"]?["artifactLocation"] as? [String: String])
            #expect(artifact["uriBaseId"] == "%SRCROOT%")
            uris.insert(try #require(artifact["uri"]))
        }
        return SARIFPaths(root: try #require(bases["%SRCROOT%"]?["uri"]), uris: uris)
    }

    static let demoFiles: Set<String> = ["StepSync/RefreshScheduler.swift", "StepSync/StepStore.swift"]

    @Test func sarifNamesFilesFromTheWorkTreeWhereverItRuns() throws {
        let layout = try Layout(git: true)
        let expected = SARIFPaths(
            root: "file://" + layout.app + "/", uris: Set(Self.demoFiles.map { "StepSyncDemo/" + $0 }))
        let inside = layout.run(["lint", "--format", "sarif", ".."], in: layout.app + "/StepSyncDemo/StepSync")
        let outside = layout.run(["lint", "--format", "sarif", "app/StepSyncDemo"], in: layout.outside)
        #expect(inside.status == 1)
        #expect(try Self.sarifPaths(inside.standardOutput) == expected)
        #expect(try Self.sarifPaths(outside.standardOutput) == expected)
    }

    @Test func withoutAWorkTreeTheLintedFolderIsTheRoot() throws {
        let layout = try Layout(git: false)
        let result = layout.run(["lint", "--format", "sarif", "app/StepSyncDemo"], in: layout.outside)
        #expect(
            try Self.sarifPaths(result.standardOutput)
                == SARIFPaths(root: "file://" + layout.app + "/StepSyncDemo/", uris: Self.demoFiles))
    }

    @Test(arguments: [("gitlab", "\"path\": "), ("sonarqube", "\"filePath\": ")])
    func gitlabAndSonarQubeNameFilesFromTheWorkTree(format: String, key: String) throws {
        let layout = try Layout(git: true)
        let output = layout.run(["lint", "--format", format, "app/StepSyncDemo"], in: layout.outside).standardOutput
        let named = Set(
            output.split(separator: "\n").compactMap { line -> String? in
                guard let range = line.range(of: key) else { return nil }
                return String(line[range.upperBound...].dropFirst().prefix { $0 != "\"" })
            })
        // SonarQube's secondary locations add the entitlements file and the app delegate.
        #expect(named.isSuperset(of: Self.demoFiles.map { "StepSyncDemo/" + $0 }))
        #expect(named.allSatisfy { $0.hasPrefix("StepSyncDemo/StepSync/") })
    }

    @Test func docsURLLinksEachRuleToItsDoc() throws {
        let layout = try Layout(git: true)
        let base = "https://example.com/acme/wakelint/blob/v0.1.0"
        let output = layout.run(["lint", "--format", "sarif", "--docs-url", base + "/", "."], in: layout.app)
            .standardOutput
        let log = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let driver = try #require(
            ((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["informationUri"] as? String == base + "/README.md")
        let links = try #require(driver["rules"] as? [[String: Any]]).map { "\($0["id"]!) \($0["helpUri"]!)" }
        #expect(
            links.sorted() == [
                "bg-submit-error-swallowed \(base)/rules/background-tasks/bg-submit-error-swallowed.md",
                "hk-anchor-lost \(base)/rules/healthkit/hk-anchor-lost.md",
                "hk-background-delivery-entitlement \(base)/rules/healthkit/hk-background-delivery-entitlement.md",
                "hk-cumulative-sum-across-sources \(base)/rules/healthkit/hk-cumulative-sum-across-sources.md",
                "hk-observer-after-launch \(base)/rules/healthkit/hk-observer-after-launch.md",
                "hk-observer-completion \(base)/rules/healthkit/hk-observer-completion.md",
            ])
    }

    @Test func docsURLMustBeAURL() throws {
        let layout = try Layout(git: true)
        let result = layout.run(["lint", "--format", "sarif", "--docs-url", "rules/", "."], in: layout.app)
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(
                "wakelint: error: --docs-url needs an http(s):// or file:// URL, not 'rules/'"))
    }
}
