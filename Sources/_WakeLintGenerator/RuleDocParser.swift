import WakeLintCore

/// Parses one rule document with its examples: the manifest as `RuleDocReader` reads it (front matter, prose,
/// log-rule fences), and the fences of `## Triggers` / `## Passes` as `RuleExample`s, which are tests and never
/// part of the binary. A triggering example marks with `↓` where each finding starts; a passing one has no marker.
public enum RuleDocParser {
    public static let marker = "↓"

    public typealias Failure = RuleDocReader.Failure

    /// `examples` is the text of the doc's `<id>.examples.md` at `examplesPath`, when it has one: its examples
    /// follow the doc's own, and the doc must still hold at least one of each kind.
    public static func parse(
        _ text: String, path: String, examples examplesText: String? = nil, examplesPath: String? = nil
    ) throws(Failure) -> RuleDoc {
        let document = try RuleDocReader.read(text, path: path)
        var examples = try examples(of: document.exampleParts, path: path, requireBoth: true)
        if let examplesText, let examplesPath {
            let parts = try RuleDocReader.readExamples(examplesText, path: examplesPath)
            examples += try Self.examples(of: parts, path: examplesPath, requireBoth: false)
        }
        if !document.manifest.logPatterns.isEmpty, !document.implementation.contains(.doc) {
            throw Failure(
                path: path, line: 1,
                message:
                    "a built-in doc whose log-rule fences run says so: add 'implementation: doc' (or 'swift, doc') to the front matter"
            )
        }
        return RuleDoc(
            manifest: document.manifest, examples: examples, overview: document.overview,
            implementation: document.implementation)
    }

    private static func examples(
        of parts: [RuleDocReader.ExamplePart], path: String, requireBoth: Bool
    ) throws(Failure) -> [RuleExample] {
        func fail(_ line: Int, _ message: String) -> Failure { Failure(path: path, line: line, message: message) }
        var examples: [RuleExample] = []
        var expectation = RuleExample.Expectation.triggers
        var group: RuleExample?
        var sectionLines: [RuleExample.Expectation: Int] = [:]
        func closeGroup() {
            if let finished = group { examples.append(finished) }
            group = nil
        }
        for part in parts {
            switch part.kind {
            case .section(let name):
                closeGroup()
                expectation = name == "Triggers" ? .triggers : .passes
                sectionLines[expectation] = sectionLines[expectation] ?? part.line
            case .heading(let name):
                closeGroup()
                group = RuleExample(expectation: expectation, name: name, files: [], line: part.line, path: path)
            case .fence(let info, let lines):
                let file = try exampleFile(info: info, lines: lines, line: part.line, fail: fail)
                if group != nil {
                    group!.files.append(file)
                } else {
                    examples.append(
                        RuleExample(expectation: expectation, name: nil, files: [file], line: part.line, path: path))
                }
            }
        }
        closeGroup()

        for example in examples {
            if example.files.isEmpty { throw fail(example.line, "example group '\(example.name ?? "")' has no fences") }
            let marked = example.files.contains { ByteSearch.contains(marker, in: $0.text) }
            if example.expectation == .triggers, !marked {
                throw fail(example.line, "triggering example has no '\(marker)' marking where the finding starts")
            }
            if example.expectation == .passes, marked {
                throw fail(example.line, "passing example must not contain '\(marker)'")
            }
            for fixed in example.fixedTexts {
                if example.expectation == .passes {
                    throw fail(fixed.line, "a passing example has nothing to fix")
                }
                if !example.inputs.contains(where: { $0.path == fixed.path }) {
                    throw fail(fixed.line, "fixed fence for '\(fixed.path)', which no fence of the example writes")
                }
                if ByteSearch.contains(marker, in: fixed.text) {
                    throw fail(fixed.line, "fixed fence must not contain '\(marker)'")
                }
            }
        }
        for expectation in [RuleExample.Expectation.triggers, .passes]
        where requireBoth && !examples.contains(where: { $0.expectation == expectation }) {
            throw fail(
                sectionLines[expectation] ?? 1,
                expectation == .triggers ? "no triggering example" : "no passing example")
        }
        return examples
    }

    /// One example fence: ```` ```<language> path=… skip=… severity=… ````, and `fixed` for the text a fix makes
    /// of the example's file at that path.
    private static func exampleFile(
        info: [String], lines: [String], line: Int,
        fail: (Int, String) -> Failure
    ) throws(Failure) -> ExampleFile {
        guard let language = info.first, !language.isEmpty else { throw fail(line, "example fence lacks a language") }
        var path = ExampleFile.defaultPath(language: language)
        var skipped: Set<String> = []
        var severity: Severity?
        var isFixedText = false
        for attribute in info.dropFirst() {
            if attribute == "fixed" {
                isFixedText = true
                continue
            }
            let parts = attribute.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw fail(line, "fence attribute '\(attribute)' is not key=value") }
            switch parts[0] {
            case "path": path = parts[1]
            case "skip": skipped = Set(parts[1].split(separator: ",").map(String.init))
            case "severity":
                guard let value = Severity(rawValue: parts[1]) else {
                    throw fail(line, "unknown severity '\(parts[1])'")
                }
                severity = value
            default: throw fail(line, "unknown fence attribute '\(parts[0])'")
            }
        }
        return ExampleFile(
            language: language, path: path, text: lines.joined(separator: "\n") + "\n",
            skippedMutations: skipped, line: line, severity: severity, isFixedText: isFixedText)
    }
}

/// A rule doc as the source tree has it: the manifest the binary embeds, and the examples the tests run.
public struct RuleDoc: Sendable, Hashable {
    public var manifest: RuleManifest
    public var examples: [RuleExample]
    /// The doc's one line for README's rules table.
    public var overview: String?
    /// Where the rule is written (front matter `implementation:`).
    public var implementation: Set<RuleDocReader.Implementation> = [.swift]
}

/// One example of a rule's doc: a single fence, or a `### name` group of fences forming a small project.
public struct RuleExample: Sendable, Hashable {
    public enum Expectation: String, Sendable { case triggers, passes }
    public var expectation: Expectation
    public var name: String?
    public var files: [ExampleFile]
    /// Line of the example's first fence in the rule doc (of its `### ` heading for a group).
    public var line: Int
    /// The file the example stands in: the rule doc, or its `<id>.examples.md`.
    public var path: String

    /// The fences that are the example's input files.
    public var inputs: [ExampleFile] { files.filter { !$0.isFixedText } }
    /// The `fixed` fences: the text of an input file once the rule's fixes are applied.
    public var fixedTexts: [ExampleFile] { files.filter(\.isFixedText) }
}

/// One fenced block of an example: language, virtual path, text with `↓` markers, skipped mutations.
public struct ExampleFile: Sendable, Hashable {
    public var language: String
    public var path: String
    public var text: String
    /// Mutations this example opts out of (`skip=crlf,string-wrap`).
    public var skippedMutations: Set<String>
    public var line: Int
    /// The severity this example's findings have when it differs from the rule's (`severity=warning`): a rule
    /// whose log side is less certain than its source side, say.
    public var severity: Severity? = nil
    /// A `fixed` fence: not an input, but the text the fixes make of the input at `path`.
    public var isFixedText = false

    /// Virtual path used when a fence names none.
    public static func defaultPath(language: String) -> String {
        switch language {
        case "swift": "App/Example.swift"
        case "log": "device.log"
        case "entitlements": "App/App.entitlements"
        case "pbxproj": "App.xcodeproj/project.pbxproj"
        case "xcconfig": "Config/App.xcconfig"
        default: "App/Info.plist"
        }
    }
}
