/// Patterns and case items into the flat tree, parsed by sub-parsers over the extent the statement chose.
extension SwiftParser {
    /// A parser over the tokens `start..<end` of this one, followed by an end of file: patterns and `#if`
    /// conditions are parsed inside the extent the statement parser already chose, so they can never move
    /// where the statement (or the rest of the file) continues.
    func subParser(from start: Int, to end: Int) -> SwiftParser {
        let lower = max(0, min(start, tokens.count - 1))
        let upper = max(lower, min(end, tokens.count - 1))
        let endOffset = upper > lower ? tokens[upper - 1].range.upperBound : tokens[lower].range.lowerBound
        var slice = Array(tokens[lower..<upper])
        slice.append(
            Token(
                kind: .endOfFile, range: endOffset..<endOffset, leadingTrivia: endOffset..<endOffset,
                trailingTrivia: endOffset..<endOffset, isAtStartOfLine: true, keyword: nil))
        var parser = SwiftParser(tokens: slice, bytes: bytes, builder: builder)
        parser.depth = depth
        return parser
    }

    /// Recovery inside a pattern list: whatever is left of an item, up to the next top-level `,`.
    mutating func skipToNextItem() {
        while !isAtEnd && current.kind != .comma { skipBalanced() }
    }

    func startsMemberOrCall(_ token: Token) -> Bool {
        token.kind == .period || (token.kind == .leftParen && !hasSpace(before: index + 1))
    }

    /// `Tree<Command>.Error.cycle(let c)`: generic arguments of a type component stay part of its name
    /// (so the pattern is no expression, and it binds `c`).
    mutating func skipTypeComponentGenericArguments(_ components: inout [String]) {
        guard current.kind == .operator, !hasSpace(before: index), bytes[current.range.lowerBound] == UInt8(ascii: "<"),
            !components.isEmpty
        else { return }
        let genericStart = index
        guard skipGenericArguments(), current.kind == .period else {
            index = genericStart
            return
        }
        components[components.count - 1] += text(from: genericStart)
    }

    mutating func buildCaseItems() -> NodeList<CaseItemNode> {
        let items = builder.caseItems.count
        while !isAtEnd {
            let start = index
            let pattern =
                isKeyword(current, .where)
                ? builder.pattern(.wildcard, current.range.lowerBound..<current.range.lowerBound)
                : buildPattern(bindsNames: false)
            var whereClause: ExpressionID?
            if isKeyword(current, .where) {
                advance()
                whereClause = buildExpression(trailingClosures: false)
            }
            skipToNextItem()
            builder.caseItems.push(
                CaseItemNode(pattern: pattern, whereClause: whereClause, span: ByteSpan(range(from: start))))
            if current.kind == .comma { advance() }
        }
        return builder.caseItemList(from: items)
    }

    mutating func buildPattern(bindsNames: Bool) -> PatternID {
        let start = index
        if depth >= Self.maxDepth {
            skipBalanced()
            return builder.pattern(.invalid, range(from: start))
        }
        depth += 1
        defer { depth -= 1 }
        var pattern = buildPrimaryPattern(bindsNames: bindsNames)
        while !isAtEnd {
            if current.kind == .operator && !hasSpace(before: index) && self.is(current, "?") {
                advance()
                pattern = builder.pattern(.optional(pattern), range(from: start))
            } else if isKeyword(current, .as) {
                advance()
                guard let type = parseType() else { break }
                pattern = builder.pattern(.cast(pattern, type: builder.text(type)), range(from: start))
            } else {
                break
            }
        }
        return pattern
    }

