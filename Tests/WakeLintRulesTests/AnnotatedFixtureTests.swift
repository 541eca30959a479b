import Foundation
import Testing
import WakeLintCore

@testable import WakeLintEngine
@testable import WakeLintModel
@testable import WakeLintRules

/// Semgrep-style fixtures: every folder `testdata/rules/<rule-id>/<case>/` is one small project (any Swift,
/// Info.plist, entitlements or pbxproj files), linted as a whole. A comment on the line before a target line
/// says what must happen there, in the file's own comment syntax (`//` in Swift, `<!-- -->` in plists):
///
/// - `wakelint-expect: <id>[, <id>…]` — a finding of that rule starts on the next line; `<id> (info)` also
///   pins its severity (for rules that lower it when unsure);
/// - `wakelint-ok: <id>` — no finding of that rule on the next line (a guarded false positive);
/// - `wakelint-todo-expect: <id>` — a known gap: the rule should fire but does not yet (fails once it does, so
///   the annotation gets promoted); `wakelint-todo-ok: <id>` — a known false positive, tolerated.
///
/// Every finding of a rule the folder is about (its `<rule-id>` and every id its annotations name) must be
/// expected by an annotation: unexpected findings fail, like missing ones.
@Suite struct AnnotatedFixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixtureRoot = root.appendingPathComponent("testdata/rules")

    /// `<rule-id>/<case>` for every case folder.
    static var cases: [String] {
        let manager = FileManager.default
        let rules = (try? manager.contentsOfDirectory(atPath: fixtureRoot.path)) ?? []
        return rules.sorted().flatMap { rule -> [String] in
            let cases = (try? manager.contentsOfDirectory(atPath: fixtureRoot.appendingPathComponent(rule).path)) ?? []
            return cases.sorted().filter { name in
                var isDirectory: ObjCBool = false
                return manager.fileExists(
                    atPath: fixtureRoot.appendingPathComponent(rule + "/" + name).path, isDirectory: &isDirectory)
                    && isDirectory.boolValue
            }.map { rule + "/" + $0 }
        }
    }

    /// One annotation: what must (not) be found on which line of which file.
    struct Annotation: Hashable {
        enum Kind: String, CaseIterable {
            // Longest first, so `wakelint-todo-expect` is not read as `wakelint-expect`.
            case todoExpect = "wakelint-todo-expect:"
            case todoOK = "wakelint-todo-ok:"
            case expect = "wakelint-expect:"
            case ok = "wakelint-ok:"
        }
        var kind: Kind
        var rule: String
        /// The severity an expected finding must have, when given as `<id> (severity)`.
        var severity: Severity? = nil
        var path: String
        /// The target line (the line after the annotation, past any further annotation lines).
        var line: Int
    }

    /// Reads the annotations of one file. Paths are relative to the fixture root, as the linter reports them.
    static func annotations(in text: String, path: String) -> [Annotation] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        var result: [Annotation] = []
        var pending: [(Annotation.Kind, String, Severity?)] = []
        for (offset, line) in lines.enumerated() {
            let found = Annotation.Kind.allCases.compactMap { kind -> [(Annotation.Kind, String, Severity?)]? in
                guard let range = line.range(of: kind.rawValue) else { return nil }
                // Only inside a comment: `// wakelint-expect: id` or `<!-- wakelint-expect: id -->`.
                let before = line[..<range.lowerBound]
                guard before.contains("//") || before.contains("<!--") || before.contains("/*") else { return nil }
                let rest = line[range.upperBound...].replacingOccurrences(of: "-->", with: "").replacingOccurrences(
                    of: "*/", with: "")
                let ids = rest.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                    !$0.isEmpty
                }
                return ids.map { entry in
                    let words = entry.split(separator: " ")
                    let severity = words.dropFirst().first.flatMap {
                        Severity(rawValue: $0.trimmingCharacters(in: CharacterSet(charactersIn: "()")))
                    }
                    return (kind, String(words.first ?? ""), severity)
                }
            }.first
            if let found {
                pending += found
            } else if !pending.isEmpty {
                result += pending.map {
                    Annotation(kind: $0.0, rule: $0.1, severity: $0.2, path: path, line: offset + 1)
                }
                pending = []
            }
        }
        return result
    }

    @Test func thereAreFixtures() {
        #expect(Self.cases.count >= 8)
    }

    @Test(arguments: cases)
    func fixtureMatchesItsAnnotations(_ name: String) throws {
        let folder = Self.fixtureRoot.appendingPathComponent(name)
        let relativeRoot = "testdata/rules/" + name
        var annotations: [Annotation] = []
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        for case let file as String in enumerator {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path),
                let text = String(data: data, encoding: .utf8)
            else { continue }
            annotations += Self.annotations(in: text, path: relativeRoot + "/" + file)
        }
        let folderRule = String(name.split(separator: "/")[0])
        let rules = Set(annotations.map(\.rule) + [folderRule])
        for rule in rules {
            #expect(
                BuiltInRules.all.contains { $0.id.rawValue == rule },
                "\(relativeRoot): unknown rule id '\(rule)' in an annotation")
        }
        #expect(annotations.contains { $0.kind == .expect || $0.kind == .ok }, "\(relativeRoot): no annotations")

        let findings = Linter().lint(paths: [relativeRoot], currentDirectory: Self.root.path).result.findings
            .filter { rules.contains($0.rule.rawValue) }
        func found(_ rule: String, _ path: String, _ line: Int) -> [Finding] {
            findings.filter { $0.rule.rawValue == rule && $0.location.path == path && $0.location.line == line }
        }
        for annotation in annotations {
            let here = found(annotation.rule, annotation.path, annotation.line)
            let place = "\(annotation.path):\(annotation.line)"
            switch annotation.kind {
            case .expect:
                #expect(!here.isEmpty, "\(place): expected a '\(annotation.rule)' finding, found none")
                if let severity = annotation.severity, !here.isEmpty {
                    #expect(
                        here.contains { $0.severity == severity },
                        "\(place): expected '\(annotation.rule)' at \(severity), found \(here.map(\.severity))")
                }
            case .ok: #expect(here.isEmpty, "\(place): unexpected '\(annotation.rule)' finding: \(here.map(\.message))")
            case .todoExpect:
                #expect(
                    here.isEmpty,
                    "\(place): the known gap is fixed — promote 'wakelint-todo-expect' to 'wakelint-expect'")
            case .todoOK:
                #expect(
                    !here.isEmpty,
                    "\(place): the known false positive is gone — promote 'wakelint-todo-ok' to 'wakelint-ok'")
            }
        }
        let claimed = Set(
            annotations.filter { $0.kind == .expect || $0.kind == .todoOK }.map { "\($0.rule) \($0.path):\($0.line)" })
        for finding in findings
        where !claimed.contains("\(finding.rule.rawValue) \(finding.location.path):\(finding.location.line)") {
            Issue.record(
                "\(finding.location): unexpected '\(finding.rule)' finding (no wakelint-expect annotation): \(finding.message)"
            )
        }
    }

    /// The harness must be able to fail: annotations are read from comments only, apply to the next code line,
    /// and a todo annotation is told apart from a real one.
    @Test func annotationsApplyToTheNextLine() {
        let text = """
            // wakelint-expect: hk-anchor-lost, hk-frequency-capped (info)
            // wakelint-ok: hk-correlation-delivery
            let a = 1
            let s = "wakelint-expect: hk-anchor-lost"
            <!-- wakelint-todo-expect: hk-usage-description -->
            <key>X</key>
            """
        let found = Self.annotations(in: text, path: "f").map {
            "\($0.kind.rawValue)\($0.rule)\($0.severity.map { "/\($0)" } ?? "")@\($0.line)"
        }
        #expect(
            found == [
                "wakelint-expect:hk-anchor-lost@3", "wakelint-expect:hk-frequency-capped/info@3",
                "wakelint-ok:hk-correlation-delivery@3", "wakelint-todo-expect:hk-usage-description@6",
            ])
    }
}
