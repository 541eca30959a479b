/// Statements, `#if` blocks and the file's items into the flat tree.
extension SwiftParser {
    /// The token that ends a pattern (besides the `{` of a body, which always does).
    enum PatternEnd {
        case assignment, colon, inKeyword, body
    }

    /// Skips a pattern up to its end token at nesting depth 0, returning its text.
    mutating func skipPattern(until end: PatternEnd) -> String {
        let start = index
        while !isAtEnd && current.kind != .leftBrace && current.kind != .rightBrace {
            switch end {
            case .assignment where isOperator(current, "="): return text(from: start)
            case .colon where current.kind == .colon: return text(from: start)
            case .inKeyword where isKeyword(current, .in): return text(from: start)
            default: skipBalanced()
            }
        }
        return text(from: start)
    }

    /// The file as a flat tree.
    static func buildTree(_ source: SwiftSource) -> SyntaxTree {
        buildTree(tokens: source.tokens, bytes: source.file.bytes)
    }

    static func buildTree(tokens: [Token], bytes: [UInt8]) -> SyntaxTree {
        var parser = SwiftParser(tokens: tokens, bytes: bytes)
        parser.builder.reserve(tokenCount: tokens.count)
        let items = parser.buildItems(.file)
        parser.builder.tree.items = items
        return parser.builder.tree
    }

    mutating func buildItems(_ context: ItemContext) -> NodeList<StatementNode> {
        let items = builder.statements.count
        while !isAtEnd {
            let token = current
            if token.kind == .rightBrace && context != .file { break }
            if isIfConfigContinuation(token) && ifConfigDepth > 0 { break }
            if context == .caseBody {
                if startsSwitchCase() { break }
                if token.kind == .pound && self.is(token, "#if") && ifConfigWrapsSwitchCases() { break }
            }
            if token.kind == .semicolon {
                advance()
                continue
            }
            let start = index
            let item: TreeBuilder.SpannedStatement
            if context == .switchCases && startsSwitchCase() {
                item = buildSwitchCase()
            } else {
                item = buildStatement(context)
            }
            if index == start {
                skipBalanced()
                builder.statements.push(
                    TreeBuilder.SpannedStatement(node: .unknown, span: ByteSpan(range(from: start))))
            } else {
                builder.statements.push(item)
            }
        }
        return builder.statementList(from: items)
    }

    mutating func buildBlock() -> NodeList<StatementNode> {
        guard current.kind == .leftBrace else { return NodeList() }
        advance()
        let items = buildItems(.braces)
        if current.kind == .rightBrace { advance() }
        return items
    }

    /// A statement and its range, not yet in a list.
    mutating func buildStatement(_ context: ItemContext) -> TreeBuilder.SpannedStatement {
        let start = index
        if depth >= Self.maxDepth {
            skipBalanced()
            return spanned(.unknown, from: start)
        }
        depth += 1
        defer { depth -= 1 }
        if current.kind == .identifier, peek(1).kind == .colon, let keyword = peek(2).keyword,
            [.for, .while, .repeat, .do, .if, .switch].contains(keyword)
        {
            advance()
            advance()
        }
        let token = current
        if token.kind == .keyword, let keyword = token.keyword {
            switch keyword {
            case .if: return spanned(.if(buildIf()), from: start)
            case .guard: return spanned(buildGuard(), from: start)
            case .switch: return spanned(buildSwitch(), from: start)
            case .do: return spanned(buildDo(), from: start)
            case .for: return spanned(buildForIn(), from: start)
            case .while:
                advance()
                let conditions = buildConditions()
                let body = buildBlock()
                return spanned(.while(builder.whileNode(WhileNode(conditions: conditions, body: body))), from: start)
            case .repeat:
                advance()
                let body = buildBlock()
                var condition: ExpressionID?
                if isKeyword(current, .while) {
                    advance()
                    condition = buildExpression(trailingClosures: false)
                }
                return spanned(.repeat(builder.repeatNode(RepeatNode(body: body, condition: condition))), from: start)
            case .defer:
                advance()
                return spanned(.defer(buildBlock()), from: start)
            case .return:
                advance()
                return spanned(.return(buildOptionalValue()), from: start)
            case .throw:
                advance()
                return spanned(.throw(buildOptionalValue()), from: start)
            case .break, .continue, .fallthrough:
                let word = keyword.rawValue
                advance()
                if current.kind == .identifier && !current.isAtStartOfLine { advance() }
                return spanned(.jump(builder.string(word)), from: start)
            default:
                break
            }
        }
        if token.kind == .pound && self.is(token, "#if") {
            return spanned(.ifConfig(buildIfConfig(context)), from: start)
        }
        if let declaration = buildDeclaration() {
            return TreeBuilder.SpannedStatement(
                node: .declaration(declaration), span: builder.tree.declarations[declaration.position].span)
        }
        let expression = buildExpression()
        if builder.isMissing(expression), index == start { return spanned(.unknown, from: start) }
        return spanned(.expression(expression), from: start)
    }

