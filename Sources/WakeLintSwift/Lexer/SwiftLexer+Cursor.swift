extension SwiftLexer {
    /// A position in the source plus the state stack; `nextToken()` lexes one token at a time.
    /// A value type over a borrowed buffer: copying it is a cheap way to look ahead and back out.
    struct Cursor {
        let buffer: UnsafeBufferPointer<UInt8>
        var position = 0
        /// Empty means plain code.
        private var states: [State] = []
        /// Whether the last token ends an operand, in which case `/` is division rather than a regex.
        private var previousEndsExpression = false
        private var isFirstToken = true
        /// Where a multi-line `#/` regex scan last ran to the end of the file without finding its closer, by
        /// delimiter length: a later scan for the same delimiter would fail too (keeps `#/` floods linear).
        private var unclosedExtendedRegexFrom: [Int: Int] = [:]
        private let keywords = KeywordTable.shared
        /// The reserved word of the last `.keyword` token, stored in its `Token`.
        private var lastKeyword: Keyword?

        init(buffer: UnsafeBufferPointer<UInt8>) {
            self.buffer = buffer
        }

        // MARK: - Peeking

        @inline(__always)
        private func peek(at offset: Int = 0) -> UInt8? {
            let index = position + offset
            return index < buffer.count ? buffer[index] : nil
        }

        @inline(__always)
        private func byte(_ index: Int, is value: UInt8) -> Bool {
            index < buffer.count && buffer[index] == value
        }

        /// Whether `count` `#` bytes start at `index`.
        @inline(__always)
        private func hasPounds(at index: Int, count: Int) -> Bool {
            guard index + count <= buffer.count else { return false }
            var offset = 0
            while offset < count {
                if buffer[index + offset] != UInt8(ascii: "#") { return false }
                offset += 1
            }
            return true
        }

        private var isInCode: Bool {
            if case .stringLiteral? = states.last { return false }
            return true
        }

        // MARK: - Main entry point

        mutating func nextToken() -> Token {
            while true {
                if case .stringLiteral(let isMultiline, let delimiterLength)? = states.last {
                    let start = position
                    if position >= buffer.count {
                        isFirstToken = false
                        return Token(
                            kind: .endOfFile, range: start..<start, leadingTrivia: start..<start,
                            trailingTrivia: start..<start, isAtStartOfLine: false)
                    }
                    // nil: an unterminated single-line string ended at a line break; go on in the outer state.
                    guard let kind = lexInString(isMultiline: isMultiline, delimiterLength: delimiterLength) else {
                        continue
                    }
                    previousEndsExpression = kind == .stringQuote
                    let text = start..<position
                    let trailing = isInCode ? lexTrailingTrivia() : position..<position
                    isFirstToken = false
                    return Token(
                        kind: kind, range: text, leadingTrivia: start..<start, trailingTrivia: trailing,
                        isAtStartOfLine: false)
                }
                let triviaStart = position
                let sawNewline = skipLeadingTrivia()
                let leading = triviaStart..<position
                let isAtStartOfLine = sawNewline || isFirstToken
                isFirstToken = false
                let start = position
                if position >= buffer.count {
                    return Token(
                        kind: .endOfFile, range: start..<start, leadingTrivia: leading,
                        trailingTrivia: start..<start, isAtStartOfLine: isAtStartOfLine)
                }
                let kind = lexCodeToken(hasLeadingTrivia: !leading.isEmpty)
                let text = start..<position
                let trailing = isInCode ? lexTrailingTrivia() : position..<position
                return Token(
                    kind: kind, range: text, leadingTrivia: leading, trailingTrivia: trailing,
                    isAtStartOfLine: isAtStartOfLine, keyword: kind == .keyword ? lastKeyword : nil)
            }
        }

        // MARK: - Trivia

        /// Skips leading trivia; returns whether it contained a line break.
        @inline(__always)
        private mutating func skipLeadingTrivia() -> Bool {
            var sawNewline = false
            while position < buffer.count {
                // Spaces and line feeds, most of all trivia, without the call.
                let byte = buffer[position]
                if byte == UInt8(ascii: " ") {
                    position += 1
                } else if byte == UInt8(ascii: "\n") {
                    position += 1
                    sawNewline = true
                } else if CharacterClass.mayStartTrivia(byte), let piece = lexTriviaPiece(isLeading: true) {
                    if piece.hasNewline { sawNewline = true }
                } else {
                    break
                }
            }
            return sawNewline
        }

        /// Trailing trivia stops before the next line break (and before a block comment that spans one).
        @inline(__always)
        private mutating func lexTrailingTrivia() -> Range<Int> {
            let start = position
            while position < buffer.count {
                let byte = buffer[position]
                if byte == UInt8(ascii: " ") {
                    position += 1
                } else if !CharacterClass.mayStartTrivia(byte) || lexTriviaPiece(isLeading: false) == nil {
                    break
                }
            }
            return start..<position
        }

        /// Advances past one piece of trivia, or returns nil (not moving) when the next bytes are not trivia.
        mutating func lexTriviaPiece(isLeading: Bool) -> (kind: TriviaKind, hasNewline: Bool)? {
            guard position < buffer.count else { return nil }
            switch buffer[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                position += 1
                while position < buffer.count {
                    let byte = buffer[position]
                    guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C else {
                        break
                    }
                    position += 1
                }
                return (.whitespace, false)
            case UInt8(ascii: "\n"):
                guard isLeading else { return nil }
                position += 1
                return (.newline, true)
            case UInt8(ascii: "\r"):
                guard isLeading else { return nil }
                position += byte(position + 1, is: UInt8(ascii: "\n")) ? 2 : 1
                return (.newline, true)
            case UInt8(ascii: "/"):
                if byte(position + 1, is: UInt8(ascii: "/")) {
                    let isDoc = byte(position + 2, is: UInt8(ascii: "/"))
                    skipToEndOfLine()
                    return (isDoc ? .docLineComment : .lineComment, false)
                }
                if byte(position + 1, is: UInt8(ascii: "*")) {
                    let start = position
                    let isDoc = byte(position + 2, is: UInt8(ascii: "*")) && !byte(position + 3, is: UInt8(ascii: "/"))
                    let hasNewline = skipBlockComment()
                    if hasNewline && !isLeading {
                        position = start
                        return nil
                    }
                    return (isDoc ? .docBlockComment : .blockComment, hasNewline)
                }
                return nil
            case UInt8(ascii: "#"):
                let afterByteOrderMark = position == 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF
                guard isLeading, position == 0 || afterByteOrderMark, byte(position + 1, is: UInt8(ascii: "!")) else {
                    return nil
                }
                skipToEndOfLine()
                return (.shebang, false)
            case 0xEF:
                guard position == 0, byte(1, is: 0xBB), byte(2, is: 0xBF) else { return nil }
                position = 3
                return (.byteOrderMark, false)
            case 0x00...0x08, 0x0E...0x1F, 0x7F:
                position += 1
                while position < buffer.count {
                    switch buffer[position] {
                    case 0x00...0x08, 0x0E...0x1F, 0x7F: position += 1
                    default: return (.garbage, false)
                    }
                }
                return (.garbage, false)
            default:
                return nil
            }
        }

        private mutating func skipToEndOfLine() {
            while position < buffer.count {
                let byte = buffer[position]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return }
                position += 1
            }
        }

        /// Skips a `/* … */` comment with nested comments; an unterminated one runs to the end of the file.
        /// Returns whether it contains a line break.
        private mutating func skipBlockComment() -> Bool {
            var depth = 0
            var hasNewline = false
            while position < buffer.count {
                let byte = buffer[position]
                if byte == UInt8(ascii: "/") && self.byte(position + 1, is: UInt8(ascii: "*")) {
                    depth += 1
                    position += 2
                } else if byte == UInt8(ascii: "*") && self.byte(position + 1, is: UInt8(ascii: "/")) {
                    depth -= 1
                    position += 2
                    if depth == 0 { return hasNewline }
                } else {
                    if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { hasNewline = true }
                    position += 1
                }
            }
            return hasNewline
        }

        // MARK: - Code

        private mutating func lexCodeToken(hasLeadingTrivia: Bool) -> TokenKind {
            let endedExpression = previousEndsExpression
            previousEndsExpression = false
            let byte = buffer[position]
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                return lexIdentifierOrKeyword()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                previousEndsExpression = true
                return lexNumber()
            case UInt8(ascii: "\""):
                return lexStringOpening(delimiterLength: 0)
            case UInt8(ascii: "#"):
                return lexPound()
            case UInt8(ascii: "@"):
                position += 1
                skipIdentifierBody()
                return .atSign
            case UInt8(ascii: "$"):
                position += 1
                skipIdentifierBody()
                previousEndsExpression = true
                return .identifier
            case UInt8(ascii: "`"):
                return lexBacktickIdentifier()
            case UInt8(ascii: "("):
                position += 1
                if case .interpolation(let depth)? = states.last {
                    states[states.count - 1] = .interpolation(parenDepth: depth + 1)
                }
                return .leftParen
            case UInt8(ascii: ")"):
                position += 1
                previousEndsExpression = true
                if case .interpolation(let depth)? = states.last {
                    if depth == 0 {
                        states.removeLast()
                        return .interpolationEnd
                    }
                    states[states.count - 1] = .interpolation(parenDepth: depth - 1)
                }
                return .rightParen
            case UInt8(ascii: "{"):
                position += 1
                return .leftBrace
            case UInt8(ascii: "}"):
                position += 1
                previousEndsExpression = true
                return .rightBrace
            case UInt8(ascii: "["):
                position += 1
                return .leftBracket
            case UInt8(ascii: "]"):
                position += 1
                previousEndsExpression = true
                return .rightBracket
            case UInt8(ascii: ","):
                position += 1
                return .comma
            case UInt8(ascii: ":"):
                position += 1
                return .colon
            case UInt8(ascii: ";"):
                position += 1
                return .semicolon
            case UInt8(ascii: "\\"):
                position += 1
                return .backslash
            case UInt8(ascii: "."):
                if self.byte(position + 1, is: UInt8(ascii: ".")) { return lexOperator() }
                position += 1
                return .period
            case UInt8(ascii: "/"):
                if !endedExpression, let end = bareRegexEnd() {
                    position = end
                    previousEndsExpression = true
                    return .regexLiteral
                }
                return lexOperator()
            case UInt8(ascii: "<") where self.byte(position + 1, is: UInt8(ascii: "#")):
                // An editor placeholder `<#name#>` is an identifier, as in the compiler.
                if let end = editorPlaceholderEnd() {
                    position = end
                    previousEndsExpression = true
                    return .identifier
                }
                return lexOperator()
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                let start = position
                let kind = lexOperator()
                // A postfix `?`/`!` (`a!`, `b?`) ends the operand, so a following `/` divides.
                if endedExpression && !hasLeadingTrivia {
                    previousEndsExpression = buffer[start..<position].allSatisfy {
                        $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!")
                    }
                }
                return kind
            case 0x80...0xFF:
                let (scalar, length) = CharacterClass.decodeScalar(buffer, at: position)
                if length == 0 {
                    // One unknown token per invalid lead byte and the continuation bytes after it.
                    position += 1
                    while position < buffer.count, buffer[position] & 0xC0 == 0x80 { position += 1 }
                    return .unknown
                }
                if CharacterClass.isOperatorHead(scalar) { return lexOperator() }
                position += length
                guard CharacterClass.isIdentifierScalar(scalar) else { return .unknown }
                skipIdentifierBody()
                previousEndsExpression = true
                return .identifier
            default:
                if CharacterClass.isOperatorByte(byte) { return lexOperator() }
                position += 1
                return .unknown
            }
        }

        /// Advances over identifier characters (ASCII fast path, then Unicode scalars).
        @inline(__always)
        private mutating func skipIdentifierBody() {
            while position < buffer.count {
                let byte = buffer[position]
                if byte < 0x80 {
                    guard CharacterClass.isIdentifierBody(byte) else { return }
                    position += 1
                } else {
                    let (scalar, length) = CharacterClass.decodeScalar(buffer, at: position)
                    guard length > 0, CharacterClass.isIdentifierScalar(scalar) else { return }
                    position += length
                }
            }
        }

        private mutating func lexIdentifierOrKeyword() -> TokenKind {
            let start = position
            position += 1
            skipIdentifierBody()
            if let keyword = keywords.lookup(buffer, start..<position) {
                previousEndsExpression = keyword.endsExpression
                lastKeyword = keyword
                return .keyword
            }
            previousEndsExpression = true
            return .identifier
        }

        /// `` `name` `` (Swift 6.2 raw identifiers may hold spaces); a backtick without a partner on its line is unknown.
        private mutating func lexBacktickIdentifier() -> TokenKind {
            var index = position + 1
            while index < buffer.count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "`") {
                    guard index > position + 1 else { break }
                    position = index + 1
                    previousEndsExpression = true
                    return .identifier
                }
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
                index += 1
            }
            position += 1
            return .unknown
        }

        /// Operators: a run of operator characters; `.` continues only operators that start with `.`.
        /// The run stops before `//` and `/*`, which start comments.
        private mutating func lexOperator() -> TokenKind {
            let start = position
            let isDotOperator = buffer[position] == UInt8(ascii: ".")
            while position < buffer.count {
                let byte = buffer[position]
                if byte < 0x80 {
                    if byte == UInt8(ascii: ".") {
                        guard isDotOperator else { break }
                    } else {
                        guard CharacterClass.isOperatorByte(byte) else { break }
                        if byte == UInt8(ascii: "/"), position > start,
                            self.byte(position + 1, is: UInt8(ascii: "/"))
                                || self.byte(position + 1, is: UInt8(ascii: "*"))
                        {
                            break
                        }
                    }
                    position += 1
                } else {
                    let (scalar, length) = CharacterClass.decodeScalar(buffer, at: position)
                    guard length > 0, CharacterClass.isOperatorBody(scalar) else { break }
                    position += length
                }
            }
            if position == start { position += 1 }
            return .operator
        }

        /// End of `<#…#>` starting at the cursor, on one line.
        private func editorPlaceholderEnd() -> Int? {
            var index = position + 2
            while index + 1 < buffer.count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return nil }
                if byte == UInt8(ascii: "#") && buffer[index + 1] == UInt8(ascii: ">") { return index + 2 }
                index += 1
            }
            return nil
        }

        // MARK: - Numbers

        private mutating func skip(while predicate: (UInt8) -> Bool) {
            while position < buffer.count, predicate(buffer[position]) { position += 1 }
        }

        /// Integer and float literals in every radix, with `_` separators and (hex) exponents. Letters glued to
        /// a number stay in it (`0b102`, `1abc`), as the compiler reports them as one bad literal.
        private mutating func lexNumber() -> TokenKind {
            let start = position
            // After `.` a number is a tuple index (`t.0.1`): no fraction.
            let isTupleIndex = start > 0 && buffer[start - 1] == UInt8(ascii: ".")
            var isFloat = false
            let radix = buffer[start] == UInt8(ascii: "0") ? peek(at: 1) : nil
            if radix == UInt8(ascii: "x") {
                position += 2
                skip { CharacterClass.isHexDigit($0) || $0 == UInt8(ascii: "_") }
                if !isTupleIndex, peek() == UInt8(ascii: "."), let next = peek(at: 1), CharacterClass.isHexDigit(next) {
                    // `0x1.8p3` is a float only with its exponent; `0xF.description` is a member access.
                    var index = position + 1
                    while index < buffer.count,
                        CharacterClass.isHexDigit(buffer[index]) || buffer[index] == UInt8(ascii: "_")
                    { index += 1 }
                    if index < buffer.count, buffer[index] | 0x20 == UInt8(ascii: "p") { position = index }
                }
                if let marker = peek(), marker | 0x20 == UInt8(ascii: "p"), exponentFollows(at: position + 1) {
                    isFloat = true
                    position += 1
                    skipExponentDigits()
                }
            } else if radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b") {
                position += 2
            } else {
                skip { CharacterClass.isDigit($0) || $0 == UInt8(ascii: "_") }
                if !isTupleIndex, peek() == UInt8(ascii: "."), let next = peek(at: 1), CharacterClass.isDigit(next) {
                    isFloat = true
                    position += 1
                    skip { CharacterClass.isDigit($0) || $0 == UInt8(ascii: "_") }
                }
                if !isTupleIndex, let marker = peek(), marker | 0x20 == UInt8(ascii: "e"),
                    exponentFollows(at: position + 1)
                {
                    isFloat = true
                    position += 1
                    skipExponentDigits()
                }
            }
            skip { CharacterClass.isIdentifierBody($0) && $0 != UInt8(ascii: "$") }
            return isFloat ? .floatLiteral : .integerLiteral
        }

        private func exponentFollows(at index: Int) -> Bool {
            guard index < buffer.count else { return false }
            var index = index
            if buffer[index] == UInt8(ascii: "+") || buffer[index] == UInt8(ascii: "-") { index += 1 }
            return index < buffer.count && CharacterClass.isDigit(buffer[index])
        }

        private mutating func skipExponentDigits() {
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { position += 1 }
            skip { CharacterClass.isDigit($0) || $0 == UInt8(ascii: "_") }
        }

        // MARK: - Pound: raw strings, extended regexes, directives

        private mutating func lexPound() -> TokenKind {
            var poundCount = 1
            while byte(position + poundCount, is: UInt8(ascii: "#")) { poundCount += 1 }
            let after = position + poundCount
            if byte(after, is: UInt8(ascii: "\"")) {
                position = after
                return lexStringOpening(delimiterLength: poundCount)
            }
            if byte(after, is: UInt8(ascii: "/")), let end = extendedRegexEnd(slashAt: after, poundCount: poundCount) {
                position = end
                previousEndsExpression = true
                return .regexLiteral
            }
            position += 1
            if poundCount == 1, let next = peek(), CharacterClass.isIdentifierHead(next) {
                skipIdentifierBody()
            }
            return .pound
        }

        // MARK: - Regex literals

        /// End of a bare `/…/` regex starting at the cursor, or nil when the `/` is an operator: the body may not
        /// start or end with a space, may not cross a line, and may not close a parenthesis it did not open
        /// (so `f(a / b, c / d)` stays division).
        private func bareRegexEnd() -> Int? {
            var index = position + 1
            guard index < buffer.count else { return nil }
            switch buffer[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
            default: break
            }
            var depth = 0
            while index < buffer.count {
                switch buffer[index] {
                case UInt8(ascii: "\\"):
                    if index + 1 < buffer.count,
                        buffer[index + 1] == UInt8(ascii: "\n") || buffer[index + 1] == UInt8(ascii: "\r")
                    {
                        return nil
                    }
                    index += 2
                    continue
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    return nil
                case UInt8(ascii: "("):
                    depth += 1
                case UInt8(ascii: ")"):
                    depth -= 1
                    if depth < 0 { return nil }
                case UInt8(ascii: "/"):
                    let last = buffer[index - 1]
                    if last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { return nil }
                    return index + 1
                default:
                    break
                }
                index += 1
            }
            return nil
        }

        /// End of `#/…/#` (any number of `#`s); it may span lines only when a line break follows the opening `/`.
        private mutating func extendedRegexEnd(slashAt slash: Int, poundCount: Int) -> Int? {
            var index = slash + 1
            let isMultiline = byte(index, is: UInt8(ascii: "\n")) || byte(index, is: UInt8(ascii: "\r"))
            if isMultiline, let failedFrom = unclosedExtendedRegexFrom[poundCount], failedFrom <= slash { return nil }
            defer { if isMultiline && index >= buffer.count { unclosedExtendedRegexFrom[poundCount] = slash } }
            while index < buffer.count {
                switch buffer[index] {
                case UInt8(ascii: "\\"):
                    index += 2
                    continue
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    if !isMultiline { return nil }
                case UInt8(ascii: "/"):
                    if hasPounds(at: index + 1, count: poundCount) { return index + 1 + poundCount }
                default:
                    break
                }
                index += 1
            }
            return nil
        }

        // MARK: - Strings

        /// The cursor is on the first `"` (after any `#`s, which `delimiterLength` counts).
        private mutating func lexStringOpening(delimiterLength: Int) -> TokenKind {
            var isMultiline = byte(position + 1, is: UInt8(ascii: "\"")) && byte(position + 2, is: UInt8(ascii: "\""))
            // `#"""#` is a one-line raw string holding a quote: with `#`s, a closing `"#` later on the same line
            // makes it single-line (swift-syntax: `advanceIfMultilineStringDelimiter`).
            if isMultiline && delimiterLength > 0 {
                var index = position + 2
                while index < buffer.count, buffer[index] != UInt8(ascii: "\n"), buffer[index] != UInt8(ascii: "\r") {
                    if buffer[index] == UInt8(ascii: "\""), hasPounds(at: index + 1, count: delimiterLength) {
                        isMultiline = false
                        break
                    }
                    index += 1
                }
            }
            position += isMultiline ? 3 : 1
            states.append(.stringLiteral(isMultiline: isMultiline, delimiterLength: delimiterLength))
            return .stringQuote
        }

        @inline(__always)
        private func isClosingQuote(at index: Int, isMultiline: Bool, delimiterLength: Int) -> Bool {
            guard buffer[index] == UInt8(ascii: "\"") else { return false }
            if isMultiline {
                guard byte(index + 1, is: UInt8(ascii: "\"")), byte(index + 2, is: UInt8(ascii: "\"")) else {
                    return false
                }
                return hasPounds(at: index + 3, count: delimiterLength)
            }
            return hasPounds(at: index + 1, count: delimiterLength)
        }

        /// One token inside a string literal: the closing quote, `\(` (or `\#(`), or a segment up to either.
        /// Returns nil, having popped the string, when a single-line string meets a line break unterminated.
        private mutating func lexInString(isMultiline: Bool, delimiterLength: Int) -> TokenKind? {
            let start = position
            if isClosingQuote(at: position, isMultiline: isMultiline, delimiterLength: delimiterLength) {
                position += (isMultiline ? 3 : 1) + delimiterLength
                states.removeLast()
                return .stringQuote
            }
            if buffer[position] == UInt8(ascii: "\\"), hasPounds(at: position + 1, count: delimiterLength),
                byte(position + 1 + delimiterLength, is: UInt8(ascii: "("))
            {
                position += 2 + delimiterLength
                states.append(.interpolation(parenDepth: 0))
                return .interpolationStart
            }
            while position < buffer.count {
                let byte = buffer[position]
                if byte == UInt8(ascii: "\\") {
                    guard hasPounds(at: position + 1, count: delimiterLength) else {
                        position += 1
                        continue
                    }
                    let escaped = position + 1 + delimiterLength
                    if escaped >= buffer.count {
                        position = buffer.count
                        break
                    }
                    let next = buffer[escaped]
                    if next == UInt8(ascii: "(") { break }
                    if !isMultiline && (next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")) {
                        position = escaped
                        break
                    }
                    position = escaped + 1
                } else if byte == UInt8(ascii: "\"") {
                    if isClosingQuote(at: position, isMultiline: isMultiline, delimiterLength: delimiterLength) {
                        break
                    }
                    position += 1
                } else if !isMultiline && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) {
                    break
                } else {
                    position += 1
                }
            }
            if position == start {
                states.removeLast()
                return nil
            }
            return .stringSegment
        }
    }
}
