/// Expressions into the flat tree (`SyntaxTree`), with the tests of what comes next that they share.
extension SwiftParser {
    /// Swift's rule: an operator with whitespace on both sides or on neither is binary.
    func isBinaryOperator(at position: Int) -> Bool {
        let previous = position > 0 ? tokens[position - 1].kind : .leftParen
        let next = tokens[min(position + 1, tokens.count - 1)].kind
        let leftBound: Bool
        switch previous {
        case .leftParen, .leftBracket, .leftBrace, .comma, .semicolon, .colon: leftBound = false
        default: leftBound = !hasSpace(before: position)
        }
        let rightBound: Bool
        switch next {
        case .rightParen, .rightBracket, .rightBrace, .comma, .semicolon, .colon, .endOfFile: rightBound = false
        default: rightBound = !hasSpace(after: position)
        }
        if leftBound && !rightBound { return false }
        if !leftBound && rightBound { return false }
        // `a?.b` / `a!`: a left-bound `?` or `!` is postfix even when something follows.
        if leftBound, bytes[tokens[position].range].allSatisfy({ $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }) {
            return false
        }
        return true
    }

    /// Whether a token after `unsafe` begins its operand: a name, keyword or literal, not what would use a variable
    /// named `unsafe` (`unsafe.count`, `unsafe(x)`, `unsafe[0]`, `unsafe { … }`).
    func startsUnsafeOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .period, .leftParen, .leftBracket, .leftBrace: return false
        default: return startsOperand(token)
        }
    }

    /// Whether a token can begin an operand (used to tell `await x` from a variable named `await`).
    func startsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .integerLiteral, .floatLiteral, .stringQuote, .regexLiteral, .leftParen, .leftBracket,
            .leftBrace, .backslash, .pound:
            return true
        case .keyword:
            return !(token.keyword == .as || token.keyword == .is || token.keyword == .in || token.keyword == .else)
        case .period:
            return true
        default:
            return false
        }
    }

    /// Whether `#if` at the cursor continues the expression before it: its first clause starts with `.member`
    /// (SwiftUI modifiers for one platform). A statement never starts with `.`, so nothing else is taken.
    func isPostfixIfConfigStart() -> Bool {
        guard current.isAtStartOfLine, self.is(current, "#if") else { return false }
        var position = index + 1
        while position < tokens.count - 1, !tokens[position].isAtStartOfLine { position += 1 }
        return tokens[position].kind == .period
    }

    /// Whether `(` at the cursor starts `(label:label:)` with no values: one or more names each directly
    /// followed by `:`, then `)`.
    func isCompoundNameSuffix() -> Bool {
        var position = index + 1
        var labels = 0
        while position + 1 < tokens.count {
            let token = tokens[position]
            if token.kind == .rightParen { return labels > 0 }
            // Labels may start a new line (`urlSession(\n _:dataTask:)`), and are attached to their colon unless
            // what follows the colon is no value (`#selector(tapped(_ :))`; `f(x : y)` is a call).
            guard token.kind == .identifier || token.kind == .keyword, tokens[position + 1].kind == .colon else {
                return false
            }
            if hasSpace(before: position + 1) {
                let after = tokens[position + 2]
                let nextLabel =
                    (after.kind == .identifier || after.kind == .keyword)
                    && position + 3 < tokens.count && tokens[position + 3].kind == .colon
                guard after.kind == .rightParen || nextLabel else { return false }
            }
            labels += 1
            position += 2
        }
        return false
    }

    /// What may follow `Name<Args>` in an expression for the angle brackets to be generic arguments.
    func endsGenericSpecialization(_ token: Token) -> Bool {
        switch token.kind {
        case .leftParen, .period, .rightParen, .rightBracket, .rightBrace, .comma, .colon, .semicolon, .endOfFile,
            .leftBrace:
            return true
        case .operator:
            return self.is(token, "?") || self.is(token, "!") || self.is(token, "==") || self.is(token, "!=")
        default:
            return token.isAtStartOfLine
        }
    }

    /// In a statement head, where `{` opens the body, whether the `{` at the cursor is a trailing closure all
    /// the same, decided as swift-syntax does: its first token is on its line and its `}` is followed by the
    /// body's `{`, `where` or `,`, or on that line by a postfix or binary continuation. Swift compiles
    /// `if tasks.contains { $0.id == id } { … }` with a warning: the first `{ … }` is a closure, the second
    /// the body.
    func isTrailingClosureInCondition() -> Bool {
        guard current.kind == .leftBrace, !peek(1).isAtStartOfLine else { return false }
        // Bounded, so a long one-line body is not rescanned by every enclosing statement head.
        let limit = min(tokens.count - 1, index + 2_000)
        var position = index + 1
        var depth = 1
        while position < limit {
            let kind = tokens[position].kind
            if kind == .leftBrace { depth += 1 } else if kind == .rightBrace { depth -= 1 }
            position += 1
            if depth == 0 { break }
        }
        guard depth == 0 else { return false }
        let next = tokens[position]
        switch next.kind {
        case .leftBrace, .comma:
            return true
        case .leftBracket, .leftParen, .period, .operator:
            return !next.isAtStartOfLine
        case .keyword:
            return isKeyword(next, .where) || (!next.isAtStartOfLine && (isKeyword(next, .is) || isKeyword(next, .as)))
        default:
            return false
        }
    }

    /// A `{` that is a trailing closure, not an observer block (`= 0 { didSet { … } }`).
    func isTrailingClosureStart() -> Bool {
        guard current.kind == .leftBrace else { return false }
        let next = peek(1)
        return !(next.kind == .identifier && (self.is(next, "didSet") || self.is(next, "willSet")))
    }

    mutating func buildExpression(trailingClosures: Bool = true, stopsAtAssignment: Bool = false) -> ExpressionID {
        let start = index
        if depth >= Self.maxDepth {
            skipBalanced()
            return builder.expression(.missing, range(from: start))
        }
        depth += 1
        defer { depth -= 1 }
        let first = buildPrefixExpression(trailingClosures: trailingClosures)
        if builder.isMissing(first) { return first }
        let elements = builder.links.count
        while !isAtEnd {
            let token = current
            if token.kind == .operator && isBinaryOperator(at: index) && !self.is(token, "->") {
                if stopsAtAssignment && self.is(token, "=") { break }
                if builder.links.count == elements { builder.links.push(first.raw) }
                let isTernary = self.is(token, "?")
                builder.links.push(builder.expression(.operator(builder.text(token)), token.range).raw)
                advance()
                if isTernary {
                    builder.links.push(buildExpression(trailingClosures: trailingClosures).raw)
                    guard current.kind == .colon else { break }
                    builder.links.push(builder.expression(.operator(builder.text(current)), current.range).raw)
                    advance()
                }
                builder.links.push(buildPrefixExpression(trailingClosures: trailingClosures).raw)
            } else if let keyword = token.keyword, keyword == .as || keyword == .is {
                if builder.links.count == elements { builder.links.push(first.raw) }
                let castStart = index
                advance()
                if current.kind == .operator && !hasSpace(before: index)
                    && (self.is(current, "?") || self.is(current, "!"))
                {
                    advance()
                }
                // `as?` is written without a space, so the word is the source text of its tokens.
                let word = builder.text(range(from: castStart))
                let type = parseType() ?? current.range.lowerBound..<current.range.lowerBound
                builder.links.push(
                    builder.expression(.cast(word, type: builder.text(type)), range(from: castStart)).raw)
            } else {
                break
            }
        }
        if builder.links.count == elements { return first }
        let operands: LinkList<ExpressionNode> = builder.linkList(from: elements)
        return builder.expression(.sequence(operands), range(from: start))
    }

    mutating func buildPrefixExpression(trailingClosures: Bool) -> ExpressionID {
        let start = index
        if depth >= Self.maxDepth {
            skipBalanced()
            return builder.expression(.missing, range(from: start))
        }
        depth += 1
        defer { depth -= 1 }
        let token = current
        if isKeyword(token, .try) {
            advance()
            if current.kind == .operator && !hasSpace(before: index) && (self.is(current, "?") || self.is(current, "!"))
            {
                advance()
            }
            let word = builder.text(range(from: start))
            let operand = buildExpression(trailingClosures: trailingClosures)
            return builder.expression(.try(word, operand), range(from: start))
        }
        let prefixOperatorFollows =
            peek(1).kind == .operator && hasSpace(before: index + 1) && !hasSpace(after: index + 1)
        if isIdentifier(token, "await") && (startsOperand(peek(1)) || prefixOperatorFollows) && !peek(1).isAtStartOfLine
        {
            advance()
            let operand = buildExpression(trailingClosures: trailingClosures)
            return builder.expression(.await(operand), range(from: start))
        }
        if isIdentifier(token, "unsafe"), !peek(1).isAtStartOfLine,
            startsUnsafeOperand(peek(1)) || prefixOperatorFollows
        {
            advance()
            let operand = buildExpression(trailingClosures: trailingClosures)
            return builder.expression(.prefix(operator: builder.text(token), operand), range(from: start))
        }
        let next = peek(1)
        if !next.isAtStartOfLine,
            (isKeyword(token, .repeat) && next.kind != .leftBrace && startsOperand(next))
                || (token.kind == .identifier
                    && (self.is(token, "each") || self.is(token, "consume") || self.is(token, "copy"))
                    && (next.kind == .identifier || isKeyword(next, .self)))
        {
            advance()
            let operand = buildPrefixExpression(trailingClosures: trailingClosures)
            return builder.expression(.prefix(operator: builder.text(token), operand), range(from: start))
        }
        if token.kind == .operator {
            let next = peek(1).kind
            if next == .comma || next == .rightParen || next == .rightBracket || next == .endOfFile {
                advance()
                return builder.expression(.operator(builder.text(token)), token.range)
            }
            advance()
            let operand = buildPrefixExpression(trailingClosures: trailingClosures)
            return builder.expression(.prefix(operator: builder.text(token), operand), range(from: start))
        }
        return buildPostfixExpression(trailingClosures: trailingClosures)
    }

    mutating func buildPostfixExpression(trailingClosures: Bool) -> ExpressionID {
        let start = index
        var expression = buildPrimary(trailingClosures: trailingClosures)
        if builder.isMissing(expression) { return expression }
        var links = 0
        while !isAtEnd && depth + links < Self.maxDepth {
            links += 1
            let token = current
            switch token.kind {
            case .period:
                advance()
                let next = current
                guard next.kind == .identifier || next.kind == .keyword || next.kind == .integerLiteral else { break }
                advance()
                expression = builder.expression(.member(base: expression, name: builder.name(next)), range(from: start))
                continue
            case .operator where hasSpace(before: index) && self.is(token, "<"):
                if let specialized = buildSpecialization(of: expression, from: start) {
                    expression = specialized
                    continue
                }
            case .operator where !hasSpace(before: index):
                let chars = bytes[token.range]
                if chars.allSatisfy({ $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }) {
                    advance()
                    for char in chars.prefix(max(1, Self.maxDepth - depth - links)) {
                        expression = builder.expression(
                            char == UInt8(ascii: "?") ? .optionalChain(expression) : .forceUnwrap(expression),
                            range(from: start))
                    }
                    links += chars.count - 1
                    continue
                }
                if chars.first == UInt8(ascii: "<"), let specialized = buildSpecialization(of: expression, from: start)
                {
                    expression = specialized
                    continue
                }
                if !isBinaryOperator(at: index) {
                    advance()
                    expression = builder.expression(
                        .postfix(expression, operator: builder.text(token)), range(from: start))
                    continue
                }
            case .leftParen where !token.isAtStartOfLine && isCompoundNameSuffix():
                var suffix = ""
                while current.kind != .rightParen {
                    suffix += text(current)
                    advance()
                }
                suffix += ")"
                advance()
                switch builder.node(expression) {
                case .identifier(let name):
                    expression = builder.expression(
                        .identifier(builder.string(builder.tree.string(name) + suffix)), range(from: start))
                case .member(let base, let name):
                    expression = builder.expression(
                        .member(base: base, name: builder.string(builder.tree.string(name) + suffix)),
                        range(from: start))
                default:
                    expression = builder.expression(
                        .postfix(expression, operator: builder.string(suffix)), range(from: start))
                }
                continue
            case .leftParen where !token.isAtStartOfLine:
                advance()
                let arguments = buildArguments(closer: .rightParen)
                let call = builder.call(
                    CallNode(
                        callee: expression, arguments: arguments, trailingClosures: NodeList(), hasParentheses: true))
                expression = builder.expression(.call(call), range(from: start))
                expression = buildTrailingClosures(
                    after: expression, from: start, allowed: trailingClosures || isTrailingClosureInCondition())
                continue
            case .leftBracket where !token.isAtStartOfLine:
                advance()
                let arguments = buildArguments(closer: .rightBracket)
                expression = builder.expression(
                    .subscriptCall(base: expression, arguments: arguments), range(from: start))
                continue
            case .leftBrace
            where isTrailingClosureStart() && !(token.isAtStartOfLine && endsWithTrailingClosure(expression))
                && (trailingClosures || isTrailingClosureInCondition()):
                let before = index
                expression = buildTrailingClosures(after: expression, from: start, allowed: true)
                if index != before { continue }
            case .pound where isPostfixIfConfigStart():
                let config = buildIfConfig(.braces)
                expression = builder.expression(.postfixIfConfig(base: expression, config), range(from: start))
                continue
            default:
                break
            }
            break
        }
        return expression
    }

    mutating func buildSpecialization(of base: ExpressionID, from start: Int) -> ExpressionID? {
        let genericStart = index
        guard skipGenericArguments(), endsGenericSpecialization(current) else {
            index = genericStart
            return nil
        }
        return builder.expression(
            .specialized(base, arguments: builder.text(range(from: genericStart))), range(from: start))
    }

    func endsWithTrailingClosure(_ expression: ExpressionID) -> Bool {
        if case .call(let call) = builder.node(expression) {
            return !builder.tree.calls[call.position].trailingClosures.isEmpty
        }
        return false
    }

    mutating func buildTrailingClosures(after expression: ExpressionID, from start: Int, allowed: Bool) -> ExpressionID
    {
        guard allowed, isTrailingClosureStart() else { return expression }
        let closures = builder.trailingClosures.count
        buildTrailingClosureList()
        if case .subscriptCall(let base, let existing) = builder.node(expression) {
            // The closures become the subscript's last arguments: one run with the ones already there.
            let arguments = builder.arguments.count
            for position in existing.positions { builder.arguments.push(builder.tree.arguments[position]) }
            builder.trailingClosures.pop(from: closures) { trailing in
                builder.arguments.push(
                    ArgumentNode(label: trailing.node.label, value: trailing.node.expression, span: trailing.span))
            }
            return builder.expression(
                .subscriptCall(base: base, arguments: builder.argumentList(from: arguments)), range(from: start))
        }
        var call: CallNode
        if case .call(let existing) = builder.node(expression),
            builder.tree.calls[existing.position].trailingClosures.isEmpty
        {
            call = builder.tree.calls[existing.position]
        } else {
            call = CallNode(
                callee: expression, arguments: NodeList(), trailingClosures: NodeList(), hasParentheses: false)
        }
        call.trailingClosures = builder.trailingClosureList(from: closures)
        return builder.expression(.call(builder.call(call)), range(from: start))
    }

    /// `{ … } label: { … } …` at the cursor, pushed on `builder.trailingClosures`.
    private mutating func buildTrailingClosureList() {
        repeat {
            let closureStart = index
            var label: StringID?
            if current.kind != .leftBrace {
                label = builder.name(current)
                advance()
                advance()
            }
            let closure = buildClosure()
            builder.trailingClosures.push(
                TreeBuilder.SpannedTrailingClosure(
                    node: TrailingClosureNode(label: label, expression: closure),
                    span: ByteSpan(range(from: closureStart))))
        } while (current.kind == .identifier || current.kind == .keyword) && !isKeyword(current, .default)
            && peek(1).kind == .colon && peek(2).kind == .leftBrace
    }

    mutating func buildPrimary(trailingClosures: Bool) -> ExpressionID {
        let start = index
        let token = current
        switch token.kind {
        case .identifier:
            advance()
            return builder.expression(.identifier(builder.name(token)), token.range)
        case .keyword:
            switch token.keyword {
            case .self?, .Self?, .super?, .`init`?, .Any?, .public?, .private?, .fileprivate?, .internal?:
                advance()
                return builder.expression(.identifier(builder.text(token)), token.range)
            case .true?, .false?:
                advance()
                return builder.expression(.literal(.boolean), token.range)
            case .nil?:
                advance()
                return builder.expression(.literal(.nil), token.range)
            case .if?:
                let node = StatementNode.if(buildIf())
                let range = range(from: start)
                return builder.expression(.statement(builder.statement(node, range)), range)
            case .switch?:
                let node = buildSwitch()
                let range = range(from: start)
                return builder.expression(.statement(builder.statement(node, range)), range)
            default:
                let next = peek(1).kind
                if next == .comma || next == .rightParen {
                    advance()
                    return builder.expression(.identifier(builder.text(token)), token.range)
                }
                return builder.expression(.missing, token.range.lowerBound..<token.range.lowerBound)
            }
        case .integerLiteral:
            advance()
            return builder.expression(.literal(.integer), token.range)
        case .floatLiteral:
            advance()
            return builder.expression(.literal(.float), token.range)
        case .regexLiteral:
            advance()
            return builder.expression(.literal(.regex), token.range)
        case .stringQuote:
            return buildStringLiteral()
        case .leftParen:
            advance()
            let elements = buildArguments(closer: .rightParen)
            return builder.expression(.tuple(elements), range(from: start))
        case .leftBracket:
            return buildCollectionLiteral()
        case .leftBrace:
            return buildClosure()
        case .period:
            advance()
            let next = current
            guard next.kind == .identifier || next.kind == .keyword else {
                return builder.expression(.missing, range(from: start))
            }
            advance()
            return builder.expression(.member(base: nil, name: builder.name(next)), range(from: start))
        case .backslash:
            advance()
            while !isAtEnd && !hasSpace(before: index) {
                let kind = current.kind
                if kind == .identifier || kind == .keyword || kind == .period {
                    advance()
                } else if kind == .operator
                    && bytes[current.range].allSatisfy({ $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") })
                {
                    advance()
                } else if kind == .leftBracket {
                    skipBalanced()
                } else {
                    break
                }
            }
            return builder.expression(.keyPath(builder.text(range(from: start))), range(from: start))
        case .pound:
            if self.is(token, "#if") || isIfConfigContinuation(token) {
                return builder.expression(.missing, token.range.lowerBound..<token.range.lowerBound)
            }
            advance()
            return builder.expression(.identifier(builder.text(token)), token.range)
        default:
            return builder.expression(.missing, token.range.lowerBound..<token.range.lowerBound)
        }
    }

    mutating func buildArguments(closer: TokenKind) -> NodeList<ArgumentNode> {
        let arguments = builder.arguments.count
        while !isAtEnd && current.kind != closer {
            if current.kind == .comma {
                advance()
                continue
            }
            if current.kind == .rightBrace || (current.kind == .rightParen && closer != .rightParen)
                || (current.kind == .rightBracket && closer != .rightBracket) || current.kind == .interpolationEnd
            {
                break
            }
            let start = index
            var label: StringID?
            if (current.kind == .identifier || current.kind == .keyword) && peek(1).kind == .colon {
                label = builder.name(current)
                advance()
                advance()
            }
            let value = buildExpression()
            while !isAtEnd && current.kind != .comma && current.kind != closer && current.kind != .rightBrace
                && current.kind != .rightParen && current.kind != .rightBracket && current.kind != .interpolationEnd
            {
                skipBalanced()
            }
            if index > start {
                builder.arguments.push(ArgumentNode(label: label, value: value, span: ByteSpan(range(from: start))))
            }
        }
        if current.kind == closer { advance() }
        return builder.argumentList(from: arguments)
    }

    mutating func buildStringLiteral() -> ExpressionID {
        let start = index
        let opening = bytes[current.range]
        let delimiterLength = opening.prefix { $0 == UInt8(ascii: "#") }.count
        let isMultiline = opening.count - delimiterLength >= 3
        advance()
        let interpolations = builder.interpolations.count
        let segments = builder.segments.count
        while !isAtEnd {
            let token = current
            if token.kind == .stringSegment {
                builder.segments.push(ByteSpan(token.range))
                advance()
            } else if token.kind == .interpolationStart {
                advance()
                builder.interpolations.push(buildArguments(closer: .interpolationEnd))
            } else if token.kind == .stringQuote && token.range.lowerBound == tokens[index - 1].range.upperBound
                && !token.hasLeadingTrivia
            {
                advance()
                break
            } else {
                break
            }
        }
        let literal = builder.stringLiteral(
            StringLiteralNode(
                interpolations: builder.interpolationList(from: interpolations),
                segments: builder.segmentList(from: segments),
                delimiterLength: Int32(truncatingIfNeeded: delimiterLength), isMultiline: isMultiline))
        return builder.expression(.string(literal), range(from: start))
    }

    /// `[a, b]`, `[k: v]`, `[:]`. Elements and key-value pairs are kept apart until the literal ends, as
    /// a malformed literal may hold both; the kind decides which list it keeps.
    mutating func buildCollectionLiteral() -> ExpressionID {
        let start = index
        advance()
        var elements: [UInt32] = []
        var pairs: [UInt32] = []
        var isDictionary = false
        while !isAtEnd && current.kind != .rightBracket && current.kind != .rightBrace && current.kind != .rightParen {
            if current.kind == .comma {
                advance()
                continue
            }
            if current.kind == .colon {
                isDictionary = true
                advance()
                continue
            }
            let elementStart = index
            let element = buildExpression()
            if current.kind == .colon {
                isDictionary = true
                advance()
                pairs.append(element.raw)
                pairs.append(buildExpression().raw)
            } else {
                elements.append(element.raw)
            }
            if index == elementStart { skipBalanced() }
        }
        if current.kind == .rightBracket { advance() }
        let links = builder.links.count
        for id in isDictionary ? pairs : elements { builder.links.push(id) }
        let list: LinkList<ExpressionNode> = builder.linkList(from: links)
        return builder.expression(isDictionary ? .dictionary(list) : .array(list), range(from: start))
    }

    /// A closure as its `.closure` expression.
    mutating func buildClosure() -> ExpressionID {
        let start = index
        advance()
        let signatureStart = index
        var captures = NodeList<CaptureNode>()
        let parameters = builder.links.count
        var hasSignature = false
        var bareNames: Range<Int> = index..<index
        while current.kind == .atSign {
            advance()
            if current.kind == .leftParen && !hasSpace(before: index) { skipBalanced() }
        }
        if current.kind == .leftBracket {
            captures = buildCaptureList()
        }
        if current.kind == .leftParen {
            advance()
            while !isAtEnd && current.kind != .rightParen && current.kind != .leftBrace && current.kind != .rightBrace {
                var lastName: Token?
                while current.kind == .identifier || current.kind == .keyword {
                    lastName = current
                    advance()
                }
                if let lastName { builder.links.push(builder.name(lastName).raw) }
                if current.kind == .colon {
                    advance()
                    _ = parseType()
                }
                while !isAtEnd && current.kind != .comma && current.kind != .rightParen && current.kind != .leftBrace
                    && current.kind != .rightBrace
                {
                    skipBalanced()
                }
                if current.kind == .comma { advance() }
            }
            if current.kind == .rightParen { advance() }
        } else {
            let namesStart = index
            while current.kind == .identifier && !isIdentifier(current, "async") {
                advance()
                guard current.kind == .comma else { break }
                advance()
            }
            bareNames = namesStart..<index
        }
        var isAsync = false
        var isThrowing = false
        parseEffects(isAsync: &isAsync, isThrowing: &isThrowing)
        if isOperator(current, "->") {
            advance()
            _ = parseType()
        }
        if isKeyword(current, .in) {
            advance()
            hasSignature = true
            for position in stride(from: bareNames.lowerBound, to: bareNames.upperBound, by: 2) {
                builder.links.push(builder.name(tokens[position]).raw)
            }
        } else {
            index = signatureStart
            captures = NodeList()
            builder.links.discard(from: parameters)
        }
        let parameterList: LinkList<String> = builder.linkList(from: parameters)
        let body = buildItems(.braces)
        if current.kind == .rightBrace { advance() }
        let range = range(from: start)
        let closure = builder.closure(
            ClosureNode(
                captures: captures, parameters: parameterList, hasSignature: hasSignature,
                body: body, span: ByteSpan(range)))
        return builder.expression(.closure(closure), range)
    }

    mutating func buildCaptureList() -> NodeList<CaptureNode> {
        advance()
        let captures = builder.captures.count
        while !isAtEnd && current.kind != .rightBracket && current.kind != .leftBrace && current.kind != .rightBrace {
            let start = index
            var specifier: StringID?
            if current.kind == .identifier && (self.is(current, "weak") || self.is(current, "unowned"))
                && peek(1).kind != .comma
                && peek(1).kind != .rightBracket && !isOperator(peek(1), "=")
            {
                let specifierStart = index
                advance()
                if current.kind == .leftParen { skipBalanced() }
                specifier = builder.text(range(from: specifierStart))
            }
            var name = ""
            if current.kind == .identifier || current.kind == .keyword {
                name = self.name(current)
                advance()
            }
            var initializer: ExpressionID?
            if isOperator(current, "=") {
                advance()
                initializer = buildExpression()
            }
            while !isAtEnd && current.kind != .comma && current.kind != .rightBracket && current.kind != .leftBrace
                && current.kind != .rightBrace
            {
                skipBalanced()
            }
            if index > start {
                builder.captures.push(
                    CaptureNode(
                        specifier: specifier, name: builder.string(name), initializer: initializer,
                        text: builder.text(range(from: start))))
            }
            if current.kind == .comma { advance() }
        }
        if current.kind == .rightBracket { advance() }
        return builder.captureList(from: captures)
    }
}