    /// `mutating` for the reason `wrap` gives: the node (built in the argument) must be read before the range.
    mutating func spanned(_ node: StatementNode, from start: Int) -> TreeBuilder.SpannedStatement {
        TreeBuilder.SpannedStatement(node: node, span: ByteSpan(range(from: start)))
    }

    mutating func buildOptionalValue() -> ExpressionID? {
        let token = current
        switch token.kind {
        case .rightBrace, .semicolon, .endOfFile, .rightParen: return nil
        case .keyword where self.is(token, "case") || self.is(token, "default"): return nil
        case .pound where self.is(token, "#if") || isIfConfigContinuation(token): return nil
        default: break
        }
        let start = index
        let value = buildExpression()
        if builder.isMissing(value), index == start { return nil }
        return value
    }

    mutating func buildIf() -> NodeID<IfNode> {
        advance()
        depth += 1
        defer { depth -= 1 }
        let conditions = buildConditions()
        let body = buildBlock()
        var elseBody: NodeList<StatementNode>?
        if isKeyword(current, .else) {
            advance()
            if isKeyword(current, .if) && depth < Self.maxDepth {
                let start = index
                let chained = spanned(.if(buildIf()), from: start)
                let list = builder.statements.count
                builder.statements.push(chained)
                elseBody = builder.statementList(from: list)
            } else {
                elseBody = buildBlock()
            }
        }
        return builder.ifNode(IfNode(conditions: conditions, body: body, elseBody: elseBody))
    }

    mutating func buildGuard() -> StatementNode {
        advance()
        let conditions = buildConditions()
        if isKeyword(current, .else) { advance() }
        return .guard(builder.guardNode(GuardNode(conditions: conditions, elseBody: buildBlock())))
    }

    mutating func buildConditions() -> NodeList<ConditionNode> {
        let conditions = builder.conditions.count
        while !isAtEnd && current.kind != .leftBrace {
            let start = index
            let token = current
            if token.kind == .keyword && (self.is(token, "let") || self.is(token, "var")) {
                let specifier = token.keyword?.rawValue ?? text(token)
                advance()
                let patternStart = index
                if current.kind == .leftParen {
                    skipBalanced()
                } else if current.kind == .identifier || current.kind == .keyword {
                    advance()
                }
                let pattern = text(from: patternStart)
                if current.kind == .colon {
                    advance()
                    _ = parseType()
                }
                var initializer: ExpressionID?
                if isOperator(current, "=") {
                    advance()
                    initializer = buildExpression(trailingClosures: false)
                }
                let kind = ConditionNode.Kind.binding(
                    specifier: builder.string(specifier), pattern: builder.string(pattern),
                    initializer: initializer)
                builder.conditions.push(ConditionNode(kind: kind, span: ByteSpan(range(from: start)), casePattern: nil))
            } else if isKeyword(token, .case) {
                advance()
                let patternStart = index
                let pattern = skipPattern(until: .assignment)
                var patternParser = subParser(from: patternStart, to: index)
                let casePattern = patternParser.buildPattern(bindsNames: false)
                var initializer: ExpressionID?
                if isOperator(current, "=") {
                    advance()
                    initializer = buildExpression(trailingClosures: false)
                }
                builder.conditions.push(
                    ConditionNode(
                        kind: .pattern(builder.string(pattern), initializer: initializer),
                        span: ByteSpan(range(from: start)), casePattern: casePattern))
            } else if token.kind == .pound && (self.is(token, "#available") || self.is(token, "#unavailable")) {
                advance()
                if current.kind == .leftParen { skipBalanced() }
                builder.conditions.push(
                    ConditionNode(
                        kind: .availability(builder.text(range(from: start))),
                        span: ByteSpan(range(from: start)), casePattern: nil))
            } else {
                let expression = buildExpression(trailingClosures: false)
                if index == start { break }
                builder.conditions.push(
                    ConditionNode(kind: .expression(expression), span: ByteSpan(range(from: start)), casePattern: nil))
            }
            guard current.kind == .comma else { break }
            advance()
        }
        return builder.conditionList(from: conditions)
    }

