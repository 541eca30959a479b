import Foundation
import Testing

@testable import WakeLintCLI

/// `wakelint logs` quotes a log line longer than 300 characters cut around what the rule matched, so the words
/// that prove the finding are on screen; JSON keeps the whole line.
@Suite struct BoundedEvidenceTests {
    static let cause =
        " Registration rejected; com.example.stride.refresh is not advertised in the application's Info.plist"
    static let line =
        "2024-05-01 10:00:00.000000+0200 0x1a2b Default 0x0 412 0 Stride: (BackgroundTasks) [com.apple.BackgroundTasks:Framework] context="
        + String(repeating: "x", count: 600) + cause

    static func run(_ arguments: [String]) throws -> CommandResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wakelint-long-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try (line + "\n").write(to: folder.appendingPathComponent("long.log"), atomically: true, encoding: .utf8)
        return WakeLintCommand.run(arguments + ["long.log"], in: CommandEnvironment(currentDirectory: folder.path))
    }

    @Test func textQuotesTheMatchOfALongLine() throws {
        let lines = try Self.run(["logs", "--no-color", "--quiet"]).standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        let quote = String(try #require(lines.last))
        #expect(quote.hasPrefix("    1 | …x"))
        #expect(quote.hasSuffix(Self.cause))
        #expect(quote.count == "    1 | ".count + 300)
    }

    @Test func jsonKeepsTheWholeLine() throws {
        #expect(try Self.run(["logs", "--format", "json"]).standardOutput.contains(Self.line))
    }
}
