/// One diagnosed failure mode at one place. Rules create findings through their context; the engine
/// sets the final severity (after configuration) and sorts them before any reporter sees them.
public struct Finding: Sendable, Hashable, Codable, Comparable {
    public var rule: RuleID
    public var severity: Severity
    /// One line, lower-case start, no trailing period; names the fix.
    public var message: String
    public var location: SourceLocation
    public var input: InputKind
    public var related: [RelatedLocation]
    /// For log findings: the log lines that prove it (capped).
    public var evidence: [EvidenceLine]
    /// What a log rule captured (`id` → the task identifier), for joining logs to the project.
    /// Not part of the JSON contract; the message already states it.
    public var captures: [String: String]
    /// The edits that repair it, when the repair needs no judgement (`wakelint fix`).
    public var fix: Fix?
    /// Why a finding of a rule that has fixes carries none (a binary plist, a choice between identifiers).
    /// Not part of the JSON contract; `wakelint fix` prints it.
    public var unfixedReason: String?

    public init(
        rule: RuleID, severity: Severity, message: String, location: SourceLocation, input: InputKind,
        related: [RelatedLocation] = [], evidence: [EvidenceLine] = [], captures: [String: String] = [:],
        fix: Fix? = nil, unfixedReason: String? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.input = input
        self.related = related
        self.evidence = evidence
        self.captures = captures
        self.fix = fix
        self.unfixedReason = unfixedReason
    }

    /// Deterministic output order: path, line, column, rule, then message.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}

extension Finding {
    /// A finding's one-line text. Each rule declares its messages beside its code as
    /// `extension Finding.Message { fileprivate static … }` (swift-format's habit).
    public struct Message: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
        public var text: String
        public init(_ text: String) { self.text = text }
        public init(stringLiteral value: String) { text = value }
        public init(stringInterpolation: DefaultStringInterpolation) {
            text = String(stringInterpolation: stringInterpolation)
        }
        public var description: String { text }
    }
}

/// A log line quoted as evidence: its 1-based line number in the log and its text.
public struct EvidenceLine: Sendable, Hashable, Codable {
    public var line: Int
    public var text: String
    /// The UTF-8 offset in `text` of what the rule matched, where a shortened quote is centred; a hint for
    /// display that equality and hashing ignore.
    public var focus: Int?

    public init(line: Int, text: String, focus: Int? = nil) {
        self.line = line
        self.text = text
        self.focus = focus
    }

    public static func == (lhs: EvidenceLine, rhs: EvidenceLine) -> Bool {
        lhs.line == rhs.line && lhs.text == rhs.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(text)
    }

    /// The line with `focus` at the first of `literals` in it (ASCII case ignored), or unchanged when none is.
    public func focused(on literals: [String]) -> EvidenceLine {
        guard focus == nil else { return self }
        let bytes = Array(text.utf8)
        var first: Int?
        for literal in literals where !literal.isEmpty {
            let needle = Array(literal.utf8).map(Self.folded)
            guard needle.count <= bytes.count else { continue }
            var start = 0
            while start + needle.count <= bytes.count, start < (first ?? Int.max) {
                if Self.folded(bytes[start]) == needle[0],
                    (1..<needle.count).allSatisfy({ Self.folded(bytes[start + $0]) == needle[$0] })
                {
                    first = start
                    break
                }
                start += 1
            }
        }
        var line = self
        line.focus = first
        return line
    }

    private static func folded(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}

/// An input that could not be read or parsed. Never stops the run and never changes the exit code.
public struct InputProblem: Sendable, Hashable, Codable, Comparable {
    public var path: String
    public var message: String
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
    public static func < (lhs: InputProblem, rhs: InputProblem) -> Bool {
        (lhs.path, lhs.message) < (rhs.path, rhs.message)
    }
}