    mutating func buildSwitch() -> StatementNode {
        advance()
        let subject = buildExpression(trailingClosures: false)
        var cases = NodeList<StatementNode>()
        if current.kind == .leftBrace {
            advance()
            cases = buildItems(.switchCases)
            if current.kind == .rightBrace { advance() }
        }
        return .switch(builder.switchNode(SwitchNode(subject: subject, cases: cases)))
    }

    mutating func buildSwitchCase() -> TreeBuilder.SpannedStatement {
        let start = index
        var pattern: StringID?
        var isUnknownDefault = false
        if current.kind == .atSign {
            isUnknownDefault = true
            advance()
        }
        var items = NodeList<CaseItemNode>()
        if isKeyword(current, .case) {
            advance()
            let patternStart = index
            pattern = builder.string(skipPattern(until: .colon))
            var itemParser = subParser(from: patternStart, to: index)
            items = itemParser.buildCaseItems()
        } else if isKeyword(current, .default) {
            advance()
        }
        if current.kind == .colon { advance() }
        let body = buildItems(.caseBody)
        let node = builder.switchCase(
            SwitchCaseNode(pattern: pattern, isUnknownDefault: isUnknownDefault, body: body, items: items))
        return spanned(.switchCase(node), from: start)
    }

    mutating func buildDo() -> StatementNode {
        advance()
        if isKeyword(current, .throws) {
            advance()
            if current.kind == .leftParen { skipBalanced() }
        }
        let body = buildBlock()
        let catches = builder.catches.count
        while isKeyword(current, .catch) {
            advance()
            let patternStart = index
            let pattern = skipPattern(until: .body)
            var itemParser = subParser(from: patternStart, to: index)
            let items = itemParser.buildCaseItems()
            let catchBody = buildBlock()
            builder.catches.push(
                CatchNode(pattern: pattern.isEmpty ? nil : builder.string(pattern), body: catchBody, items: items))
        }
        return .do(builder.doNode(DoNode(body: body, catches: builder.catchList(from: catches))))
    }

    mutating func buildForIn() -> StatementNode {
        advance()
        var isCase = false
        while isKeyword(current, .try) || isIdentifier(current, "await") || isKeyword(current, .case) {
            if isKeyword(current, .case) { isCase = true }
            advance()
        }
        let patternStart = index
        let pattern = skipPattern(until: .inKeyword)
        var patternParser = subParser(from: patternStart, to: index)
        let loopPattern = patternStart < index ? patternParser.buildPattern(bindsNames: !isCase) : nil
        if isKeyword(current, .in) { advance() }
        let sequence = buildExpression(trailingClosures: false)
        var whereClause: ExpressionID?
        if isKeyword(current, .where) {
            advance()
            whereClause = buildExpression(trailingClosures: false)
        }
        let body = buildBlock()
        return .forIn(
            builder.forIn(
                ForInNode(
                    pattern: builder.string(pattern), sequence: sequence, whereClause: whereClause,
                    body: body, loopPattern: loopPattern)))
    }

    mutating func buildIfConfig(_ context: ItemContext) -> NodeID<IfConfigNode> {
        ifConfigDepth += 1
        defer { ifConfigDepth -= 1 }
        let clauseContext: ItemContext =
            context == .switchCases || context == .caseBody && ifConfigWrapsSwitchCases()
            ? .switchCases : (context == .caseBody ? .braces : context)
        let clauses = builder.clauses.count
        repeat {
            let directive = text(current)
            advance()
            var condition: StringID?
            var compilationCondition: NodeID<CompilationCondition>?
            if directive != "#else" {
                let start = index
                while !isAtEnd && !current.isAtStartOfLine { advance() }
                condition = builder.text(range(from: start))
                var conditionParser = subParser(from: start, to: index)
                compilationCondition = builder.compilationCondition(conditionParser.parseCompilationCondition())
            }
            let items = buildItems(clauseContext)
            builder.clauses.push(
                ClauseNode(
                    directive: builder.string(directive), condition: condition, items: items,
                    compilationCondition: compilationCondition))
        } while current.kind == .pound && (self.is(current, "#elseif") || self.is(current, "#else"))
        if current.kind == .pound && self.is(current, "#endif") { advance() }
        return builder.ifConfig(IfConfigNode(clauses: builder.clauseList(from: clauses)))
    }
}
