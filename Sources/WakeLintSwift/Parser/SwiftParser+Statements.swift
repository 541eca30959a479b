extension SwiftParser {
    /// One statement or declaration; consumes nothing when the cursor starts neither (the caller then skips).
    mutating func parseStatement(_ context: ItemContext) -> Statement {
        let start = index
        if depth >= Self.maxDepth {
            skipBalanced()
            return Statement(.unknown, range: range(from: start))
        }
        depth += 1
        defer { depth -= 1 }
        // A label (`outer: for …`) is dropped; the loop is what matters.
        if current.kind == .identifier, peek(1).kind == .colon, let keyword = peek(2).keyword,
           [.for, .while, .repeat, .do, .if, .switch].contains(keyword) {
            advance()
            advance()
        }
        let token = current
        if token.kind == .keyword, let keyword = token.keyword {
            switch keyword {
            case .if: return wrap(.if(parseIf()), from: start)
            case .guard: return wrap(parseGuard(), from: start)
            case .switch: return wrap(parseSwitch(), from: start)
            case .do: return wrap(parseDo(), from: start)
            case .for: return wrap(parseForIn(), from: start)
            case .while:
                advance()
                let conditions = parseConditions()
                return wrap(.while(conditions: conditions, body: parseBlock()), from: start)
            case .repeat:
                advance()
                let body = parseBlock()
                var condition: Expression?
                if isKeyword(current, .while) {
                    advance()
                    condition = parseExpression(trailingClosures: false)
                }
                return wrap(.repeat(body: body, condition: condition), from: start)
            case .defer:
                advance()
                return wrap(.defer(parseBlock()), from: start)
            case .return:
                advance()
                return wrap(.return(parseOptionalValue()), from: start)
            case .throw:
                advance()
                return wrap(.throw(parseOptionalValue()), from: start)
            case .break, .continue, .fallthrough:
                let word = keyword.rawValue
                advance()
                if current.kind == .identifier && !current.isAtStartOfLine { advance() }
                return wrap(.jump(word), from: start)
            default:
                break
            }
        }
        if token.kind == .pound && self.is(token, "#if") {
            return wrap(.ifConfig(parseIfConfig(context)), from: start)
        }
        if let declaration = parseDeclaration() {
            return Statement(.declaration(declaration), range: declaration.range)
        }
        let expression = parseExpression()
        if case .missing = expression.kind, index == start { return Statement(.unknown, range: range(from: start)) }
        return Statement(.expression(expression), range: range(from: start))
    }

    /// `mutating` so the statement kind (parsed in the argument) is read before `self`: a non-mutating call
    /// would take `self` — and the cursor the range ends at — before the argument moved it.
    mutating func wrap(_ kind: Statement.Kind, from start: Int) -> Statement {
        Statement(kind, range: range(from: start))
    }

    /// The value of `return`/`throw`, unless the statement ends right there.
    mutating func parseOptionalValue() -> Expression? {
        let token = current
        switch token.kind {
        case .rightBrace, .semicolon, .endOfFile, .rightParen: return nil
        case .keyword where self.is(token, "case") || self.is(token, "default"): return nil
        case .pound where self.is(token, "#if") || isIfConfigContinuation(token): return nil
        default: break
        }
        let start = index
        let value = parseExpression()
        if case .missing = value.kind, index == start { return nil }
        return value
    }

    // MARK: - Conditional statements

    mutating func parseIf() -> Statement.If {
        advance()
        depth += 1
        defer { depth -= 1 }
        let conditions = parseConditions()
        let body = parseBlock()
        var elseBody: [Statement]?
        if isKeyword(current, .else) {
            advance()
            if isKeyword(current, .if) && depth < Self.maxDepth {
                let start = index
                elseBody = [wrap(.if(parseIf()), from: start)]
            } else {
                elseBody = parseBlock()
            }
        }
        return Statement.If(conditions: conditions, body: body, elseBody: elseBody)
    }

    mutating func parseGuard() -> Statement.Kind {
        advance()
        let conditions = parseConditions()
        if isKeyword(current, .else) { advance() }
        return .guard(Statement.Guard(conditions: conditions, elseBody: parseBlock()))
    }

    /// Comma-separated conditions up to the body's `{` (no trailing closures here, as in Swift).
    mutating func parseConditions() -> [Condition] {
        var conditions: [Condition] = []
        while !isAtEnd && current.kind != .leftBrace {
            let start = index
            let token = current
            if token.kind == .keyword && (self.is(token, "let") || self.is(token, "var")) {
                let specifier = token.keyword?.rawValue ?? text(token)
                advance()
                let patternStart = index
                if current.kind == .leftParen { skipBalanced() } else if current.kind == .identifier || current.kind == .keyword { advance() }
                let pattern = text(from: patternStart)
                if current.kind == .colon {
                    advance()
                    _ = parseType()
                }
                var initializer: Expression?
                if isOperator(current, "=") {
                    advance()
                    initializer = parseExpression(trailingClosures: false)
                }
                conditions.append(Condition(.binding(specifier: specifier, pattern: pattern, initializer: initializer), range: range(from: start)))
            } else if isKeyword(token, .case) {
                advance()
                let patternStart = index
                let pattern = skipPattern(until: .assignment)
                var patternParser = subParser(from: patternStart, to: index)
                let casePattern = patternParser.parsePattern(bindsNames: false)
                var initializer: Expression?
                if isOperator(current, "=") {
                    advance()
                    initializer = parseExpression(trailingClosures: false)
                }
                conditions.append(Condition(.pattern(pattern, initializer: initializer), range: range(from: start), casePattern: casePattern))
            } else if token.kind == .pound && (self.is(token, "#available") || self.is(token, "#unavailable")) {
                advance()
                if current.kind == .leftParen { skipBalanced() }
                conditions.append(Condition(.availability(text(from: start)), range: range(from: start)))
            } else {
                let expression = parseExpression(trailingClosures: false)
                if index == start { break }
                conditions.append(Condition(.expression(expression), range: range(from: start)))
            }
            guard current.kind == .comma else { break }
            advance()
        }
        return conditions
    }

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

    mutating func parseSwitch() -> Statement.Kind {
        advance()
        let subject = parseExpression(trailingClosures: false)
        var cases: [Statement] = []
        if current.kind == .leftBrace {
            advance()
            cases = parseItems(.switchCases)
            if current.kind == .rightBrace { advance() }
        }
        return .switch(Statement.Switch(subject: subject, cases: cases))
    }

    mutating func parseSwitchCase() -> Statement {
        let start = index
        var pattern: String?
        var isUnknownDefault = false
        if current.kind == .atSign {
            isUnknownDefault = true
            advance()
        }
        var items: [CaseItem] = []
        if isKeyword(current, .case) {
            advance()
            let patternStart = index
            pattern = skipPattern(until: .colon)
            var itemParser = subParser(from: patternStart, to: index)
            items = itemParser.parseCaseItems()
        } else if isKeyword(current, .default) {
            advance()
        }
        if current.kind == .colon { advance() }
        let body = parseItems(.caseBody)
        return wrap(.switchCase(Statement.SwitchCase(pattern: pattern, isUnknownDefault: isUnknownDefault, body: body, items: items)), from: start)
    }

    mutating func parseDo() -> Statement.Kind {
        advance()
        // Typed throws on `do`: `do throws(MyError) { … }`.
        if isKeyword(current, .throws) {
            advance()
            if current.kind == .leftParen { skipBalanced() }
        }
        let body = parseBlock()
        var catches: [Statement.Catch] = []
        while isKeyword(current, .catch) {
            advance()
            let patternStart = index
            let pattern = skipPattern(until: .body)
            var itemParser = subParser(from: patternStart, to: index)
            let items = itemParser.parseCaseItems()
            catches.append(Statement.Catch(pattern: pattern.isEmpty ? nil : pattern, body: parseBlock(), items: items))
        }
        return .do(Statement.Do(body: body, catches: catches))
    }

    mutating func parseForIn() -> Statement.Kind {
        advance()
        var isCase = false
        while isKeyword(current, .try) || isIdentifier(current, "await") || isKeyword(current, .case) {
            if isKeyword(current, .case) { isCase = true }
            advance()
        }
        let patternStart = index
        let pattern = skipPattern(until: .inKeyword)
        var patternParser = subParser(from: patternStart, to: index)
        // `for x in` binds `x`; `for case .a(let x) in` matches, binding only under `let`/`var`.
        let loopPattern = patternStart < index ? patternParser.parsePattern(bindsNames: !isCase) : nil
        if isKeyword(current, .in) { advance() }
        let sequence = parseExpression(trailingClosures: false)
        var whereClause: Expression?
        if isKeyword(current, .where) {
            advance()
            whereClause = parseExpression(trailingClosures: false)
        }
        return .forIn(Statement.ForIn(pattern: pattern, sequence: sequence, whereClause: whereClause, body: parseBlock(),
                                      loopPattern: loopPattern))
    }

    // MARK: - #if

    /// Every clause is parsed with the enclosing context's rules (statements, members or switch cases).
    mutating func parseIfConfig(_ context: ItemContext) -> IfConfig {
        ifConfigDepth += 1
        defer { ifConfigDepth -= 1 }
        let clauseContext: ItemContext = context == .switchCases || context == .caseBody && ifConfigWrapsSwitchCases()
            ? .switchCases : (context == .caseBody ? .braces : context)
        var clauses: [IfConfig.Clause] = []
        repeat {
            let directive = text(current)
            advance()
            var condition: String?
            var compilationCondition: CompilationCondition?
            if directive != "#else" {
                let start = index
                while !isAtEnd && !current.isAtStartOfLine { advance() }
                condition = text(from: start)
                var conditionParser = subParser(from: start, to: index)
                compilationCondition = conditionParser.parseCompilationCondition()
            }
            clauses.append(IfConfig.Clause(directive: directive, condition: condition, items: parseItems(clauseContext),
                                           compilationCondition: compilationCondition))
        } while current.kind == .pound && (self.is(current, "#elseif") || self.is(current, "#else"))
        if current.kind == .pound && self.is(current, "#endif") { advance() }
        return IfConfig(clauses: clauses)
    }
}
