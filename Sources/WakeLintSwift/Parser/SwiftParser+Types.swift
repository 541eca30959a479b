extension SwiftParser {
    /// Skips a type (`[String: Any]?`, `(Int) async throws -> Void`, `some View`, `A & B`, `Foo<Bar>.Baz`)
    /// and returns its byte range, or nil (cursor unchanged) when no type starts here.
    mutating func parseType() -> Range<Int>? {
        let start = index
        // One loop over the parts of `A & B`, `(X) async throws -> Y -> Z`: no recursion, whatever the input.
        while true {
            let partStart = index
            skipTypePrefixes()
            let isNamedType = current.kind == .identifier || isKeyword(current, .Self) || isKeyword(current, .Any)
            if isNamedType {
                advance()
                skipTypeGenericArguments()
                while current.kind == .period, peek(1).kind == .identifier || peek(1).kind == .keyword {
                    advance()
                    advance()
                    skipTypeGenericArguments()
                }
            } else if current.kind == .leftParen || current.kind == .leftBracket {
                skipBalanced()
                // `(any P & Q).Type`, `[Int].Element`
                while current.kind == .period, peek(1).kind == .identifier || peek(1).kind == .keyword {
                    advance()
                    advance()
                }
            } else {
                index = partStart
                if partStart == start { return nil }
                break
            }
            // Postfix: optionals and variadics.
            while current.kind == .operator && !hasSpace(before: index)
                    && bytes[current.range].allSatisfy({ $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }) {
                advance()
            }
            if isOperator(current, "&") {
                advance()
                continue
            }
            // Effects belong to the type only when an arrow follows (a function type).
            var lookahead = index
            while lookahead < tokens.count - 1,
                  isIdentifier(tokens[lookahead], "async") || isKeyword(tokens[lookahead], .throws) || isKeyword(tokens[lookahead], .rethrows) {
                lookahead += 1
                if tokens[lookahead].kind == .leftParen, let close = matchingCloser(from: lookahead) { lookahead = close + 1 }
            }
            if isOperator(tokens[lookahead], "->") {
                index = lookahead
                advance()
                continue
            }
            break
        }
        return range(from: start)
    }

    /// Attributes and specifiers before a type: `@escaping`, `@Sendable`, `inout`, `some`, `any`, `~Copyable`.
    mutating func skipTypePrefixes() {
        while true {
            if current.kind == .atSign {
                advance()
                if current.kind == .leftParen && !hasSpace(before: index) { skipBalanced() }
            } else if isKeyword(current, .inout) || isOperator(current, "~") {
                advance()
            } else if current.kind == .identifier && isWord(current, in: Self.typeSpecifiers) && isTypeStart(peek(1)) {
                advance()
            } else {
                return
            }
        }
    }

    static let typeSpecifiers = WordSet(["some", "any", "borrowing", "consuming", "sending", "each", "repeat", "isolated"])

    func isTypeStart(_ token: Token) -> Bool {
        token.kind == .identifier || token.kind == .leftParen || token.kind == .leftBracket || token.kind == .atSign
            || (token.kind == .keyword && (self.is(token, "Self") || self.is(token, "Any")))
    }

    /// Index of the closer matching the opener at `position`, or nil when it is not closed.
    func matchingCloser(from position: Int) -> Int? {
        var copy = self
        copy.index = position
        copy.skipBalanced()
        let closing = copy.index - 1
        return closing > position && SwiftParser.closer(of: tokens[position].kind) == tokens[closing].kind ? closing : nil
    }

    /// Generic arguments after a type name. A spaced `<` opens them too, as in swift-syntax (`-> Set <Executable>`
    /// was left unskipped and the function's body became a closure), when what follows the `>` ends a type, so
    /// a comparison after a cast (`x as Double < y && z > w`) stays one.
    mutating func skipTypeGenericArguments() {
        guard current.kind == .operator && bytes[current.range.lowerBound] == UInt8(ascii: "<") else { return }
        if !hasSpace(before: index) {
            _ = skipGenericArguments()
        } else if self.is(current, "<") && !current.isAtStartOfLine {
            let start = index
            guard skipGenericArguments() else { return }
            let next = current
            switch next.kind {
            case .leftBrace, .rightBrace, .rightParen, .rightBracket, .comma, .colon, .period, .endOfFile: return
            case .operator where self.is(next, "=") || self.is(next, "?") || self.is(next, "!") || self.is(next, "->"): return
            default: if next.isAtStartOfLine || isKeyword(next, .where) { return }
            }
            index = start
        }
    }

    /// Skips `<…>` starting at an operator token that begins with `<`. Operator tokens are counted by their
    /// angle characters, so `>>` and `>?` close two levels or close and make optional. Restores the cursor
    /// and returns false when the tokens cannot be generic arguments (a comparison, say). `openDepth`: how
    /// many `<` an already consumed token opened (`func ==<T>`, lexed as `==<`).
    ///
    /// A scan that fails where any scan would (the end, `&&`, a token no type holds) is remembered: from any
    /// token it stepped over after its last `>` and skipped group, a scan meets the same tokens with no `>`
    /// among them and fails at the same place. Without that, `Array<`
    /// repeated with no `>` after it was scanned to its end again from every `<` (quadratic; a fuzzer's input).
    mutating func skipGenericArguments(openDepth: Int = 0) -> Bool {
        if unclosedGenericArguments.contains(index) { return false }
        let start = index
        var depth = openDepth
        // The first token after the last one holding `>` or ending a skipped group.
        var closeFree = start
        func fail(_ parser: inout SwiftParser) -> Bool {
            parser.unclosedGenericArguments = closeFree..<parser.index
            parser.index = start
            return false
        }
        while !isAtEnd {
            let token = current
            if isOperator(token, "->") {
                advance()
                continue
            }
            switch token.kind {
            case .operator:
                // `A & B` composes protocols; `&&` never appears in a type (`a < b && c > d` is a comparison).
                if self.is(token, "&&") { return fail(&self) }
                var closedHere = false
                for byte in bytes[token.range] {
                    switch byte {
                    case UInt8(ascii: "<"): depth += 1
                    case UInt8(ascii: ">"):
                        depth -= 1
                        if depth == 0 { closedHere = true }
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "="), UInt8(ascii: "~"):
                        break
                    default:
                        return fail(&self)
                    }
                    if depth < 0 {
                        // Not remembered: a scan that starts deeper may close here instead.
                        index = start
                        return false
                    }
                }
                advance()
                if closedHere && depth == 0 { return true }
                if bytes[token.range].contains(UInt8(ascii: ">")) { closeFree = index }
            case .identifier, .keyword, .period, .comma, .colon, .integerLiteral:
                advance()
            case .leftParen, .leftBracket:
                skipBalanced()
                closeFree = index
            case .atSign:
                advance()
            default:
                return fail(&self)
            }
        }
        return fail(&self)
    }
}
