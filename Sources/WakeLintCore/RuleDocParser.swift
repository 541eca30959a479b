/// Parses one rule document (`rules/<domain>/<id>.md`):
///
///     ---
///     id: bg-background-mode
///     severity: error
///     inputs: plist, swift
///     references: https://developer.apple.com/…, https://…
///     ---
///     # Title
///     Summary paragraph.
///     ## Rationale … ## How to fix …
///     ## Triggers                      (fences; `### name` groups several fences into one example)
///     ```swift path=App/Sync.swift skip=crlf
///     store.↓enableBackgroundDelivery(for: type, frequency: .hourly) { _, _ in }
///     ```
///     ## Passes
///
/// Fences in `## Triggers` / `## Passes` are examples; a ```` ```log-rule ```` fence in any other section
/// is a declarative log rule (see `LogPattern`).
///
/// Kept by hand (no YAML/Markdown library): flat `key: value` front matter and fenced blocks only.
public enum RuleDocParser {
    public static let requiredKeys = ["id", "severity", "inputs", "references"]
    public static let requiredSections = ["Rationale", "How to fix", "Triggers", "Passes"]
    public static let marker = "↓"

    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var message: String
        public var description: String { "\(path):\(line): \(message)" }
    }

    public static func parse(_ text: String, path: String) throws(Failure) -> RuleManifest {
        let lines = Self.lines(of: text)
        func fail(_ line: Int, _ message: String) -> Failure { Failure(path: path, line: line, message: message) }

        guard lines.first == "---" else { throw fail(1, "missing front matter: the file must start with '---'") }
        let fields: [String: (value: String, line: Int)]
        let index: Int
        switch frontMatter(of: lines) {
        case .fields(let found, let closing): (fields, index) = (found, closing)
        case .notKeyValue(let line): throw fail(line, "front matter line is not 'key: value'")
        case .notClosed: throw fail(1, "front matter is not closed by '---'")
        }
        let bodyStart = index + 1
        for key in requiredKeys where (fields[key]?.value ?? "").isEmpty {
            throw fail(1, "front matter lacks '\(key)'")
        }
        let id = fields["id"]!.value
        let stem = path.split(separator: "/").last.map { String($0.dropLast(3)) } ?? ""
        guard stem == id else { throw fail(fields["id"]!.line, "id '\(id)' differs from the file name '\(stem).md'") }
        guard let severity = Severity(rawValue: fields["severity"]!.value) else {
            throw fail(fields["severity"]!.line, "severity must be error, warning or info")
        }
        var inputs: [InputKind] = []
        for name in fields["inputs"]!.value.split(separator: ",") {
            guard let kind = InputKind(rawValue: String(name).trimmingSpaces) else {
                throw fail(fields["inputs"]!.line, "unknown input '\(name.trimmingSpaces)'")
            }
            inputs.append(kind)
        }
        let references = fields["references"]!.value.split(separator: ",").map { String($0).trimmingSpaces }
        let components = path.split(separator: "/")
        let domain = components.count >= 2 ? String(components[components.count - 2]) : ""

        // Body: title, summary, sections, fences.
        var title: String?
        var summaryLines: [String] = []
        var sections: Set<String> = []
        var section = ""
        var examples: [RuleExample] = []
        var logPatterns: [LogPattern] = []
        var group: RuleExample?
        var line = bodyStart
        func closeGroup() {
            if let finished = group { examples.append(finished) }
            group = nil
        }
        while line < lines.count {
            let current = lines[line]
            if current.hasPrefix("```") {
                let info = current.dropFirst(3).split(separator: " ").map(String.init)
                let fenceLine = line + 1
                var content: [String] = []
                line += 1
                while line < lines.count, !lines[line].hasPrefix("```") {
                    content.append(lines[line])
                    line += 1
                }
                guard line < lines.count else { throw fail(fenceLine, "fence is not closed") }
                line += 1
                let isExampleSection = section == "Triggers" || section == "Passes"
                if info.first == LogPattern.fenceLanguage {
                    guard !isExampleSection else { throw fail(fenceLine, "a log-rule fence belongs outside '## Triggers' and '## Passes'") }
                    switch LogPattern.parse(content, line: fenceLine) {
                    case .success(let pattern): logPatterns.append(pattern)
                    case .failure(let error): throw fail(error.line, error.message)
                    }
                    continue
                }
                guard isExampleSection else { continue }
                guard let language = info.first, !language.isEmpty else { throw fail(fenceLine, "example fence lacks a language") }
                var path = ExampleFile.defaultPath(language: language)
                var skipped: Set<String> = []
                var severity: Severity?
                for attribute in info.dropFirst() {
                    let parts = attribute.split(separator: "=", maxSplits: 1).map(String.init)
                    guard parts.count == 2 else { throw fail(fenceLine, "fence attribute '\(attribute)' is not key=value") }
                    switch parts[0] {
                    case "path": path = parts[1]
                    case "skip": skipped = Set(parts[1].split(separator: ",").map(String.init))
                    case "severity":
                        guard let value = Severity(rawValue: parts[1]) else { throw fail(fenceLine, "unknown severity '\(parts[1])'") }
                        severity = value
                    default: throw fail(fenceLine, "unknown fence attribute '\(parts[0])'")
                    }
                }
                let file = ExampleFile(language: language, path: path, text: content.joined(separator: "\n") + "\n",
                                       skippedMutations: skipped, line: fenceLine, severity: severity)
                let expectation: RuleExample.Expectation = section == "Triggers" ? .triggers : .passes
                if group != nil {
                    group!.files.append(file)
                } else {
                    examples.append(RuleExample(expectation: expectation, name: nil, files: [file], line: fenceLine))
                }
                continue
            }
            if current.hasPrefix("# "), title == nil {
                title = String(current.dropFirst(2)).trimmingSpaces
            } else if current.hasPrefix("## ") {
                closeGroup()
                section = String(current.dropFirst(3)).trimmingSpaces
                sections.insert(section)
            } else if current.hasPrefix("### ") {
                closeGroup()
                if section == "Triggers" || section == "Passes" {
                    group = RuleExample(expectation: section == "Triggers" ? .triggers : .passes,
                                        name: String(current.dropFirst(4)).trimmingSpaces, files: [], line: line + 1)
                }
            } else if title != nil, sections.isEmpty {
                if current.trimmingSpaces.isEmpty {
                    if !summaryLines.isEmpty { sections.insert("") }
                } else {
                    summaryLines.append(current.trimmingSpaces)
                }
            }
            line += 1
        }
        closeGroup()
        sections.remove("")

        guard let title, !title.isEmpty else { throw fail(bodyStart + 1, "missing '# Title' line") }
        guard !summaryLines.isEmpty else { throw fail(bodyStart + 1, "missing summary paragraph after the title") }
        for required in requiredSections where !sections.contains(required) {
            throw fail(bodyStart + 1, "missing section '## \(required)'")
        }
        for example in examples {
            if example.files.isEmpty { throw fail(example.line, "example group '\(example.name ?? "")' has no fences") }
            // On bytes, as the example runner finds markers.
            let marked = example.files.contains { ByteSearch.contains(marker, in: $0.text) }
            if example.expectation == .triggers, !marked {
                throw fail(example.line, "triggering example has no '\(marker)' marking where the finding starts")
            }
            if example.expectation == .passes, marked {
                throw fail(example.line, "passing example must not contain '\(marker)'")
            }
        }
        guard examples.contains(where: { $0.expectation == .triggers }) else { throw fail(bodyStart, "no triggering example") }
        guard examples.contains(where: { $0.expectation == .passes }) else { throw fail(bodyStart, "no passing example") }

        var manifest = RuleManifest(id: RuleID(id), domain: domain, severity: severity, inputs: inputs, references: references,
                                    title: title, summary: summaryLines.joined(separator: " "),
                                    body: Self.joined(lines[bodyStart...]), sourcePath: path, examples: examples)
        manifest.logPatterns = logPatterns
        return manifest
    }
}

