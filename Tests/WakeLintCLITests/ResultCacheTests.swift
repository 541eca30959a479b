import Foundation
import Testing
import WakeLintCore
import WakeLintReporters

@testable import WakeLintCLI

/// `lint`'s result cache: a second run over unchanged files reports the stored result, byte for byte what a fresh
/// lint prints; any change to a file, the configuration or the version lints again; a broken entry is ignored.
/// Whether a run used the cache is seen by marking the stored findings: a run that reports the mark used it.
@Suite struct ResultCacheTests {
    static let mark = "(from the cache)"
    let demo: ScratchDemo

    init() throws {
        demo = try ScratchDemo(named: "cache")
    }

    var cacheFolder: URL { demo.root.appendingPathComponent("cache") }

    func lint(_ options: [String] = [], version: String = WakeLintVersion.current) -> CommandResult {
        var environment = CommandEnvironment(currentDirectory: demo.root.path)
        environment.cacheVersion = version
        return WakeLintCommand.run(["lint", "--cache-path", "cache"] + options + ["Demo"], in: environment)
    }

    func entries() throws -> [URL] {
        guard FileManager.default.fileExists(atPath: cacheFolder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(at: cacheFolder, includingPropertiesForKeys: nil)
    }

    /// Appends the mark to every stored finding's message.
    func markStoredFindings() throws {
        for url in try entries() {
            var entry = try JSONDecoder().decode(CacheEntry.self, from: Data(contentsOf: url))
            for index in entry.result.findings.indices { entry.result.findings[index].message += " \(Self.mark)" }
            try JSONEncoder().encode(entry).write(to: url)
        }
    }

    @Test func aSecondRunReportsTheStoredResult() throws {
        defer { try? FileManager.default.removeItem(at: demo.root) }
        let first = lint()
        #expect(first.status == 1)
        #expect(try entries().count == 1)
        try markStoredFindings()
        #expect(lint().standardOutput.contains(Self.mark))
    }

    @Test func aCachedRunPrintsTheSameBytesAsAFreshLintInEveryFormat() throws {
        defer { try? FileManager.default.removeItem(at: demo.root) }
        for format in Reporters.all {
            let fresh = lint(["--no-cache", "--format", format])
            let storing = lint(["--format", format])
            let cached = lint(["--format", format])
            #expect(storing == fresh, "\(format)")
            #expect(cached == fresh, "\(format)")
        }
        #expect(try entries().count == 1, "the format is applied to the result, not part of the entry")
    }

    @Test func aChangedFileLintsAgain() throws {
        defer { try? FileManager.default.removeItem(at: demo.root) }
        _ = lint()
        try markStoredFindings()
        let path = demo.root.appendingPathComponent("Demo/StepSync/StepStore.swift")
        try (String(contentsOf: path, encoding: .utf8) + "// changed\n").write(
            to: path, atomically: true, encoding: .utf8)
        let result = lint()
        #expect(!result.standardOutput.contains(Self.mark))
        #expect(result == lint(["--no-cache"]))
    }

    @Test func anAddedFileLintsAgain() throws {
        defer { try? FileManager.default.removeItem(at: demo.root) }
        _ = lint()
        try markStoredFindings()
        try demo.write("Demo/StepSync/Added.swift", "struct Added {}\n")
        #expect(!lint().standardOutput.contains(Self.mark))
    }

    @Test func anAddedWorkspaceLintsAgain() throws {
        defer { try? FileManager.default.removeItem(at: demo.root) }
        _ = lint()
        try markStoredFindings()
        let workspace = demo.root.appendingPathComponent("Demo/App.xcworkspace")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        try demo.write(
            "Demo/App.xcworkspace/contents.xcworkspacedata",
            "<Workspace version = \"1.0\"><FileRef location = \"group:Missing/Missing.xcodeproj\"></FileRef></Workspace>\n"
        )
        let result = lint()
        #expect(!result.standardOutput.contains(Self.mark))
        #expect(result.standardOutput.contains("Missing.xcodeproj"), "the workspace's missing project is reported")
    }

    @Test func aChangedConfigurationLintsAgain() throws {
        defer { try? FileManager.default.removeItem(at: demo.root) }
        try demo.write("Demo/.wakelint.yml", "fail_on: error\n")
        _ = lint()
        try markStoredFindings()
        try demo.write("Demo/.wakelint.yml", "fail_on: warning\n")
        let result = lint()
        #expect(!result.standardOutput.contains(Self.mark))
        #expect(result == lint(["--no-cache"]))
    }

    @Test func anotherVersionLintsAgain() throws {
        defer { try? FileManager.default.removeItem(at: demo.root) }
        _ = lint(version: "1.0.0")
        try markStoredFindings()
        #expect(!lint(version: "1.0.1").standardOutput.contains(Self.mark))
        #expect(lint(version: "1.0.0").standardOutput.contains(Self.mark), "each version keeps its own entry")
    }

    @Test func aCorruptEntryIsIgnoredAndRewritten() throws {
        defer { try? FileManager.default.removeItem(at: demo.root) }
        let fresh = lint(["--no-cache"])
        _ = lint()
        for (index, garbage) in ["{\"identity\": 1", "", "\u{0}\u{1}not json"].enumerated() {
            for url in try entries() { try Data(garbage.utf8).write(to: url) }
            #expect(lint() == fresh, "garbage \(index)")
            for url in try entries() {
                #expect((try? JSONDecoder().decode(CacheEntry.self, from: Data(contentsOf: url))) != nil)
            }
        }
    }

    @Test func noCacheNeitherReadsNorWrites() throws {
        defer { try? FileManager.default.removeItem(at: demo.root) }
        _ = lint(["--no-cache"])
        #expect(try entries().isEmpty)
        _ = lint()
        try markStoredFindings()
        #expect(!lint(["--no-cache"]).standardOutput.contains(Self.mark))
    }

    /// `--log` joins the logs' findings to the loaded project, which a stored result does not hold.
    @Test func aRunWithLogsNeitherReadsNorWrites() throws {
        defer { try? FileManager.default.removeItem(at: demo.root) }
        try demo.write("device.log", "nothing wakelint reads\n")
        _ = lint(["--log", "device.log"])
        #expect(try entries().isEmpty)
        _ = lint()
        try markStoredFindings()
        #expect(!lint(["--log", "device.log"]).standardOutput.contains(Self.mark))
    }

    @Test func theBaselineAppliesToTheCachedResult() throws {
        defer { try? FileManager.default.removeItem(at: demo.root) }
        let written = lint(["--write-baseline", "baseline.json"])
        #expect(written.status == 1)
        let hidden = lint(["--baseline", "baseline.json"])
        #expect(hidden.status == 0)
        #expect(hidden == lint(["--no-cache", "--baseline", "baseline.json"]))
    }

    /// `HealthWorkspace` names a project outside the linted folder; its files are read as the project names them.
    /// Changing one of them, or adding one the workspace names and that was missing, lints again.
    @Test func filesAProjectNamesOutsideTheLintedPathsAreStamped() throws {
        defer { try? FileManager.default.removeItem(at: demo.root) }
        let projects = URL(fileURLWithPath: CommandTests.root).appendingPathComponent("testdata/projects")
        for name in ["HealthWorkspace", "HealthWorkspace-external"] {
            try FileManager.default.copyItem(
                at: projects.appendingPathComponent(name), to: demo.root.appendingPathComponent(name))
        }
        func lintWorkspace() -> CommandResult {
            WakeLintCommand.run(
                ["lint", "--cache-path", "cache", "--format", "json", "HealthWorkspace"],
                in: CommandEnvironment(currentDirectory: demo.root.path))
        }
        let fresh = lintWorkspace()
        #expect(fresh.standardOutput.contains("HealthWorkspace-external/Sync/SyncExtension/SleepSync.swift"))
        try markStoredFindings()
        #expect(lintWorkspace().standardOutput.contains(Self.mark))

        try demo.write("HealthWorkspace-external/Sync/SyncExtension/SleepSync.swift", "// emptied\n")
        #expect(!lintWorkspace().standardOutput.contains(Self.mark))

        try markStoredFindings()
        #expect(lintWorkspace().standardOutput.contains(Self.mark))
        try FileManager.default.createDirectory(
            at: demo.root.appendingPathComponent("HealthWorkspace/Vendor/SensorKit/SensorKit.xcodeproj"),
            withIntermediateDirectories: true)
        try demo.write("HealthWorkspace/Vendor/SensorKit/SensorKit.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{}\n")
        #expect(!lintWorkspace().standardOutput.contains(Self.mark), "a file that could not be read now can")
    }

    @Test func theFolderComesFromTheOptionThenTheEnvironment() {
        func folder(_ option: String?, _ variables: [String: String]) -> String? {
            ResultCache.directory(option: option, variables: variables, currentDirectory: "/work")
        }
        let all = ["WAKELINT_CACHE_DIR": "/c", "XDG_CACHE_HOME": "/x", "HOME": "/h"]
        #expect(folder("here", all) == "/work/here")
        #expect(folder(nil, all) == "/c")
        #expect(folder(nil, ["XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "/x/wakelint")
        #expect(folder(nil, ["HOME": "/h"]) == "/h/.cache/wakelint")
        #expect(folder(nil, [:]) == nil, "no cache without a folder to keep it in")
    }
}

@Suite struct ContentHashTests {
    /// The same bytes hash the same on every platform and in every process: entries stay valid across runs.
    @Test func theValueIsFixedForGivenBytes() {
        #expect(ContentHash(of: []).hex == ContentHash(of: []).hex)
        #expect(ContentHash(of: Array("struct A {}\n".utf8)).hex == "b925c8f28c5b68d3")
    }

    @Test func anyOneChangedByteChangesTheHash() {
        let text = Array("import HealthKit\nlet store = HKHealthStore()\n".utf8)
        let original = ContentHash(of: text)
        for index in text.indices {
            for bit in 0..<8 {
                var changed = text
                changed[index] ^= UInt8(1 << bit)
                #expect(ContentHash(of: changed) != original, "byte \(index), bit \(bit)")
            }
        }
        #expect(ContentHash(of: text + [0]) != original)
        #expect(ContentHash(of: Array(text.dropLast())) != original)
    }

    @Test func twoChangedHighBitsInDifferentWordsDoNotCancel() {
        let text = [UInt8](repeating: 0x41, count: 32)
        var changed = text
        changed[7] ^= 0x80
        changed[15] ^= 0x80
        #expect(ContentHash(of: changed) != ContentHash(of: text))
    }
}
