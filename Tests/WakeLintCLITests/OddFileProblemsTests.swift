import Foundation
import Testing
import WakeLintCore

@testable import WakeLintCLI
@testable import WakeLintModel

/// Odd and hostile files never stop a run: each becomes an input problem with its path, and the rest
/// of the project is still linted.
@Suite struct OddFileProblemsTests {
    @Test func oddFilesBecomeProblemsAndTheRestIsLinted() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wakelint-odd-\(UUID().uuidString)")
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: root) }
        func write(_ name: String, _ bytes: [UInt8]) throws {
            try Data(bytes).write(to: root.appendingPathComponent(name))
        }
        try write(
            "App/Info.plist",
            Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>UIBackgroundModes</key>\n".utf8))
        try write("App/Empty.entitlements", [])
        try write(
            "App/App.entitlements",
            Array(
                "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>com.apple.developer.healthkit</key>\n<true/>\n</dict>\n</plist>\n"
                    .utf8))
        try write(
            "App/Latin1.swift",
            Array("let name = \"caf".utf8) + [0xE9]
                + Array("\"\nstore.enableBackgroundDelivery(for: t, frequency: .hourly) { _, _ in }\n".utf8))
        try write("App/Blob.swift", [0x00, 0x01, 0x02, 0xFF, 0x00])
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("App/loop").path, withDestinationPath: "..")
        try fm.createSymbolicLink(
            atPath: root.appendingPathComponent("App/self.swift").path, withDestinationPath: "self.swift")
        // A sparse 20 MiB file: over the limit, so it must be skipped without being read.
        let huge = root.appendingPathComponent("App/Generated.swift").path
        _ = fm.createFile(atPath: huge, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try handle.truncate(atOffset: 20 * 1024 * 1024)
        try handle.close()

        let result = WakeLintCommand.run(
            ["lint", "--format", "json", "."], in: CommandEnvironment(currentDirectory: root.path))
        #expect(result.status == 1, "the finding in Latin1.swift is still reported")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let problems = try #require(object["problems"] as? [[String: String]]).map {
            "\($0["path"]!): \($0["message"]!)"
        }
        #expect(
            problems == [
                "App/Blob.swift: binary file, not Swift source; skipped",
                "App/Empty.entitlements: malformed property list: empty file",
                "App/Generated.swift: file is 20.0 MiB, over the 16 MiB limit; skipped",
                "App/Info.plist: malformed property list: line 5: <dict> opened on line 3 is never closed",
                "App/Latin1.swift: invalid UTF-8 at line 1, column 16; linted as far as it can be read",
                "App/loop: symbolic link loop: directory already visited; skipped",
                "App/self.swift: cannot follow symbolic link: Too many levels of symbolic links",
            ])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(
            findings.map { "\($0["path"]!):\($0["line"]!) \($0["rule"]!)" }
                == [
                    "App/Latin1.swift:2 hk-background-delivery-entitlement",
                    "App/Latin1.swift:2 hk-delivery-without-observer",
                    "App/Latin1.swift:2 hk-delivery-error-ignored",
                ])
    }
}