extension RuleDocParser {
    /// `lines.joined(separator: "\n")` with the length reserved, so the result is allocated once.
    static func joined(_ lines: ArraySlice<String>) -> String {
        var result = ""
        result.reserveCapacity(lines.reduce(lines.count) { $0 + $1.utf8.count })
        for (offset, line) in lines.enumerated() {
            if offset > 0 { result += "\n" }
            result += line
        }
        return result
    }

    enum FrontMatter {
        /// Key → value (trimmed) and 1-based line; `closing` is the index in the lines of the closing `---`.
        case fields([String: (value: String, line: Int)], closing: Int)
        case notKeyValue(line: Int)
        case notClosed
    }

    /// The `key: value` lines after the opening `---` (the first line) up to the closing one.
    static func frontMatter(of lines: [String]) -> FrontMatter {
        var fields: [String: (value: String, line: Int)] = [:]
        var index = 1
        while index < lines.count, lines[index] != "---" {
            let line = lines[index]
            if !line.trimmingSpaces.isEmpty {
                guard let colon = line.firstIndex(of: ":") else { return .notKeyValue(line: index + 1) }
                let key = String(line[..<colon]).trimmingSpaces
                fields[key] = (String(line[line.index(after: colon)...]).trimmingSpaces, index + 1)
            }
            index += 1
        }
        return index < lines.count ? .fields(fields, closing: index) : .notClosed
    }

    /// The severity a doc's front matter gives, reading only the front matter: a lint needs each rule's id and
    /// severity, not its whole doc (examples and all).
    public static func severity(in text: String) -> Severity? {
        var text = text
        let head = text.withUTF8 { bytes -> String in
            guard let end = ByteSearch.firstIndex(of: Array("\n---".utf8), in: bytes, from: 3) else { return String(decoding: bytes, as: UTF8.self) }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<(end + 4)]), as: UTF8.self)
        }
        let lines = Self.lines(of: head)
        guard lines.first == "---", case .fields(let fields, _) = frontMatter(of: lines), let value = fields["severity"]?.value else { return nil }
        return Severity(rawValue: value)
    }

    /// The document's lines without their `\n` or `\r\n`, split on bytes (a `\n` byte always ends a scalar,
    /// so each piece is valid UTF-8).
    static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            func append(upTo end: Int) {
                let stop = end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self))
            }
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
                append(upTo: index)
                start = index + 1
            }
            append(upTo: bytes.count)
        }
        return lines
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}
