import Foundation

@testable import WakeLintCLI

/// A scratch copy of `testdata/cli/EntitlementGap` under `Demo/` in a fresh temporary folder, with the command
/// line run from that folder: what the configuration, baseline, `--diff` and hidden-count tests change freely.
struct ScratchDemo {
    let root: URL

    init(named name: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("wakelint-\(name)-\(UUID().uuidString)")
        let demo = URL(fileURLWithPath: CommandTests.root).appendingPathComponent("testdata/cli/EntitlementGap")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: demo, to: root.appendingPathComponent("Demo"))
    }

    func run(_ arguments: [String]) -> CommandResult {
        WakeLintCommand.run(arguments, in: CommandEnvironment(currentDirectory: root.path))
    }

    func write(_ relativePath: String, _ text: String) throws {
        try text.write(to: root.appendingPathComponent(relativePath), atomically: true, encoding: .utf8)
    }

}
