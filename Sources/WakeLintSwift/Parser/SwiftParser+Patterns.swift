extension SwiftParser {
    /// A parser over the tokens `start..<end` of this one, followed by an end of file: patterns and `#if`
    /// conditions are parsed inside the extent the statement parser already chose, so they can never move
    /// where the statement (or the rest of the file) continues.
    func subParser(from start: Int, to end: Int) -> SwiftParser {
        let lower = max(0, min(start, tokens.count - 1))
        let upper = max(lower, min(end, tokens.count - 1))
        let endOffset = upper > lower ? tokens[upper - 1].range.upperBound : tokens[lower].range.lowerBound
        var slice = Array(tokens[lower..<upper])
        slice.append(Token(kind: .endOfFile, range: endOffset..<endOffset, leadingTrivia: endOffset..<endOffset,
                           trailingTrivia: endOffset..<endOffset, isAtStartOfLine: true, keyword: nil))
        var parser = SwiftParser(tokens: slice, bytes: bytes, builder: builder)
        parser.depth = depth
        return parser
    }

    /// `item, item where condition, …` of a `case` label or `catch` clause, up to the end of the tokens.
    mutating func parseCaseItems() -> [CaseItem] {
        var items: [CaseItem] = []
        while !isAtEnd {
            let start = index
            // `catch where isFatal(error)`: no pattern, only a condition (read as a pattern, it was lost).
            let pattern = isKeyword(current, .where)
                ? Pattern(.wildcard, range: current.range.lowerBound..<current.range.lowerBound) : parsePattern(bindsNames: false)
            var whereClause: Expression?
            if isKeyword(current, .where) {
                advance()
                whereClause = parseExpression(trailingClosures: false)
            }
            skipToNextItem()
            items.append(CaseItem(pattern: pattern, whereClause: whereClause, range: range(from: start)))
            if current.kind == .comma { advance() }
        }
        return items
    }

    /// Recovery inside a pattern list: whatever is left of an item, up to the next top-level `,`.
    mutating func skipToNextItem() {
        while !isAtEnd && current.kind != .comma { skipBalanced() }
    }

    /// One pattern with its postfix `?` and `as Type`. `bindsNames`: inside `let`/`var` or a `for` loop,
    /// where a bare name binds instead of naming a value to compare with.
    mutating func parsePattern(bindsNames: Bool) -> Pattern {
        let start = index
        if depth >= Self.maxDepth {
            skipBalanced()
            return Pattern(.invalid, range: range(from: start))
        }
        depth += 1
        defer { depth -= 1 }
        var pattern = parsePrimaryPattern(bindsNames: bindsNames)
        while !isAtEnd {
            if current.kind == .operator && !hasSpace(before: index) && self.is(current, "?") {
                advance()
                pattern = Pattern(.optional(pattern), range: range(from: start))
            } else if isKeyword(current, .as) {
                advance()
                guard let type = parseType() else { break }
                pattern = Pattern(.cast(pattern, type: text(type)), range: range(from: start))
            } else {
                break
            }
        }
        return pattern
    }

    private mutating func parsePrimaryPattern(bindsNames: Bool) -> Pattern {
        let start = index
        let token = current
        if let keyword = token.keyword, keyword == .let || keyword == .var {
            advance()
            let inner = parsePattern(bindsNames: true)
            return Pattern(.binding(specifier: keyword.rawValue, inner), range: range(from: start))
        }
        if isKeyword(token, .is) {
            advance()
            guard let type = parseType() else { return invalidPattern(from: start) }
            return Pattern(.isType(text(type)), range: range(from: start))
        }
        if token.kind == .identifier && self.is(token, "_") && !startsMemberOrCall(peek(1)) {
            advance()
            return Pattern(.wildcard, range: range(from: start))
        }
        if token.kind == .leftParen {
            advance()
            let elements = parsePatternElements(bindsNames: bindsNames)
            // `(p)` is just `p`, as in Swift.
            if elements.count == 1, elements[0].label == nil, let inner = elements.first?.pattern { return inner }
            return Pattern(.tuple(elements), range: range(from: start))
        }
        if let enumCase = parseEnumCasePattern(bindsNames: bindsNames) { return enumCase }
        if bindsNames, token.kind == .identifier || token.kind == .keyword, !startsMemberOrCall(peek(1)) {
            advance()
            return Pattern(.identifier(name(token)), range: range(from: start))
        }
        let expression = parseExpression(trailingClosures: false, stopsAtAssignment: true)
        if case .missing = expression.kind, index == start { return invalidPattern(from: start) }
        return Pattern(.expression(expression), range: range(from: start))
    }

    func startsMemberOrCall(_ token: Token) -> Bool {
        token.kind == .period || (token.kind == .leftParen && !hasSpace(before: index + 1))
    }

    /// Nothing here is a pattern: the tokens up to the next `,` (or the end) are skipped as one invalid pattern.
    private mutating func invalidPattern(from start: Int) -> Pattern {
        index = start
        skipBalanced()
        while !isAtEnd && current.kind != .comma && !isKeyword(current, .where) { skipBalanced() }
        return Pattern(.invalid, range: range(from: start))
    }

    /// `.name`, `A.B.name`, optionally with `(payload patterns)`; nil (cursor unchanged) for other shapes,
    /// including member chains that go on as an expression (`.a ... .b`, `x.count > 0`).
    private mutating func parseEnumCasePattern(bindsNames: Bool) -> Pattern? {
        let start = index
        var components: [String] = []
        if current.kind == .period {
            advance()
            guard current.kind == .identifier || current.kind == .keyword else {
                index = start
                return nil
            }
            components.append(name(current))
            advance()
        } else if current.kind == .identifier || isKeyword(current, .Self) {
            components.append(name(current))
            advance()
            skipTypeComponentGenericArguments(&components)
            guard current.kind == .period else {
                index = start
                return nil
            }
        } else {
            return nil
        }
        // A member on the next line continues the name (`catch Tree<C>.InitializationError` ⏎ `.cycle(let c)`).
        while current.kind == .period, !hasSpace(before: index) || current.isAtStartOfLine,
              peek(1).kind == .identifier || peek(1).kind == .keyword {
            advance()
            components.append(name(current))
            advance()
            skipTypeComponentGenericArguments(&components)
        }
        guard components.count >= (tokens[start].kind == .period ? 1 : 2) else {
            index = start
            return nil
        }
        var arguments: [Pattern.Element]?
        if current.kind == .leftParen && !hasSpace(before: index) {
            advance()
            arguments = parsePatternElements(bindsNames: bindsNames)
        }
        // Anything but the end of this pattern means an expression (`x.count > 0`, `.a...`): reparse as one.
        // A `)` ends a nested pattern: `.alert(.presented(let action))`, `(.some(let a), .none)`.
        if !isAtEnd && current.kind != .comma && current.kind != .colon && current.kind != .rightParen && !isKeyword(current, .where)
            && !isKeyword(current, .as) && !isKeyword(current, .in) && !isOperator(current, "=")
            && !(current.kind == .operator && self.is(current, "?") && !hasSpace(before: index)) {
            index = start
            return nil
        }
        let name = components.removeLast()
        let type = components.isEmpty ? nil : components.joined(separator: ".")
        return Pattern(.enumCase(type: type, name: name, arguments: arguments), range: range(from: start))
    }

    /// `Tree<Command>.Error.cycle(let c)`: generic arguments of a type component stay part of its name
    /// (without this, the pattern was an expression and `c` was not bound).
    mutating func skipTypeComponentGenericArguments(_ components: inout [String]) {
        guard current.kind == .operator, !hasSpace(before: index), bytes[current.range.lowerBound] == UInt8(ascii: "<"),
              !components.isEmpty else { return }
        let genericStart = index
        guard skipGenericArguments(), current.kind == .period else {
            index = genericStart
            return
        }
        components[components.count - 1] += text(from: genericStart)
    }

    /// `label: pattern, pattern, …)` after an opening parenthesis (consumed up to and with the `)`).
    private mutating func parsePatternElements(bindsNames: Bool) -> [Pattern.Element] {
        var elements: [Pattern.Element] = []
        while !isAtEnd && current.kind != .rightParen {
            if current.kind == .comma {
                advance()
                continue
            }
            if current.kind == .rightBrace || current.kind == .rightBracket { break }
            let start = index
            var label: String?
            if (current.kind == .identifier || current.kind == .keyword) && peek(1).kind == .colon {
                label = name(current)
                advance()
                advance()
            }
            let pattern = parsePattern(bindsNames: bindsNames)
            while !isAtEnd && current.kind != .comma && current.kind != .rightParen && current.kind != .rightBrace
                    && current.kind != .rightBracket {
                skipBalanced()
            }
            if index > start { elements.append(Pattern.Element(label: label, pattern: pattern)) }
            if index == start { advance() }
        }
        if current.kind == .rightParen { advance() }
        return elements
    }
}
