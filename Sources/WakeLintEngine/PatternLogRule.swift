import Foundation
import WakeLintCore
import WakeLintLogs

/// The engine for declarative log rules: a rule doc's ```` ```log-rule ```` fences (see `LogPattern`),
/// compiled once. Built-in docs and user docs (`wakelint logs --rules DIR`) run through this one type.
///
/// Each log line that holds one of a pattern's literals is matched against its regular expression (so the
/// expression never runs on the bulk of a log); the first pattern of the doc that matches a line wins, so a
/// line counts once per rule. Occurrences with the same rendered message become one finding at the first
/// match, with the number of occurrences and the first lines as evidence. A run keeps at most
/// `distinctLimit` messages; matches of further messages are counted and reported as an input problem.
public struct PatternLogRule: Sendable {
    public let manifest: RuleManifest
    let matchers: [Matcher]

    /// How many evidence lines a finding quotes.
    static let evidenceLimit = 5

    /// How many distinct messages (findings) one run over one log keeps.
    static let distinctLimit = 1000

    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var message: String
        public var description: String { "\(path):\(line): \(message)" }
    }

    struct Matcher: @unchecked Sendable {
        // NSRegularExpression is immutable and documented thread-safe; it is not marked Sendable everywhere.
        let pattern: LogPattern
        let prefilter: LiteralPrefilter
        let expression: NSRegularExpression
        /// Every named group, so findings carry what was captured (e.g. `id`) for joining logs to the project.
        let groups: Set<String>
        /// The message template's `{name}` placeholders, in order.
        let placeholders: [String]
    }

    public init(manifest: RuleManifest) throws(Failure) {
        func fail(_ line: Int, _ message: String) -> Failure {
            Failure(path: manifest.sourcePath, line: line, message: message)
        }
        guard !manifest.logPatterns.isEmpty else { throw fail(1, "the doc has no log-rule fence") }
        var matchers: [Matcher] = []
        for pattern in manifest.logPatterns {
            let expression: NSRegularExpression
            do {
                expression = try NSRegularExpression(pattern: pattern.pattern)
            } catch {
                throw fail(pattern.line, "log-rule pattern does not compile: \(pattern.pattern)")
            }
            let groups = Self.captureNames(in: pattern.pattern)
            for name in pattern.placeholders where !groups.contains(name) {
                throw fail(
                    pattern.line, "log-rule message uses '{\(name)}' but the pattern has no '(?<\(name)>…)' group")
            }
            if pattern.message.hasSuffix(".") {
                throw fail(pattern.line, "log-rule message must not end with a period")
            }
            matchers.append(
                Matcher(
                    pattern: pattern, prefilter: LiteralPrefilter(literals: pattern.literals), expression: expression,
                    groups: groups, placeholders: pattern.placeholders))
        }
        self.manifest = manifest
        self.matchers = matchers
    }

    /// Every literal of every pattern: the rule's prefilter.
    public var requiredLiterals: [String] { matchers.flatMap(\.pattern.literals) }

    /// The declarative rules of the built-in catalogue. A doc whose pattern does not compile is left out
    /// here and fails `PatternLogRuleTests`.
    public static let builtIn: [PatternLogRule] = RuleCatalog.all
        .filter { !$0.logPatterns.isEmpty }
        .compactMap { try? PatternLogRule(manifest: $0) }

    /// User rules: every `<domain>/<id>.md` (or `<id>.md`) under `directory` that holds a log-rule fence, in the
    /// built-in docs' format; a `README.md` (any case) is the folder's own notes and is skipped. Throws for a doc
    /// that does not parse, has no log-rule, or reuses a built-in id.
    public static func load(directory: String, displayPath: String) throws(Failure) -> [PatternLogRule] {
        var paths: [String] = []
        if let enumerator = FileManager.default.enumerator(atPath: directory) {
            while let relative = enumerator.nextObject() as? String {
                let name = relative.split(separator: "/").last.map(String.init) ?? relative
                if relative.hasSuffix(".md"), name.lowercased() != "readme.md" { paths.append(relative) }
            }
            paths.sort()
        }
        var rules: [PatternLogRule] = []
        for relative in paths {
            let rule = try load(file: directory + "/" + relative, displayPath: displayPath + "/" + relative)
            if rules.contains(where: { $0.manifest.id == rule.manifest.id }) {
                throw Failure(
                    path: displayPath + "/" + relative, line: 2,
                    message: "rule id '\(rule.manifest.id)' is already taken")
            }
            rules.append(rule)
        }
        return rules
    }

    /// One user rule doc (`--rules FILE`). Throws as `load(directory:displayPath:)` does.
    public static func load(file: String, displayPath shown: String) throws(Failure) -> PatternLogRule {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            throw Failure(path: shown, line: 1, message: "cannot read the rule doc")
        }
        let manifest: RuleManifest
        do {
            manifest = try RuleDocReader.read(text, path: shown).manifest
        } catch {
            throw Failure(path: error.path, line: error.line, message: error.message)
        }
        if RuleCatalog.manifest(manifest.id) != nil {
            throw Failure(path: shown, line: 2, message: "rule id '\(manifest.id)' is already taken")
        }
        return try PatternLogRule(manifest: manifest)
    }

    /// `(?<name>` groups of a pattern (not the `(?<=` / `(?<!` lookbehinds).
    static func captureNames(in pattern: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(pattern)
        while let open = rest.firstRange(of: "(?<") {
            let after = rest[open.upperBound...]
            let name = after.prefix { $0.isLetter || $0.isNumber }
            if !name.isEmpty, after.dropFirst(name.count).first == ">" { names.insert(String(name)) }
            rest = after
        }
        return names
    }
}

