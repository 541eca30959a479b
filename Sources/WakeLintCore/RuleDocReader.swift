/// Reads one rule document (`rules/<domain>/<id>.md`) into its manifest:
///
///     ---
///     id: bg-background-mode
///     severity: error
///     inputs: plist, swift
///     references: https://developer.apple.com/…, https://…
///     scope: code                      (optional: the findings rest on the code alone; see `RuleScope`)
///     overview: one line for README's rules table (the built-in docs)
///     implementation: swift, doc       (optional: where the rule is written; `swift` when absent)
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
/// A ```` ```log-rule ```` fence outside `## Triggers` and `## Passes` is a declarative log rule (see
/// `LogPattern`). The fences and `### ` headings of `## Triggers` and `## Passes` are the doc's examples: the
/// reader hands them over unread (`Document.exampleParts`) to the generator's example parser.
///
/// The one reader of the format: the generator compiles the built-in docs with it, and `wakelint logs --rules
/// DIR` reads users' docs with it at run time. Kept by hand (no YAML/Markdown library): flat `key: value`
/// front matter and fenced blocks only.
public enum RuleDocReader {
    public static let requiredKeys = ["id", "severity", "inputs", "references"]
    public static let exampleSections = ["Triggers", "Passes"]
    public static let requiredSections = ["Rationale", "How to fix"] + exampleSections

    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var message: String
        public var description: String { "\(path):\(line): \(message)" }

