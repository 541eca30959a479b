import Foundation
import Testing

@testable import WakeLintLogs

/// Every fixture under `testdata/logs/<format>/` has a sibling `<name>.expected` holding `EventDump`'s
/// form of its events. Set `WAKELINT_UPDATE_GOLDEN=1` to rewrite goldens (never done on mismatch).
@Suite struct FixtureTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("testdata/logs")

    static let fixtures: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = root.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
                !path.hasSuffix(".expected"), !path.hasSuffix(".md")
            {
                paths.append(path)
            }
        }
        return paths.sorted()
    }()

    static func events(ofFixture path: String, chunkSize: Int = LogReader.defaultChunkSize) -> [LogEvent] {
        var reader = LogReader(path: root.appendingPathComponent(path).path, displayPath: path)
        reader.chunkSize = chunkSize
        var events: [LogEvent] = []
        let problem = reader.forEachEvent { events.append($0) }
        #expect(problem == nil)
        return events
    }

    @Test func everyFormatHasAFixture() {
        let directories = Set(Self.fixtures.compactMap { $0.split(separator: "/").first.map(String.init) })
        #expect(directories.count >= 14, "\(directories.sorted())")
        #expect(Self.fixtures.count >= 16)
    }

    @Test(arguments: fixtures)
    func fixtureEventsMatchTheirGolden(_ path: String) throws {
        let dump = EventDump.dump(Self.events(ofFixture: path))
        let golden = Self.root.appendingPathComponent(path + ".expected")
        if ProcessInfo.processInfo.environment["WAKELINT_UPDATE_GOLDEN"] == "1" {
            try dump.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(dump == expected, "events of \(path) differ from \(path).expected")
    }

    @Test(arguments: fixtures)
    func chunkSizeNeverChangesTheEvents(_ path: String) {
        let reference = Self.events(ofFixture: path)
        for chunkSize in [1, 7, 4096] {
            #expect(
                Self.events(ofFixture: path, chunkSize: chunkSize) == reference, "\(path) with chunk size \(chunkSize)")
        }
    }
}
