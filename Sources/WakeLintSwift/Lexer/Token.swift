/// One lexed token: its kind and byte ranges into the source (leading trivia, text, trailing trivia).
/// Tokens are positions, never copies of text; `SwiftSource.text(of:)` reads the text when needed.
public struct Token: Sendable, Hashable {
    // Stored as one offset and three lengths, the one-byte fields last (20 bytes instead of 56; Swift lays
    // fields out in order, so small fields first would pad): the token array is the lexer's only allocation,
    // its size decides how fast large files lex, and every file's tokens stay in memory until the report.
    // Offsets are 32-bit: `FileDiscovery` skips files over 16 MiB, far below 4 GiB.
    private var textStart: UInt32
    private var leadingLength: UInt32
    private var textLength: UInt32
    private var trailingLength: UInt32
    public var kind: TokenKind
    /// True for the first token of the file and for tokens whose leading trivia holds a line break.
    public var isAtStartOfLine: Bool
    /// The reserved word of a `.keyword` token, as the lexer identified it.
    var keyword: Keyword?

    public init(
        kind: TokenKind, range: Range<Int>, leadingTrivia: Range<Int>, trailingTrivia: Range<Int>, isAtStartOfLine: Bool
    ) {
        self.init(
            kind: kind, range: range, leadingTrivia: leadingTrivia, trailingTrivia: trailingTrivia,
            isAtStartOfLine: isAtStartOfLine, keyword: nil)
    }

    init(
        kind: TokenKind, range: Range<Int>, leadingTrivia: Range<Int>, trailingTrivia: Range<Int>,
        isAtStartOfLine: Bool,
        keyword: Keyword?
    ) {
        self.textStart = UInt32(truncatingIfNeeded: range.lowerBound)
        self.leadingLength = UInt32(clamping: leadingTrivia.count)
        self.textLength = UInt32(clamping: range.count)
        self.trailingLength = UInt32(clamping: trailingTrivia.count)
        self.kind = kind
        self.isAtStartOfLine = isAtStartOfLine
        self.keyword = keyword
    }

    /// The token's own bytes (without trivia).
    public var range: Range<Int> { Int(textStart)..<(Int(textStart) + Int(textLength)) }
    /// Whitespace, newlines and comments before the token.
    public var leadingTrivia: Range<Int> { (Int(textStart) - Int(leadingLength))..<Int(textStart) }
    /// Whitespace and comments after the token up to (not including) the next line break.
    public var trailingTrivia: Range<Int> {
        let end = Int(textStart) + Int(textLength)
        return end..<(end + Int(trailingLength))
    }

    /// Leading trivia, text and trailing trivia together.
    public var fullRange: Range<Int> { leadingTrivia.lowerBound..<trailingTrivia.upperBound }

    /// Whether trivia (whitespace or a comment) separates this token from the one before it.
    public var hasLeadingTrivia: Bool { leadingLength != 0 }

    /// Whether trivia follows the token before the next one starts.
    public var hasTrailingTrivia: Bool { trailingLength != 0 }

    /// An identifier's name in `bytes`: its range without backticks.
    func nameRange(in bytes: [UInt8]) -> Range<Int> {
        let range = self.range
        if range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "`"),
            bytes[range.upperBound - 1] == UInt8(ascii: "`")
        {
            return (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        return range
    }
}
