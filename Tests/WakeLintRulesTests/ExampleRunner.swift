import Testing
import WakeLintCore
import WakeLintLogs
import WakeLintProject
import _WakeLintGenerator

@testable import WakeLintEngine
@testable import WakeLintModel
@testable import WakeLintRules

/// Runs one rule's doc examples (SwiftLint's `verifyLint`, applied to data): triggers must fire exactly at
/// their `↓` markers, passes must stay silent, and so must every mutation that should not change the answer.
struct ExampleRunner {
    let doc: RuleDoc
    var manifest: RuleManifest { doc.manifest }

    /// Ways of rewriting an example that must keep (or, for wraps and disables, remove) its findings.
    enum Mutation: String, CaseIterable {
        case none
        /// `\r\n` line endings: same lines and columns.
        case crlf
        /// A line with multi-byte text first: findings one line lower, same columns.
        case multiByteLine = "multibyte"
        /// Swift wrapped in a block comment: no finding in Swift files.
        case commentWrap = "comment-wrap"
        /// Swift wrapped in a raw multi-line string literal: no finding in Swift files.
        case stringWrap = "string-wrap"
        /// A `wakelint:disable <id>` comment first: no finding in files that have comments.
        case disable
        /// XML plists re-encoded as binary (`bplist00`): the same findings, those in a plist at its start
        /// (binary plists have no lines; the message names the key).
        case binaryPlist = "binary-plist"
    }

    struct Failure: CustomStringConvertible {
        var example: RuleExample
        var mutation: Mutation
        var message: String
        var description: String {
            "\(example.expectation.rawValue) example at \(example.path):\(example.files.first.map { "\($0.line)" } ?? "?")"
                + (example.name.map { " ('\($0)')" } ?? "") + ", mutation '\(mutation.rawValue)': \(message)"
        }
    }

    func run() -> [Failure] {
        var failures: [Failure] = []
        for example in doc.examples {
            for mutation in Mutation.allCases {
                guard applies(mutation, to: example) else { continue }
                failures += check(example, mutation)
            }
        }
        return failures
    }

    private func applies(_ mutation: Mutation, to example: RuleExample) -> Bool {
        if example.files.contains(where: { $0.skippedMutations.contains(mutation.rawValue) }) { return false }
        switch mutation {
        case .commentWrap, .stringWrap: return example.files.contains { $0.language == "swift" }
        case .disable: return example.files.contains { $0.language != "log" }
        case .binaryPlist: return example.files.contains { $0.language == "xml" }
        default: return true
        }
    }

    private func check(_ example: RuleExample, _ mutation: Mutation) -> [Failure] {
        var inputs: [InputFile] = []
        var logs: [(path: String, bytes: [UInt8])] = []
        var expected: Set<WakeLintCore.SourceLocation> = []
        var silentPaths: Set<String> = []
        for file in example.inputs {
            let prepared = Self.prepare(file, expectation: example.expectation, mutation: mutation, rule: manifest.id)
            var (bytes, markers) = Self.stripMarkers(prepared.text)
            let source = SourceFile(path: file.path, bytes: bytes)
            if prepared.silenced {
                silentPaths.insert(file.path)
            } else {
                expected.formUnion(markers.map { source.location(of: $0) })
            }
            if mutation == .binaryPlist, file.language == "xml", case .document(let document) = PlistReader.read(source)
            {
                bytes = PlistWriter.binary(document)
                expected = expected.filter { $0.path != file.path }
                if !markers.isEmpty {
                    expected.insert(WakeLintCore.SourceLocation(path: file.path, line: 1, column: 1))
                }
            }
            if file.language == "log" {
                logs.append((file.path, bytes))
            } else {
                inputs.append(
                    InputFile(displayPath: file.path, bytes: bytes, kind: InputKind(path: file.path) ?? .plist))
            }
        }
        // Every rule runs, as in a real run; only this rule's findings are compared.
        var all: [Finding] = Linter().lint(inputs).findings
        if !logs.isEmpty { all += Self.diagnose(logs) }
        let id: RuleID = manifest.id
        let superfluousID: RuleID = SuperfluousSuppressionRule.id
        let findings: [Finding] = all.filter { $0.rule == id }
        let superfluous: [Finding] = id == superfluousID ? [] : all.filter { $0.rule == superfluousID }

        var failures: [Failure] = []
        func fail(_ message: String) {
            failures.append(Failure(example: example, mutation: mutation, message: message))
        }
        let found = Set(findings.map(\.location))
        if found != expected {
            let missing = expected.subtracting(found).sorted().map(\.description)
            let extra = found.subtracting(expected).sorted().map(\.description)
            fail(
                "expected findings at [\(expected.sorted().map(\.description).joined(separator: ", "))], missing [\(missing.joined(separator: ", "))], unexpected [\(extra.joined(separator: ", "))]"
                    + findings.filter { extra.contains($0.location.description) }.map {
                        "\n    \($0.location): \($0.message)"
                    }.joined())
        }
        for finding in findings {
            if finding.rule != manifest.id { fail("finding has rule '\(finding.rule)'") }
            let severity = example.files.compactMap(\.severity).first ?? manifest.severity
            if finding.severity != severity {
                fail("finding has severity '\(finding.severity)', the doc says '\(severity)'")
            }
            if finding.message.isEmpty || finding.message.hasSuffix(".") {
                fail("message must be non-empty without a trailing period: '\(finding.message)'")
            }
            if silentPaths.contains(finding.location.path) {
                fail("finding in a \(mutation.rawValue) file: \(finding.location)")
            }
        }
        if mutation == .disable, example.expectation == .triggers, let first = superfluous.first {
            fail("the disable comment was reported as superfluous at \(first.location)")
        }
        if mutation == .none {
            for message in checkFixes(example, inputs: inputs, findings: findings, all: all) { fail(message) }
        }
        return failures
    }