    private mutating func buildPrimaryPattern(bindsNames: Bool) -> PatternID {
        let start = index
        let token = current
        if let keyword = token.keyword, keyword == .let || keyword == .var {
            advance()
            let inner = buildPattern(bindsNames: true)
            return builder.pattern(.binding(specifier: builder.string(keyword.rawValue), inner), range(from: start))
        }
        if isKeyword(token, .is) {
            advance()
            guard let type = parseType() else { return buildInvalidPattern(from: start) }
            return builder.pattern(.isType(builder.text(type)), range(from: start))
        }
        if token.kind == .identifier && self.is(token, "_") && !startsMemberOrCall(peek(1)) {
            advance()
            return builder.pattern(.wildcard, range(from: start))
        }
        if token.kind == .leftParen {
            advance()
            let elements = buildPatternElements(bindsNames: bindsNames)
            // `(p)` is just `p`, as in Swift.
            if elements.count == 1 {
                let element = builder.tree.patternElements[Int(elements.start)]
                if element.label == nil { return element.pattern }
            }
            return builder.pattern(.tuple(elements), range(from: start))
        }
        if let enumCase = buildEnumCasePattern(bindsNames: bindsNames) { return enumCase }
        if bindsNames, token.kind == .identifier || token.kind == .keyword, !startsMemberOrCall(peek(1)) {
            advance()
            return builder.pattern(.identifier(builder.name(token)), range(from: start))
        }
        let expression = buildExpression(trailingClosures: false, stopsAtAssignment: true)
        if builder.isMissing(expression), index == start { return buildInvalidPattern(from: start) }
        return builder.pattern(.expression(expression), range(from: start))
    }

    private mutating func buildInvalidPattern(from start: Int) -> PatternID {
        index = start
        skipBalanced()
        while !isAtEnd && current.kind != .comma && !isKeyword(current, .where) { skipBalanced() }
        return builder.pattern(.invalid, range(from: start))
    }

    private mutating func buildEnumCasePattern(bindsNames: Bool) -> PatternID? {
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
        while current.kind == .period, !hasSpace(before: index) || current.isAtStartOfLine,
            peek(1).kind == .identifier || peek(1).kind == .keyword
        {
            advance()
            components.append(name(current))
            advance()
            skipTypeComponentGenericArguments(&components)
        }
        guard components.count >= (tokens[start].kind == .period ? 1 : 2) else {
            index = start
            return nil
        }
        var arguments: NodeList<PatternElementNode>?
        if current.kind == .leftParen && !hasSpace(before: index) {
            advance()
            arguments = buildPatternElements(bindsNames: bindsNames)
        }
        if !isAtEnd && current.kind != .comma && current.kind != .colon && current.kind != .rightParen
            && !isKeyword(current, .where)
            && !isKeyword(current, .as) && !isKeyword(current, .in) && !isOperator(current, "=")
            && !(current.kind == .operator && self.is(current, "?") && !hasSpace(before: index))
        {
            index = start
            return nil
        }
        let name = components.removeLast()
        let type = components.isEmpty ? nil : builder.string(components.joined(separator: "."))
        return builder.pattern(
            .enumCase(type: type, name: builder.string(name), arguments: arguments), range(from: start))
    }

    private mutating func buildPatternElements(bindsNames: Bool) -> NodeList<PatternElementNode> {
        let elements = builder.patternElements.count
        while !isAtEnd && current.kind != .rightParen {
            if current.kind == .comma {
                advance()
                continue
            }
            if current.kind == .rightBrace || current.kind == .rightBracket { break }
            let start = index
            var label: StringID?
            if (current.kind == .identifier || current.kind == .keyword) && peek(1).kind == .colon {
                label = builder.name(current)
                advance()
                advance()
            }
            let pattern = buildPattern(bindsNames: bindsNames)
            while !isAtEnd && current.kind != .comma && current.kind != .rightParen && current.kind != .rightBrace
                && current.kind != .rightBracket
            {
                skipBalanced()
            }
            if index > start { builder.patternElements.push(PatternElementNode(label: label, pattern: pattern)) }
            if index == start { advance() }
        }
        if current.kind == .rightParen { advance() }
        return builder.patternElementList(from: elements)
    }
}
