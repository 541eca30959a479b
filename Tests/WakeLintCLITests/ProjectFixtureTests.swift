import Foundation
import Testing
import WakeLintCore

@testable import WakeLintCLI
@testable import WakeLintModel

/// The fixture projects under `testdata/projects/` (each with a real `project.pbxproj`) produce exactly the
/// findings and problems of their `expected.json`, through the command line with `--format json`. Each is
/// built so that a shallow reading (one global entitlements file, no variable expansion, no configurations)
/// gets it wrong; its README says how. Refresh with `WAKELINT_UPDATE_GOLDEN=1 swift test` and review the diff.
@Suite struct ProjectFixtureTests {
    static let root = CommandTests.root
    static let projects = root + "/testdata/projects"

    /// Every fixture folder holding an Xcode project or workspace, or a Swift package (with its example project
    /// in a subfolder).
    static var fixtures: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: projects)) ?? []
        return names.sorted().filter { name in
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: projects + "/" + name)) ?? []
            return entries.contains {
                $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift"
            }
        }
    }

    @Test func thereAreFixtureProjects() {
        #expect(Self.fixtures.count >= 6)
    }

    @Test(arguments: fixtures)
    func fixtureProducesExactlyItsExpectedFindings(_ name: String) throws {
        let result = WakeLintCommand.run(
            ["lint", "--format", "json", "testdata/projects/\(name)"],
            in: CommandEnvironment(currentDirectory: Self.root))
        let actual = try Self.normalized(result.standardOutput)
        let expectedPath = "\(Self.projects)/\(name)/expected.json"
        if ProcessInfo.processInfo.environment["WAKELINT_UPDATE_GOLDEN"] == "1" {
            try actual.write(toFile: expectedPath, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
        #expect(actual == expected, "testdata/projects/\(name): output differs from expected.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(actual.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(result.status == (findings.isEmpty ? 0 : 1))
    }

    /// Linting the project file alone reads its sources and Info.plist from disk, outside the inputs: a path
    /// written in another letter case still finds them, and findings name them as they are on disk (GitHub
    /// annotations and editors on case-sensitive volumes need the real path).
    @Test func filesOutsideTheInputsAreFoundWhateverTheirLetterCase() throws {
        let result = WakeLintCommand.run(
            ["lint", "--format", "json", "testdata/projects/LedgerMixedCase/Ledger.xcodeproj"],
            in: CommandEnvironment(currentDirectory: Self.root))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let related = (findings.first?["related"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        #expect(findings.compactMap { $0["rule"] as? String } == ["bg-background-mode"])
        #expect(
            findings.compactMap { $0["path"] as? String } == [
                "testdata/projects/LedgerMixedCase/Ledger/LedgerApp.swift"
            ])
        #expect(related == ["testdata/projects/LedgerMixedCase/Ledger/Info.plist"])
        #expect((object["problems"] as? [Any])?.isEmpty == true)
    }

    /// Pretty-printed with sorted keys, so a difference reads as a diff; the version becomes `${VERSION}`.
    static func normalized(_ output: String) throws -> String {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        object["version"] = "${VERSION}"
        let data = try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