extension PatternLogRule {
    /// One run over one log: the occurrences seen so far, grouped by rendered message.
    struct Run {
        let rule: PatternLogRule
        private var order: [String] = []
        private var occurrences: [String: Occurrence] = [:]
        /// Matching lines whose message came after `distinctLimit` others, and the first of them.
        private var droppedLines = 0
        private var firstDroppedLine = 0

        struct Occurrence {
            var location: SourceLocation
            var captures: [String: String]
            var count = 0
            /// The lines as read, each quoted as its source lines in `evidence`.
            var quotedLines = 0
            var evidence: [EvidenceLine] = []
        }

        init(_ rule: PatternLogRule) {
            self.rule = rule
        }

        mutating func check(_ event: LogEvent, in context: inout RuleContext) {
            var matchedLine = false
            for line in event.lines {
                guard let (message, column, captures) = firstMatch(in: line.text) else { continue }
                record(message, line, column: column, path: context.logPath, captures)
                matchedLine = true
            }
            // A JSON record's lines hold escaped text (`\"`, `\/`); its decoded message may match where they don't.
            guard !matchedLine, event.json != nil, !event.message.isEmpty else { return }
            for text in event.message.split(separator: "\n") {
                guard let (message, _, captures) = firstMatch(in: String(text)) else { continue }
                let line = event.lines.first { $0.number == event.messageLine } ?? event.lines[0]
                record(message, line, column: 1, path: context.logPath, captures)
                return
            }
        }

        /// The rendered message, 1-based UTF-8 column and captures of the first pattern (in doc order) that matches.
        /// Messages are rendered once per pattern and placeholder values.
        private mutating func firstMatch(in text: String) -> (String, Int, [String: String])? {
            for (index, matcher) in rule.matchers.enumerated() where matcher.prefilter.matches(text) {
                let range = NSRange(text.startIndex..., in: text)
                guard let match = matcher.expression.firstMatch(in: text, range: range),
                    let start = Range(match.range, in: text)?.lowerBound
                else { continue }
                var captures: [String: String] = [:]
                for name in matcher.groups {
                    if let range = Range(match.range(withName: name), in: text) { captures[name] = String(text[range]) }
                }
                let key = RenderKey(matcher: index, values: matcher.placeholders.map { captures[$0] ?? "" })
                let message: String
                if let rendered = rendered[key] {
                    message = rendered
                } else {
                    var text = matcher.pattern.message
                    for name in matcher.placeholders {
                        text = text.replacingOccurrences(of: "{\(name)}", with: captures[name] ?? "")
                    }
                    if rendered.count < Self.renderedLimit { rendered[key] = text }
                    message = text
                }
                return (message, text.utf8.distance(from: text.startIndex, to: start) + 1, captures)
            }
            return nil
        }

        /// A pattern and the values its message's placeholders take: the rendered message depends on them alone.
        private struct RenderKey: Hashable {
            var matcher: Int
            var values: [String]
        }

        private var rendered: [RenderKey: String] = [:]
        /// Rendered messages kept for reuse (bounded: each distinct identifier renders one).
        private static let renderedLimit = 1024

        /// Records a match at `column` of `line`; a line joined from a wrapped paste is located and quoted as the
        /// log has it (its source lines).
        private mutating func record(
            _ message: String, _ line: LogLine, column: Int, path: String, _ captures: [String: String]
        ) {
            if occurrences[message] == nil {
                guard order.count < PatternLogRule.distinctLimit else {
                    if droppedLines == 0 { firstDroppedLine = line.number }
                    droppedLines += 1
                    return
                }
                order.append(message)
                let (number, sourceColumn) = line.sourcePosition(ofColumn: column)
                occurrences[message] = Occurrence(
                    location: SourceLocation(path: path, line: number, column: sourceColumn), captures: captures)
            }
            occurrences[message]!.count += 1
            if occurrences[message]!.quotedLines < PatternLogRule.evidenceLimit {
                occurrences[message]!.quotedLines += 1
                occurrences[message]!.evidence += line.sourceEvidence
            }
        }

        func finish(in context: inout RuleContext) {
            if droppedLines > 0 {
                context.reportInputProblem(
                    "\(droppedLines) line\(droppedLines == 1 ? "" : "s") matching \(rule.manifest.id) from line \(firstDroppedLine) on \(droppedLines == 1 ? "was" : "were") not reported: each log keeps \(PatternLogRule.distinctLimit) distinct \(rule.manifest.id) messages"
                )
            }
            for message in order {
                let occurrence = occurrences[message]!
                let seen = occurrence.count > 1 ? " (seen \(occurrence.count) times)" : ""
                context.report(
                    Finding.Message(message + seen), at: occurrence.location, input: .log,
                    evidence: occurrence.evidence,
                    captures: occurrence.captures)
            }
        }
    }
}

extension LogLine {
    /// The line as evidence quotes it: the source lines it was joined from, or itself.
    var sourceEvidence: [EvidenceLine] {
        wrappedLines.isEmpty
            ? [EvidenceLine(line: number, text: text)]
            : wrappedLines.map { EvidenceLine(line: $0.number, text: $0.text) }
    }
}
