import Foundation
import Testing

@testable import WakeLintCLI

/// A command typed with the wrong kind of path says in one line what is wrong, with its exit status, on a scratch
/// copy of a project with one fixable finding.
@Suite struct MisuseMessageTests {
    let scratch: ScratchDemo
    var root: URL { scratch.root }

    init() throws {
        scratch = try ScratchDemo(named: "misuse")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
    }

    /// The exit status and the first line of standard error.
    func error(_ arguments: [String]) -> (Int32, String) {
        let result = scratch.run(arguments)
        return (result.status, result.standardError.split(separator: "\n").first.map(String.init) ?? "")
    }

    @Test func foldersWhereFilesAreExpected() {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(
            error(["lint", "--format", "sarif", "--output", "out", "Demo"])
                == (
                    2,
                    "wakelint: error: cannot write 'out': it is a folder; name the report file (for example 'out/wakelint.sarif')"
                ))
        #expect(
            error(["lint", "--baseline", "out", "Demo"])
                == (2, "wakelint: error: baseline 'out' is a folder; name the file --write-baseline wrote"))
        #expect(
            error(["lint", "--write-baseline", "out", "Demo"])
                == (
                    2,
                    "wakelint: error: cannot write baseline 'out': it is a folder; name the file (for example 'out/wakelint-baseline.json')"
                ))
    }

    @Test func configOfAMissingPath() {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(
            error(["config", "--effective", "Missing"]) == (2, "wakelint: error: no such file or directory: 'Missing'"))
        #expect(error(["config", "--effective", "Demo"]).0 == 0)
    }

    @Test func logsProjectThatIsNoProject() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try scratch.write("device.log", "BGTaskScheduler submitted com.example.refresh\n")
        #expect(
            error(["logs", "--project", "Demo/StepSync/StepStore.swift", "device.log"])
                == (
                    2,
                    "wakelint: error: --project takes the app's folder (or its .xcodeproj), not a file: 'Demo/StepSync/StepStore.swift'"
                ))
        #expect(
            error(["logs", "--project", "out", "device.log"])
                == (
                    2,
                    "wakelint: error: --project 'out' holds no Swift, plist, entitlements or project file to link the logs to"
                ))
        #expect(error(["logs", "--project", "Demo", "device.log"]).0 == 0)
    }

    @Test func aPathTheConfigurationExcludes() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try scratch.write(".wakelint.yml", "excluded:\n  - Demo/StepSync\n")
        for path in ["Demo/StepSync", "Demo/StepSync/StepStore.swift"] {
            #expect(
                error(["lint", path])
                    == (
                        2,
                        "wakelint: error: '\(path)' is excluded by '.wakelint.yml' (excluded: Demo/StepSync), so nothing was linted; name a path it includes, or pass --allow-empty to accept that"
                    ))
        }
        try scratch.write(".wakelint.yml", "included:\n  - Other\n")
        #expect(
            error(["lint", "Demo"])
                == (
                    2,
                    "wakelint: error: 'Demo' is excluded by '.wakelint.yml' (not under included: Other), so nothing was linted; name a path it includes, or pass --allow-empty to accept that"
                ))
    }

    /// A file without write permission is left alone, even by root, who could write it.
    @Test func fixOnAReadOnlyFile() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let entitlements = root.appendingPathComponent("Demo/StepSync/StepSync.entitlements").path
        let before = try Data(contentsOf: URL(fileURLWithPath: entitlements))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: entitlements)
        let result = scratch.run(["fix", "Demo"])
        #expect(
            result
                == CommandResult(
                    standardOutput: """
                        Demo/StepSync/StepStore.swift:24:21: left [hk-background-delivery-entitlement] its fix is not applied: it edits 'Demo/StepSync/StepSync.entitlements', which could not be edited (see the problem below)
                        Demo/StepSync/StepSync.entitlements: problem: is read-only, so its fixes are left; make it writable ('chmod u+w') and run 'wakelint fix' again
                        wakelint fix: fixed 0 findings in 0 files, left 1

                        """, standardError: "", status: 1))
        #expect(try Data(contentsOf: URL(fileURLWithPath: entitlements)) == before)
    }
}
