import Foundation
import Testing
import WakeLintCore

/// README.md's integration snippets as pasted: the GitHub Actions job's and the Xcode Run Script phase's commands
/// run through a shell with the built `wakelint` binary on the demo apps, the pre-commit hook's entry script runs
/// with a stand-in `swift`, and the facts the README states are the ones Package.swift and Version.swift hold.
@Suite struct ReadmeIntegrationTests {
    static let root = CommandTests.root

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOfFile: root + "/" + relativePath, encoding: .utf8)
    }

    /// The lines of the first fenced block of `language` after the paragraph that starts with `heading`.
    static func snippet(after heading: String, language: String) throws -> [String] {
        let readme = try text("README.md")
        let start = try #require(readme.range(of: "\n" + heading)?.upperBound, "README has no '\(heading)'")
        let fence = try #require(readme.range(of: "```" + language + "\n", range: start..<readme.endIndex))
        let end = try #require(readme.range(of: "\n```", range: fence.upperBound..<readme.endIndex))
        return readme[fence.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    /// The `wakelint` executable SwiftPM built beside this test bundle.
    static func builtBinary() throws -> String {
        let candidates =
            [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        let found = candidates.map { $0.appendingPathComponent("wakelint").path }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        return try #require(found, "no built wakelint beside the tests: run 'swift build' first")
    }

    struct ShellResult {
        var status: Int32
        var output: String
    }

    static func shell(_ script: String, in directory: URL, environment: [String: String] = [:]) throws
        -> ShellResult
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // GitHub Actions runs `run:` blocks with `bash -e -o pipefail`.
        process.arguments = ["bash", "--noprofile", "--norc", "-e", "-o", "pipefail", "-c", script]
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return ShellResult(status: process.terminationStatus, output: text)
    }

    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The value of `key:` on the first line after `index` that sets it, within the step that starts there.
    static func value(_ key: String, inStepAt index: Int, of lines: [String]) -> String? {
        for line in lines[(index + 1)...] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("- ") { return nil }
            if trimmed.hasPrefix(key + ":") {
                let rest = trimmed.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
                return rest.components(separatedBy: " #").first!.trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    // MARK: - GitHub Actions

    @Test(arguments: [("StepSyncDemo", Int32(1)), ("StepSyncDemo-fixed", Int32(0))])
    func githubActionsJobLintsOnlyTheAppSetsTheStatusAndAlwaysWritesSARIF(demo: String, status: Int32) throws {
        let job = try Self.snippet(after: "**GitHub Actions**", language: "yaml")
        let step = try #require(job.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "- name: wakelint" })
        let directory = try #require(Self.value("working-directory", inStepAt: step, of: job))
        let runLine = try #require(job[step...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "run: |" })
        let indent = job[runLine].prefix { $0 == " " }.count
        let script = job[(runLine + 1)...].prefix { $0.prefix { $0 == " " }.count > indent }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(script.count == 2)
        // The app is checked out at the working directory; wakelint is built where the commands run it from.
        let checkout = try #require(job.firstIndex { $0.contains("actions/checkout") })
        #expect(Self.value("path", inStepAt: checkout, of: job) == directory)
        let packagePath = try #require(
            job.first { $0.contains("swift build -c release --package-path ") }?
                .components(separatedBy: "--package-path ").last)
        #expect(script.allSatisfy { $0.hasPrefix("../\(packagePath)/.build/release/wakelint lint ") })
        #expect(script.allSatisfy { $0.hasSuffix(" .") || $0.hasSuffix(" . || true") })
        // The last command, which sets the step's status, writes the SARIF the upload (always run) reads.
        let output = try #require(script.last?.components(separatedBy: "--output ").last?.split(separator: " ").first)
        let upload = try #require(job.firstIndex { $0.contains("github/codeql-action/upload-sarif") })
        #expect(Self.value("if", inStepAt: upload, of: job) == "always()")
        let sarifFile = try #require(Self.value("sarif_file", inStepAt: upload, of: job))
        #expect(URL(fileURLWithPath: "/w/\(directory)/\(output)").standardized.path == "/w/\(sarifFile)")

        let workspace = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: workspace) }
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: Self.root + "/testdata/projects/" + demo),
            to: workspace.appendingPathComponent(directory))
        let release = workspace.appendingPathComponent(packagePath + "/.build/release")
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: release.appendingPathComponent("wakelint").path, withDestinationPath: try Self.builtBinary())

        // Actions expands `${{ … }}` before the shell runs the script.
        let expanded = script.joined(separator: "\n")
            .replacingOccurrences(of: "${{ vars.WAKELINT_REPOSITORY }}", with: "acme/wakelint")
        let result = try Self.shell(
            expanded, in: workspace.appendingPathComponent(directory),
            environment: ["WAKELINT_CACHE_DIR": workspace.appendingPathComponent("cache").path, "NO_COLOR": "1"])
        #expect(result.status == status, "\(result.output)")
        let sarif = try String(contentsOf: workspace.appendingPathComponent(sarifFile), encoding: .utf8)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        #expect(report["version"] as? String == "2.1.0")
        let results = try #require((report["runs"] as? [[String: Any]])?.first?["results"] as? [Any])
        #expect(results.isEmpty == (status == 0))
        // Files are named from the app's root, and each rule links to its doc at the checked-out tag.
        // The one absolute URI is `%SRCROOT%`'s own.
        #expect(sarif.components(separatedBy: "\"uri\": \"file:").count == 2 && !sarif.contains("\"uri\": \"../"))
        let wakelintCheckout = try #require(job.lastIndex { $0.contains("actions/checkout") })
        let ref = try #require(Self.value("ref", inStepAt: wakelintCheckout, of: job))
        #expect(
            results.isEmpty || sarif.contains("\"helpUri\": \"https://github.com/acme/wakelint/blob/\(ref)/rules/"))
        #expect(result.output.contains("::error ") == (status == 1))
    }

    // MARK: - Xcode Run Script

    @Test(arguments: [("StepSyncDemo", Int32(1)), ("StepSyncDemo-fixed", Int32(0))])
    func xcodeRunScriptFailsTheBuildOnErrorsOnlyAsThePluginDoes(demo: String, status: Int32) throws {
        let script = try Self.snippet(after: "**Xcode Run Script phase**", language: "sh")
        let lint = try #require(script.first { $0.contains("wakelint lint") })
        #expect(lint.contains("--fail-on error"))
        let plugin = try Self.text("Plugins/WakeLintBuildToolPlugin/WakeLintBuildToolPlugin.swift")
        #expect(plugin.contains(#""--fail-on", "error""#))
        #expect(try Self.text("README.md").contains("`ENABLE_USER_SCRIPT_SANDBOXING`"))

        let bin = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: bin) }
        try FileManager.default.createSymbolicLink(
            atPath: bin.appendingPathComponent("wakelint").path, withDestinationPath: try Self.builtBinary())
        let result = try Self.shell(
            script.joined(separator: "\n"), in: bin,
            environment: [
                "PATH": bin.path + ":/usr/bin:/bin", "SRCROOT": Self.root + "/testdata/projects/" + demo,
                "WAKELINT_CACHE_DIR": bin.appendingPathComponent("cache").path,
            ])
        #expect(result.status == status, "\(result.output)")
        // The broken demo's warnings are shown too, though only its errors fail the build.
        #expect(result.output.contains(": warning: ") == (status == 1))
    }

    // MARK: - pre-commit

    @Test func preCommitRevAndActionsRefAreThisVersionsTag() throws {
        let tag = "v" + WakeLintVersion.current
        let hook = try Self.snippet(after: "**pre-commit**", language: "yaml")
        #expect(hook.filter { $0.contains("rev:") }.map { $0.trimmingCharacters(in: .whitespaces) } == ["rev: " + tag])
        let job = try Self.snippet(after: "**GitHub Actions**", language: "yaml")
        #expect(job.filter { $0.contains("ref:") }.map { $0.trimmingCharacters(in: .whitespaces) } == ["ref: " + tag])
        #expect(!(try Self.text("README.md")).contains("example.com"))
    }

    @Test func preCommitHookSaysItIsBuildingOnItsFirstRunOnly() throws {
        let hooks = try Self.text(".pre-commit-hooks.yaml")
        #expect(hooks.contains("\n  language: script\n"))
        let entry = try #require(
            hooks.split(separator: "\n").first { $0.hasPrefix("  entry: ") }?.dropFirst("  entry: ".count))
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let clone = scratch.appendingPathComponent("hook-repo")
        let script = clone.appendingPathComponent(String(entry))
        try FileManager.default.createDirectory(
            at: script.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.root + "/" + entry), to: script)
        // A stand-in `swift` whose build leaves a wakelint that prints its arguments.
        let bin = scratch.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try """
        #!/bin/sh
        [ "$1 $2 $3 $4" = "build -c release --package-path" ] || exit 9
        mkdir -p "$5/.build/release"
        printf '#!/bin/sh\\necho "wakelint $*"\\n' > "$5/.build/release/wakelint"
        chmod +x "$5/.build/release/wakelint"
        """.write(to: bin.appendingPathComponent("swift"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("swift").path)
        let app = scratch.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let environment = ["PATH": bin.path + ":/usr/bin:/bin"]

        let first = try Self.shell("'\(script.path)' --quiet", in: app, environment: environment)
        #expect(first.status == 0, "\(first.output)")
        #expect(
            first.output
                == "wakelint: building wakelint (first run only, takes a few minutes)...\nwakelint lint --quiet\n")
        let second = try Self.shell("'\(script.path)' --quiet", in: app, environment: environment)
        #expect(second.status == 0)
        #expect(second.output == "wakelint lint --quiet\n")
    }

    // MARK: - Facts

    @Test func toolsVersionAndMacOSMinimumAreTheOnesPackageSwiftStates() throws {
        let manifest = try Self.text("Package.swift")
        let tools = try #require(
            manifest.split(separator: "\n").first?.components(separatedBy: "swift-tools-version:").last)
        let macOS = try #require(
            manifest.components(separatedBy: ".macOS(.v").dropFirst().first?.prefix { $0.isNumber })
        let readme = try Self.text("README.md")
        #expect(
            readme.contains(
                "Requires Swift \(tools) or later (`swift-tools-version:\(tools)`) on macOS \(macOS) or later"))
    }

    @Test func buildToolPluginSnippetDeclaresThePackageAndNamesARealPlugin() throws {
        let snippet = try Self.snippet(after: "**SwiftPM plugins**", language: "swift").joined(separator: "\n")
        #expect(snippet.contains("dependencies: [.package(path: \"../wakelint\")]"))
        #expect(snippet.contains(".plugin(name: \"WakeLintBuildToolPlugin\", package: \"wakelint\")"))
        let manifest = try Self.text("Package.swift")
        #expect(manifest.contains(".plugin(name: \"WakeLintBuildToolPlugin\", targets:"))
        #expect(manifest.contains("name: \"wakelint\""))
    }

    @Test func everyConfigurationKeyIsInTheReadmesExample() throws {
        let example = try "\n" + Self.snippet(after: "### Configuration", language: "yaml").joined(separator: "\n")
        for key in Configuration.Key.allCases {
            #expect(example.contains("\n\(key.rawValue):") || example.contains("or: \(key.rawValue):"), "\(key)")
        }
    }

    @Test func readmeSaysWhatRulesMeansForFixAndForLogs() throws {
        let readme = try Self.text("README.md")
        #expect(readme.contains("| `--rules DIR\\|FILE` (logs) | also run your own log rules"))
        #expect(readme.contains("`fix` limits its fixes with `--only ID,…` (`--rules ID,…` there is its old spelling)"))
    }

    @Test func readmeStaysUnder25000Bytes() throws {
        #expect(try Self.text("README.md").utf8.count <= 25_000)
    }
}
