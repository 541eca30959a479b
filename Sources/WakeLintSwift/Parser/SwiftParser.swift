/// A tolerant recursive-descent parser over the lexer's tokens. It never fails: what it does not understand
/// becomes an `.unknown` statement or a `.missing` expression covering a balanced run of tokens, and parsing
/// goes on after it, so one broken declaration never hides the rest of the file.
struct SwiftParser {
    let tokens: [Token]
    let bytes: [UInt8]
    var index = 0
    /// How many `#if` blocks enclose the cursor; a stray `#endif` outside any is skipped as unknown.
    var ifConfigDepth = 0
    /// Current recursion depth (statements, expressions, `else if` chains). Past `maxDepth` a nested group is
    /// skipped whole, so adversarial nesting cannot exhaust the stack.
    var depth = 0
    static let maxDepth = 150
    /// The last scan of generic arguments that failed, to answer later scans from the tokens it stepped over
    /// (see `skipGenericArguments`). A reference: copies of the parser (lookahead) share it with their tokens.
    let failedGenericScan = FailedGenericScan()
    /// Where the attributes start of the last attempt at a declaration that found none, ascending (see
    /// `buildDeclaration`), and the attribute starts of the attempts under way, innermost last (nested attempts
    /// share it as a stack).
    var failedDeclarationStarts: [Int] = []
    var attemptedAttributeStarts: [Int] = []
    var attemptedAttributeTop = 0
    /// The flat tree `buildTree()` fills; shared with sub-parsers.
    let builder: TreeBuilder

    init(source: SwiftSource) {
        self.init(tokens: source.tokens, bytes: source.file.bytes)
    }

    /// `tokens` must end with `.endOfFile`.
    init(tokens: [Token], bytes: [UInt8], builder: TreeBuilder? = nil) {
        self.tokens = tokens
        self.bytes = bytes
        self.builder = builder ?? TreeBuilder(bytes: bytes)
    }

    // MARK: - Token access

    var current: Token { tokens[index] }

    func peek(_ offset: Int) -> Token { tokens[min(index + offset, tokens.count - 1)] }

    var isAtEnd: Bool { tokens[index].kind == .endOfFile }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    func text(_ token: Token) -> String { String(decoding: bytes[token.range], as: UTF8.self) }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// An identifier's name without backticks.
    func name(_ token: Token) -> String { text(token.nameRange(in: bytes)) }

    /// Whether the token's bytes are exactly `expected`, compared without building a String.
    func `is`(_ token: Token, _ expected: StaticString) -> Bool {
        let range = token.range
        guard range.count == expected.utf8CodeUnitCount else { return false }
        return expected.withUTF8Buffer { expected in
            var offset = 0
            while offset < expected.count {
                if bytes[range.lowerBound + offset] != expected[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    func isKeyword(_ token: Token, _ expected: StaticString) -> Bool {
        token.kind == .keyword && self.is(token, expected)
    }

    func isKeyword(_ token: Token, _ expected: Keyword) -> Bool { token.keyword == expected }

    func isWord(_ token: Token, in words: WordSet) -> Bool { words.contains(bytes, token.range) }

    func isIdentifier(_ token: Token, _ expected: StaticString) -> Bool {
        token.kind == .identifier && self.is(token, expected)
    }

    func isOperator(_ token: Token, _ expected: StaticString) -> Bool {
        token.kind == .operator && self.is(token, expected)
    }

    /// Byte range from the token at `start` to the last consumed token (empty at `start` if none was consumed).
    func range(from start: Int) -> Range<Int> {
        let lower = tokens[start].range.lowerBound
        guard index > start else { return lower..<lower }
        return lower..<max(lower, tokens[index - 1].range.upperBound)
    }

    /// Source text of the tokens from `start` up to the cursor.
    func text(from start: Int) -> String { text(range(from: start)) }

    /// Whitespace or a comment separates the token at `position` from the previous one.
    func hasSpace(before position: Int) -> Bool {
        tokens[position].hasLeadingTrivia || (position > 0 && tokens[position - 1].hasTrailingTrivia)
    }

    func hasSpace(after position: Int) -> Bool {
        tokens[position].hasTrailingTrivia || (position + 1 < tokens.count && tokens[position + 1].hasLeadingTrivia)
    }

    // MARK: - Recovery

    static func closer(of kind: TokenKind) -> TokenKind? {
        switch kind {
        case .leftParen: return .rightParen
        case .leftBracket: return .rightBracket
        case .leftBrace: return .rightBrace
        case .interpolationStart: return .interpolationEnd
        default: return nil
        }
    }

    /// Consumes one token, or a whole balanced group when it opens one. A closer that matches an outer
    /// opener ends the group early, so a missing `)` cannot swallow the enclosing `}`.
    mutating func skipBalanced() {
        guard let firstCloser = Self.closer(of: current.kind) else {
            advance()
            return
        }
        var expected: [TokenKind] = [firstCloser]
        advance()
        while !isAtEnd, let innermost = expected.last {
            let kind = current.kind
            if kind == innermost {
                expected.removeLast()
                advance()
                if expected.isEmpty { return }
            } else if let closer = Self.closer(of: kind) {
                expected.append(closer)
                advance()
            } else if kind == .rightParen || kind == .rightBracket || kind == .rightBrace || kind == .interpolationEnd {
                // Searched from the top, only for closers: the scan then costs what it pops, so a group
                // of any depth stays linear (no `contains` per token).
                // A closer we never opened here belongs to the enclosing code: stop before it.
                guard expected.lastIndex(of: kind) != nil else { return }
                // A closer for an outer group: the inner ones were never closed.
                while let last = expected.last, last != kind { expected.removeLast() }
            } else {
                advance()
            }
        }
    }

    // MARK: - Items

    /// Where a list of statements is parsed; it decides which tokens end the list.
    enum ItemContext {
        case file, braces, switchCases, caseBody
    }

    func isIfConfigContinuation(_ token: Token) -> Bool {
        token.kind == .pound && (self.is(token, "#elseif") || self.is(token, "#else") || self.is(token, "#endif"))
    }

    /// `case`, `default:` or `@unknown default:` at the cursor.
    func startsSwitchCase() -> Bool {
        if isKeyword(current, .case) { return true }
        if isKeyword(current, .default) && peek(1).kind == .colon { return true }
        return current.kind == .atSign && self.is(current, "@unknown")
    }

    /// Whether the `#if` at the cursor wraps switch cases (its first item is a `case` or `default`).
    func ifConfigWrapsSwitchCases() -> Bool {
        var position = index + 1
        while position < tokens.count - 1, !tokens[position].isAtStartOfLine { position += 1 }
        let token = tokens[position]
        return token.kind == .keyword && (self.is(token, "case") || self.is(token, "default"))
            || (token.kind == .atSign && self.is(token, "@unknown"))
    }
}