    /// Without `fixed` fences, no finding may carry a fix (an example shows its fix, or there is none). With
    /// them, every finding carries one; applied together they turn each input into its `fixed` text (inputs without
    /// one stay as they are), and linting the result again finds none of this rule's findings and nothing new.
    private func checkFixes(_ example: RuleExample, inputs: [InputFile], findings: [Finding], all: [Finding])
        -> [String]
    {
        let fixed = example.fixedTexts
        if fixed.isEmpty {
            return findings.filter { $0.fix != nil }.map {
                manifest.body.contains("No automatic fix:")
                    ? "\($0.location): the doc says 'No automatic fix' but the finding has one: \($0.fix!.description)"
                    : "\($0.location): the finding has a fix, which a 'fixed' fence must show: \($0.fix!.description)"
            }
        }
        var messages: [String] = []
        for finding in findings where finding.fix == nil {
            messages.append("\(finding.location): finding has no fix (\(finding.unfixedReason ?? "no reason given"))")
        }
        let edits = Dictionary(grouping: findings.flatMap { $0.fix?.edits ?? [] }, by: \.path)
        var edited: [InputFile] = []
        for input in inputs {
            var bytes = input.bytes
            if let fileEdits = edits[input.displayPath] {
                do {
                    bytes = try TextEditApplier.apply(fileEdits, to: SourceFile(path: input.displayPath, bytes: bytes))
                } catch {
                    messages.append("the fixes of \(input.displayPath) do not apply: \(error)")
                }
            }
            let expected =
                fixed.first { $0.path == input.displayPath }.map {
                    Array(Self.prepare($0, expectation: .passes, mutation: .none, rule: manifest.id).text.utf8)
                } ?? input.bytes
            if bytes != expected {
                messages.append(
                    "fixed \(input.displayPath) differs from its expected text:\n"
                        + String(decoding: bytes, as: UTF8.self))
            }
            edited.append(InputFile(displayPath: input.displayPath, bytes: bytes, kind: input.kind))
        }
        let after = Linter().lint(edited).findings
        let before = Set(all.map { "\($0.rule) \($0.message)" })
        for finding in after where finding.rule == manifest.id || !before.contains("\(finding.rule) \(finding.message)")
        {
            messages.append("after the fix, lint finds \(finding.location): [\(finding.rule)] \(finding.message)")
        }
        return messages
    }

    /// An example file after plist wrapping and one mutation; `silenced` when the mutation must remove
    /// every finding located in this file.
    static func prepare(
        _ file: ExampleFile, expectation: RuleExample.Expectation, mutation: Mutation,
        rule: RuleID
    ) -> (text: String, silenced: Bool) {
        var text = file.text
        let isPlist = file.language == "xml"
        if isPlist, !text.contains("<plist") {
            text = plistHeader + text + plistFooter
        }
        // Line index where an inserted line goes: after the XML declaration and the plist/dict openers.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let insertAt = isPlist ? (lines.firstIndex { $0.contains("<dict>") }.map { $0 + 1 } ?? 1) : 0
        var silenced = false
        switch mutation {
        case .none, .binaryPlist:
            break
        case .crlf:
            text = lines.joined(separator: "\r\n")
            return (text, false)
        case .multiByteLine:
            let line =
                switch file.language {
                case "swift": "// ✓ Größe 日本語 🎉 ok"
                case "log": "2025-03-02 08:00:00.000000+0100 Größe[1:2] ✓ 日本語 🎉 unrelated"
                case "xml": "<!-- ✓ Größe 日本語 🎉 -->"
                default: "// ✓ Größe 日本語 🎉"
                }
            lines.insert(line, at: insertAt)
        case .commentWrap:
            guard file.language == "swift" else { break }
            lines = ["/*"] + lines + ["*/"]
            silenced = true
        case .stringWrap:
            guard file.language == "swift" else { break }
            lines = ["let wrapped = #\"\"\""] + lines + ["\"\"\"#"]
            silenced = true
        case .disable:
            // In a triggering example only where a finding is expected: elsewhere it would rightly be superfluous.
            if expectation == .triggers, !file.text.contains(RuleDocParser.marker) { break }
            switch file.language {
            case "swift", "xcconfig", "pbxproj": lines.insert("// wakelint:disable \(rule)", at: insertAt)
            case "xml": lines.insert("<!-- wakelint:disable \(rule) -->", at: insertAt)
            default: return (text, false)
            }
            silenced = true
        }
        return (lines.joined(separator: "\n"), silenced)
    }

    static let plistHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """
    static let plistFooter = "</dict>\n</plist>\n"

    /// Removes every `↓` and returns the byte offsets where they stood.
    static func stripMarkers(_ text: String) -> (bytes: [UInt8], markers: [Int]) {
        let marker = Array(RuleDocParser.marker.utf8)
        var bytes: [UInt8] = []
        var markers: [Int] = []
        let source = Array(text.utf8)
        var index = 0
        while index < source.count {
            if source[index] == marker[0], index + marker.count <= source.count,
                Array(source[index..<index + marker.count]) == marker
            {
                markers.append(bytes.count)
                index += marker.count
            } else {
                bytes.append(source[index])
                index += 1
            }
        }
        return (bytes, markers)
    }

    static func diagnose(_ logs: [(path: String, bytes: [UInt8])]) -> [Finding] {
        LogDiagnosis().diagnose(logs.map { LogReader(bytes: $0.bytes, displayPath: $0.path) }).findings
    }
}