        public init(path: String, line: Int, message: String) {
            self.path = path
            self.line = line
            self.message = message
        }
    }

    /// One document: its manifest and, unread, what its example sections hold.
    public struct Document: Sendable, Hashable {
        public var manifest: RuleManifest
        /// The `## Triggers` / `## Passes` headings and, in those sections, the `### ` headings and fences, in
        /// document order.
        public var exampleParts: [ExamplePart]
        /// Front matter `overview:`, one line for README's rules table (the built-in docs have one).
        public var overview: String?
        /// Front matter `implementation:`: where the rule is written (a user's log-rule doc needs none: its fences
        /// are all it can be).
        public var implementation: Set<Implementation> = [.swift]
    }

    /// Where a rule is written: a `*Rule.swift` type, the doc's own `log-rule` fences, or both (a Swift project side
    /// and a declarative log side).
    public enum Implementation: String, Sendable, Hashable, CaseIterable {
        case swift, doc
    }

    /// A line of an example section that structures it, with its 1-based line in the doc.
    public struct ExamplePart: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            /// `## Triggers` or `## Passes`: the section the following parts belong to.
            case section(String)
            /// `### name`: the following fences of the section form one example.
            case heading(String)
            /// A fence: the words after ```` ``` ```` (language, then attributes) and the lines inside.
            case fence(info: [String], lines: [String])
        }
        public var kind: Kind
        public var line: Int
    }

    public static func read(_ text: String, path: String) throws(Failure) -> Document {
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
        var scope = RuleScope.target
        if let field = fields["scope"] {
            guard let value = RuleScope(rawValue: field.value) else {
                throw fail(field.line, "scope must be code or target")
            }
            scope = value
        }
        var implementation: Set<Implementation> = [.swift]
        if let field = fields["implementation"] {
            implementation = []
            for name in field.value.split(separator: ",") {
                guard let kind = Implementation(rawValue: String(name).trimmingSpaces) else {
                    throw fail(field.line, "implementation must list swift, doc or both")
                }
                implementation.insert(kind)
            }
        }
        let references = fields["references"]!.value.split(separator: ",").map { String($0).trimmingSpaces }
        let components = path.split(separator: "/")
        let domain = components.count >= 2 ? String(components[components.count - 2]) : ""

        let body = try scanBody(lines, from: bodyStart, path: path)
        let (title, summaryLines, sections, exampleParts, logPatterns) =
            (body.title, body.summaryLines, body.sections, body.exampleParts, body.logPatterns)

        guard let title, !title.isEmpty else { throw fail(bodyStart + 1, "missing '# Title' line") }
        guard !summaryLines.isEmpty else { throw fail(bodyStart + 1, "missing summary paragraph after the title") }
        for required in requiredSections where !sections.contains(required) {
            throw fail(bodyStart + 1, "missing section '## \(required)'")
        }
        let manifest = RuleManifest(
            id: RuleID(id), domain: domain, severity: severity, inputs: inputs, scope: scope,
            references: references, title: title, summary: summaryLines.joined(separator: " "),
            body: Self.joined(lines[bodyStart...]), sourcePath: path, logPatterns: logPatterns)
        if implementation.contains(.doc), logPatterns.isEmpty, let field = fields["implementation"] {
            throw fail(field.line, "implementation: doc needs a log-rule fence in the doc")
        }
        return Document(
            manifest: manifest, exampleParts: exampleParts, overview: fields["overview"]?.value,
            implementation: implementation)
    }

    /// The example parts of `rules/<domain>/<id>.examples.md`, the regression cases kept beside a doc: a
    /// `# Title`, prose, and `## Triggers` / `## Passes` sections as in the doc itself; no front matter and no
    /// log-rule fences.
    public static func readExamples(_ text: String, path: String) throws(Failure) -> [ExamplePart] {
        let body = try scanBody(lines(of: text), from: 0, path: path)
        if let pattern = body.logPatternLines.first {
            throw Failure(path: path, line: pattern, message: "a log-rule fence belongs in the rule's doc")
        }
        return body.exampleParts
    }

    /// What a doc's body holds, read in one pass from line index `start`.
    struct Body {
        var title: String?
        var summaryLines: [String] = []
        var sections: Set<String> = []
        var exampleParts: [ExamplePart] = []
        var logPatterns: [LogPattern] = []
        var logPatternLines: [Int] = []
    }

    static func scanBody(_ lines: [String], from start: Int, path: String) throws(Failure) -> Body {
        func fail(_ line: Int, _ message: String) -> Failure { Failure(path: path, line: line, message: message) }
        var body = Body()
        var section = ""
        var line = start
        while line < lines.count {
            let current = lines[line]
            let isExampleSection = exampleSections.contains(section)
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
                if info.first == LogPattern.fenceLanguage {
                    guard !isExampleSection else {
                        throw fail(fenceLine, "a log-rule fence belongs outside '## Triggers' and '## Passes'")
                    }
                    switch LogPattern.parse(content, line: fenceLine) {
                    case .success(let pattern):
                        body.logPatterns.append(pattern)
                        body.logPatternLines.append(fenceLine)
                    case .failure(let error): throw fail(error.line, error.message)
                    }
                } else if isExampleSection {
                    body.exampleParts.append(ExamplePart(kind: .fence(info: info, lines: content), line: fenceLine))
                }
                continue
            }
            if current.hasPrefix("# "), body.title == nil {
                body.title = String(current.dropFirst(2)).trimmingSpaces
            } else if current.hasPrefix("## ") {
                section = String(current.dropFirst(3)).trimmingSpaces
                body.sections.insert(section)
                if exampleSections.contains(section) {
                    body.exampleParts.append(ExamplePart(kind: .section(section), line: line + 1))
                }
            } else if current.hasPrefix("### ") {
                if isExampleSection {
                    body.exampleParts.append(
                        ExamplePart(kind: .heading(String(current.dropFirst(4)).trimmingSpaces), line: line + 1))
                }
            } else if body.title != nil, body.sections.isEmpty {
                if current.trimmingSpaces.isEmpty {
                    if !body.summaryLines.isEmpty { body.sections.insert("") }
                } else {
                    body.summaryLines.append(current.trimmingSpaces)
                }
            }
            line += 1
        }
        body.sections.remove("")
        return body
    }
}

extension RuleDocReader {
    /// `lines.joined(separator: "\n")` with the length reserved.
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

    /// The document's lines without their `\n` or `\r\n`, split on bytes (a `\n` byte always ends a scalar, so
    /// each piece is valid UTF-8).
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
