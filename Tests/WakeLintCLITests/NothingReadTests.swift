import Foundation
import Testing

@testable import WakeLintCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A run that read nothing is never a pass: a named file `lint` does not read, logs that cannot be read or a folder
/// holding none, and a lone binary `.swift` are usage errors (exit 2) that say what was wrong.
@Suite struct NothingReadTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("wakelint-nothing-\(UUID().uuidString)")

    func write(_ relativePath: String, _ bytes: [UInt8]) throws {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func run(_ arguments: [String]) -> CommandResult {
        WakeLintCommand.run(arguments, in: CommandEnvironment(currentDirectory: root.path))
    }

    /// The first line of standard error, the one that says what is wrong.
    func error(_ arguments: [String]) -> (Int32, String) {
        let result = run(arguments)
        return (result.status, result.standardError.split(separator: "\n").first.map(String.init) ?? "")
    }

    @Test func aNamedFileLintDoesNotReadIsAUsageErrorPointingToLogs() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("device.log", Array("BGTaskScheduler submitted com.example.refresh\n".utf8))
        try write("notes.txt", Array("remember the entitlement\n".utf8))
        try write("README.md", Array("# App\n\n`store.enableBackgroundDelivery(for: t, frequency: .hourly)`\n".utf8))
        for (command, name) in [
            ("lint", "device.log"), ("lint", "notes.txt"), ("lint", "README.md"), ("fix", "notes.txt"),
        ] {
            #expect(
                error([command, name])
                    == (
                        2,
                        "wakelint: error: '\(name)' is not a file wakelint \(command)s (Swift, Info.plist, entitlements, xcconfig, project.pbxproj); for a device log: 'wakelint logs \(name)', or 'wakelint lint --log \(name) PROJECT'"
                    ))
        }
        #expect(run(["logs", "device.log"]).status == 0, "the log itself is read by logs")
    }

    @Test func logsThatReadNothingExitTwo() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try write("attachments/screenshot.png", [0x89, 0x50])
        try write("attachments/notes.md", Array("# QA notes\n".utf8))
        let searched = "a folder is searched for .crash, .ips, .json, .log, .ndjson, .synced, .txt files"
        #expect(
            error(["logs", "empty"])
                == (2, "wakelint: error: no log read from 'empty'; \(searched); pass --allow-empty to accept that"))
        #expect(
            error(["logs", "attachments", "empty"])
                == (
                    2,
                    "wakelint: error: no log read from 'attachments', 'empty'; \(searched); pass --allow-empty to accept that"
                ))
        #expect(
            run(["logs", "--allow-empty", "empty"])
                == CommandResult(standardOutput: "0 errors, 0 warnings in 0 files\n", standardError: "", status: 0))
    }

    /// A socket cannot be opened as a file, whoever runs the test (root reads a file without permissions).
    @Test func aLogThatCannotBeOpenedIsNotAPass() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let socketPath = root.appendingPathComponent("device.log").path
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in socketPath.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0)
        #expect(
            error(["logs", "device.log"])
                == (
                    2,
                    "wakelint: error: no log read from 'device.log' (1 could not be read); a folder is searched for .crash, .ips, .json, .log, .ndjson, .synced, .txt files; pass --allow-empty to accept that"
                ))
        let allowed = run(["logs", "--allow-empty", "device.log"])
        #expect(allowed.status == 0)
        #expect(allowed.standardOutput.hasPrefix("device.log: input problem: cannot open: "))
    }

    @Test func aLoneBinarySwiftFileIsNotAPass() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("Blob.swift", [0x00, 0x01, 0x02, 0xFF, 0x00])
        #expect(
            error(["lint", "Blob.swift"])
                == (
                    2,
                    "wakelint: error: no Swift, plist, entitlements or project files found under 'Blob.swift' (1 could not be read); pass --allow-empty to accept that"
                ))
        let allowed = run(["lint", "--allow-empty", "Blob.swift"])
        #expect(allowed.status == 0)
        #expect(
            allowed.standardOutput
                == "Blob.swift: input problem: binary file, not Swift source; skipped\n0 errors, 0 warnings in 0 files (1 input problem)\n"
        )
    }
}
