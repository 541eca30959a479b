/// Inline suppressions of one file, parsed once from its comments (`//` and `/* */` in Swift and
/// pbxproj, `<!-- -->` in plists, `//` in xcconfig):
///
///     1. // wakelint:disable hk-anchor-lost - anchors live in the sync engine   (to the end of file or :enable)
///     2. // wakelint:enable hk-anchor-lost
///     3. // wakelint:disable:next bg-submit-error-swallowed                      (the line after the comment)
///     4. foo() // wakelint:disable:this all                                      (the comment's own line)
///     5. // wakelint:disable:previous hk-observer-after-launch                   (the line before the comment)
///
/// `all` stands for every rule; text after ` - ` is the reason and is ignored here.
public struct Suppressions: Sendable {
    public enum Scope: String, Sendable {
        case region = ""
        case next, this, previous
    }

    public struct Command: Sendable, Hashable {
        public var disables: Bool
        public var scope: Scope
        /// Empty means `all`.
        public var rules: Set<RuleID>
        /// First and last line of the comment that holds the command.
        public var line: Int
        public var lastLine: Int
        /// Where the command's comment starts, for `superfluous-suppression` findings.
        public var location: SourceLocation
    }

    public private(set) var commands: [Command] = []

    public init() {}

    /// Reads commands from the given comment ranges of `file`.
    public init(file: SourceFile, comments: [Range<Int>]) {
        for range in comments {
            // Tested on bytes first: a comment's text is built only when it opens with a command.
            guard Self.opensWithCommand(file.bytes, range) else { continue }
            let text = file.text(range)
            guard Self.startsWithCommand(text) else { continue }
            let first = file.lineAndColumn(of: range.lowerBound).line
            let last = file.lineAndColumn(of: max(range.lowerBound, range.upperBound - 1)).line
            commands += Self.commands(
                in: text, line: first, lastLine: last, location: file.location(of: range.lowerBound))
        }
    }

    private static let openers: [[UInt8]] = ["///", "//", "/**", "/*", "<!--"].map { Array($0.utf8) }
    private static let marker = Array("wakelint:".utf8)

    /// Whether `bytes` hold `wakelint:` at all: a file without it has no command, and its comments need not be
    /// read (the loader then does not lex it).
    public static func mayHoldCommands(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(marker, in: bytes)
    }

    /// `startsWithCommand` on the comment's bytes, without building its text.
    static func opensWithCommand(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<bytes.count)
        var index = range.lowerBound
        for opener in openers
        where range.upperBound - index >= opener.count && bytes[index..<(index + opener.count)].elementsEqual(opener) {
            index += opener.count
            break
        }
        while index < range.upperBound, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        return range.upperBound - index >= marker.count && bytes[index..<(index + marker.count)].elementsEqual(marker)
    }

    /// A command must open its comment (`// wakelint:…`, `/* wakelint:…`, `<!-- wakelint:…`), as in
    /// SwiftLint: code quoted inside a larger comment, or prose mentioning the syntax, is not a command.
    static func startsWithCommand(_ comment: String) -> Bool {
        var body = Substring(comment)
        for opener in ["///", "//", "/**", "/*", "<!--"] where body.hasPrefix(opener) {
            body = body.dropFirst(opener.count)
            break
        }
        return body.drop { $0 == " " || $0 == "\t" }.hasPrefix("wakelint:")
    }

    /// Every `wakelint:(dis|en)able[:scope] ids` in one comment's text.
    static func commands(in text: String, line: Int, lastLine: Int, location: SourceLocation) -> [Command] {
        var result: [Command] = []
        var rest = Substring(text)
        while let start = rest.firstRange(of: "wakelint:") {
            rest = rest[start.upperBound...]
            let head = rest.prefix { !$0.isWhitespace }
            let parts = head.split(separator: ":")
            guard let verb = parts.first, verb == "disable" || verb == "enable" else { continue }
            let scope: Scope
            if parts.count > 1 {
                guard let parsed = Scope(rawValue: String(parts[1])), parsed != .region else { continue }
                scope = parsed
            } else {
                scope = .region
            }
            rest = rest[head.endIndex...]
            // Rule ids up to the end of the line, the ` - reason` tail or the comment's close.
            let lineEnd = rest.firstIndex(where: \.isNewline) ?? rest.endIndex
            var ids: Set<RuleID> = []
            var all = false
            for word in rest[..<lineEnd].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }) {
                if word == "-" || word == "*/" || word == "-->" || word.hasPrefix("*/") || word.hasPrefix("-->") {
                    break
                }
                let cleaned =
                    word.hasSuffix("*/") ? word.dropLast(2) : word.hasSuffix("-->") ? word.dropLast(3) : word[...]
                guard !cleaned.isEmpty else { break }
                if cleaned == "all" { all = true } else { ids.insert(RuleID(String(cleaned))) }
                if cleaned.count != word.count { break }
            }
            guard all || !ids.isEmpty else { continue }
            result.append(
                Command(
                    disables: verb == "disable", scope: scope, rules: all ? [] : ids, line: line, lastLine: lastLine,
                    location: location))
        }
        return result
    }

    /// Whether a finding of `rule` on `line` is suppressed.
    public func suppresses(_ rule: RuleID, line: Int) -> Bool {
        suppressingCommand(rule, line: line) != nil
    }

    /// Index in `commands` of the command that suppresses a finding of `rule` on `line`, if any, leaving out the
    /// command at `excluded` (a command never suppresses the report that it suppresses nothing).
    public func suppressingCommand(_ rule: RuleID, line: Int, excluding excluded: Int? = nil) -> Int? {
        var region: Int?
        for (index, command) in commands.enumerated() where index != excluded {
            guard command.rules.isEmpty || command.rules.contains(rule) else { continue }
            switch command.scope {
            case .region:
                if command.line <= line { region = command.disables ? index : nil }
            case .next:
                if command.disables, line == command.lastLine + 1 { return index }
            case .this:
                if command.disables, line >= command.line, line <= command.lastLine { return index }
            case .previous:
                if command.disables, line == command.line - 1 { return index }
            }
        }
        return region
    }
}
