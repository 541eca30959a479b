/// One declarative log rule from a ```` ```log-rule ```` fence of a rule doc: "this text means this".
///
///     ```log-rule
///     literal: BGTaskSchedulerErrorDomain Code=3
///     literal: BGTaskSchedulerErrorDomain error 3
///     pattern: BGTaskScheduler(?:ErrorDomain)?(?: Code=| error )(?<code>3)\b
///     message: BGTaskScheduler refused the request with notPermitted (code {code})
///     ```
///
/// `literal:` lines (one or more) are the cheap prefilter: the pattern runs only on a log line that
/// contains one of them, so they must cover every text the pattern can match. `pattern:` is an ICU
/// regular expression matched within one line; `(?<name>…)` captures fill `{name}` in `message:`.
/// The doc's front matter gives the severity. Compiled and run by the rules engine (`PatternLogRule`).
public struct LogPattern: Sendable, Hashable {
    public var literals: [String]
    public var pattern: String
    public var message: String
    /// Line of the fence in the rule doc, for error messages.
    public var line: Int

    public init(literals: [String], pattern: String, message: String, line: Int) {
        self.literals = literals
        self.pattern = pattern
        self.message = message
        self.line = line
    }

    public static let fenceLanguage = "log-rule"

    /// `{name}` placeholders of the message template, in order of appearance.
    public var placeholders: [String] {
        var names: [String] = []
        var rest = Substring(message)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = String(after[..<close])
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { names.append(name) }
            rest = after[after.index(after: close)...]
        }
        return names
    }

    /// Parses a fence body; the error text names what is missing.
    public static func parse(_ lines: [String], line: Int) -> Result<LogPattern, LogPatternError> {
        var literals: [String] = []
        var pattern: String?
        var message: String?
        for (offset, text) in lines.enumerated() where !text.trimmingSpaces.isEmpty {
            guard let colon = text.firstIndex(of: ":") else {
                return .failure(LogPatternError(line: line + 1 + offset, message: "log-rule line is not 'key: value'"))
            }
            let key = String(text[..<colon]).trimmingSpaces
            let value = String(text[text.index(after: colon)...]).trimmingSpaces
            guard !value.isEmpty else {
                return .failure(LogPatternError(line: line + 1 + offset, message: "log-rule '\(key)' is empty"))
            }
            switch key {
            case "literal": literals.append(value)
            case "pattern" where pattern == nil: pattern = value
            case "message" where message == nil: message = value
            case "pattern", "message":
                return .failure(LogPatternError(line: line + 1 + offset, message: "log-rule has a second '\(key)'"))
            default:
                return .failure(
                    LogPatternError(
                        line: line + 1 + offset, message: "unknown log-rule key '\(key)' (literal, pattern, message)"))
            }
        }
        guard !literals.isEmpty else {
            return .failure(
                LogPatternError(line: line, message: "log-rule needs at least one 'literal:' for the prefilter"))
        }
        guard let pattern else { return .failure(LogPatternError(line: line, message: "log-rule lacks 'pattern:'")) }
        guard let message else { return .failure(LogPatternError(line: line, message: "log-rule lacks 'message:'")) }
        return .success(LogPattern(literals: literals, pattern: pattern, message: message, line: line))
    }
}

public struct LogPatternError: Error, Sendable, Hashable {
    public var line: Int
    public var message: String
}
