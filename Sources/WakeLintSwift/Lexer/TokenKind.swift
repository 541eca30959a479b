/// What a token is. Contextual keywords (`get`, `async`, `actor`, `some`, ...) are identifiers, as in
/// swift-syntax's lexer; only the reserved words are `.keyword`.
public enum TokenKind: UInt8, Sendable, Hashable, CaseIterable {
    /// `name`, `` `class` ``, `$0`, `$binding`, Unicode names.
    case identifier
    /// A reserved word: `func`, `let`, `if`, `self`, `true`, ...
    case keyword
    case integerLiteral
    case floatLiteral
    /// An opening or closing string delimiter with its `#`s: `"`, `"""`, `#"`, `"##`.
    case stringQuote
    /// Literal text between string delimiters and interpolations (escapes included as written).
    case stringSegment
    /// `\(` or `\#(` inside a string literal; the code that follows is lexed as code.
    case interpolationStart
    /// The `)` that closes an interpolation.
    case interpolationEnd
    /// A whole regex literal with its delimiters: `/a+b/`, `#/a/b/#`.
    case regexLiteral
    /// An operator: `+`, `==`, `->`, `...`, `..<`, `?`, `!`, `&`, `=`. `a?.b` lexes as `a`, `?`, `.`, `b`.
    case `operator`
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, colon, semicolon, period
    /// `@` with the attribute name: `@main`, `@escaping`; a lone `@` when no name follows.
    case atSign
    /// `#` with the directive or macro name: `#if`, `#endif`, `#selector`, `#available`; a lone `#` otherwise.
    case pound
    /// `\` outside a string (key paths: `\.name`, `\Type.name`).
    case backslash
    /// Bytes that start no token: invalid UTF-8, a stray backtick, control characters.
    case unknown
    case endOfFile
}
