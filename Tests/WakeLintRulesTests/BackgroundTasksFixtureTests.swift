import Foundation
import Testing
import WakeLintCore
@testable import WakeLintRules

/// Minimal runner for the semgrep-style annotated fixtures in `testdata/rules/<id>/` (EXAMPLES.md §2.6), until
/// the shared `AnnotatedFixtureTests` lands: each folder is linted as a whole (a project when it holds one), and
/// for every rule id its annotations name, findings of that id must sit exactly on the lines after
/// `wakelint-expect: <id>` and never on the lines after `wakelint-ok: <id>`.
@Suite struct BackgroundTasksFixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = root.appendingPathComponent("testdata/rules")

    static var folders: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasPrefix("bg-") }.sorted()
    }

    /// One annotation: the file, the line it applies to (the next line that is not an annotation), the id.
    struct Annotation: Hashable {
        var path: String
        var line: Int
        var rule: String
        var expectsFinding: Bool
    }

    static func annotations(in folder: String) -> [Annotation] {
        let base = directory.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var result: [Annotation] = []
        for case let relative as String in walker {
            guard let text = try? String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8) else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var pending: [(String, Bool)] = []
            for (index, line) in lines.enumerated() {
                var found = false
                for (marker, expects) in [("wakelint-expect:", true), ("wakelint-ok:", false)] {
                    guard let range = line.range(of: marker) else { continue }
                    let rest = line[range.upperBound...].split(separator: " ").first
                    if let id = rest.map({ String($0).replacingOccurrences(of: "-->", with: "") }) { pending.append((id, expects)) }
                    found = true
                }
                if !found, !pending.isEmpty {
                    let path = "testdata/rules/\(folder)/\(relative)"
                    result += pending.map { Annotation(path: path, line: index + 1, rule: $0.0, expectsFinding: $0.1) }
                    pending = []
                }
            }
        }
        return result
    }

    @Test func thereAreFixtures() {
        #expect(Self.folders.count >= 12)
    }

    @Test(arguments: folders)
    func findingsMatchTheAnnotations(_ folder: String) {
        let annotations = Self.annotations(in: folder)
        #expect(annotations.contains { $0.rule == folder && $0.expectsFinding }, "testdata/rules/\(folder) has no wakelint-expect for its own rule")
        #expect(annotations.contains { $0.rule == folder && !$0.expectsFinding }, "testdata/rules/\(folder) has no wakelint-ok for its own rule")
        let findings = Linter().lint(paths: ["testdata/rules/\(folder)"], currentDirectory: Self.root.path).result.findings
        for rule in Set(annotations.map(\.rule)) {
            let found = Set(findings.filter { $0.rule.description == rule }.map { "\($0.location.path):\($0.location.line)" })
            let expected = Set(annotations.filter { $0.rule == rule && $0.expectsFinding }.map { "\($0.path):\($0.line)" })
            let okLines = Set(annotations.filter { $0.rule == rule && !$0.expectsFinding }.map { "\($0.path):\($0.line)" })
            #expect(expected.subtracting(found).isEmpty, "\(rule): expected findings missing at \(expected.subtracting(found).sorted())")
            let unexpected = findings.filter { $0.rule.description == rule && !expected.contains("\($0.location.path):\($0.location.line)") }
                .map { "\($0.location): \($0.message)" }.joined(separator: " | ")
            #expect(found.subtracting(expected).isEmpty, "\(rule): unexpected findings: \(unexpected)")
            #expect(found.intersection(okLines).isEmpty, "\(rule): findings on wakelint-ok lines \(found.intersection(okLines).sorted())")
        }
    }
}
