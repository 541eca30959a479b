/// The kinds of bytes that sit between tokens. Comments are trivia: never dropped, never tokens.
public enum TriviaKind: UInt8, Sendable, Hashable, CaseIterable {
    /// Spaces, tabs, vertical tabs and form feeds.
    case whitespace
    /// `\n`, `\r\n` or `\r` (one piece per line break).
    case newline
    /// `// ...` up to the end of the line.
    case lineComment
    /// `/* ... */`, nested comments included.
    case blockComment
    /// `/// ...`
    case docLineComment
    /// `/** ... */`
    case docBlockComment
    /// `#!...` on the first line.
    case shebang
    /// The UTF-8 byte order mark at the start of the file.
    case byteOrderMark
    /// NUL and other control bytes the language ignores or rejects.
    case garbage

    public var isComment: Bool {
        switch self {
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return true
        default: return false
        }
    }
}
