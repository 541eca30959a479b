extension SwiftParser {
    /// `A || B && !C`, `os(iOS)`, `(A)`: `||` binds looser than `&&`, `!` tighter, as in Swift. Parses up
    /// to the end of the tokens; whatever is left over makes the whole condition `.invalid`.
    mutating func parseCompilationCondition() -> CompilationCondition {
        let start = index
        let condition = parseConditionDisjunction()
        guard isAtEnd else {
            while !isAtEnd { skipBalanced() }
            return CompilationCondition(.invalid, range: range(from: start))
        }
        return condition
    }

    private mutating func parseConditionDisjunction() -> CompilationCondition {
        let start = index
        var condition = parseConditionConjunction()
        while isOperator(current, "||") {
            advance()
            let right = parseConditionConjunction()
            condition = CompilationCondition(.or(condition, right), range: range(from: start))
        }
        return condition
    }

    private mutating func parseConditionConjunction() -> CompilationCondition {
        let start = index
        var condition = parseConditionPrefix()
        while isOperator(current, "&&") {
            advance()
            let right = parseConditionPrefix()
            condition = CompilationCondition(.and(condition, right), range: range(from: start))
        }
        return condition
    }

    private mutating func parseConditionPrefix() -> CompilationCondition {
        let start = index
        guard depth < Self.maxDepth else {
            skipBalanced()
            return CompilationCondition(.invalid, range: range(from: start))
        }
        depth += 1
        defer { depth -= 1 }
        if isOperator(current, "!") {
            advance()
            let operand = parseConditionPrefix()
            return CompilationCondition(.not(operand), range: range(from: start))
        }
        return parseConditionPrimary()
    }

    private mutating func parseConditionPrimary() -> CompilationCondition {
        let start = index
        let token = current
        switch token.kind {
        case .leftParen:
            advance()
            let inner = parseConditionDisjunction()
            guard current.kind == .rightParen else { return invalidCondition(from: start) }
            advance()
            return CompilationCondition(inner.kind, range: range(from: start))
        case .keyword where token.keyword == .true || token.keyword == .false:
            advance()
            return CompilationCondition(.boolean(token.keyword == .true), range: range(from: start))
        case .integerLiteral where self.is(token, "0") || self.is(token, "1"):
            advance()
            return CompilationCondition(.boolean(self.is(token, "1")), range: range(from: start))
        case .identifier, .keyword:
            advance()
            guard current.kind == .leftParen else {
                return CompilationCondition(.flag(name(token)), range: range(from: start))
            }
            advance()
            let argumentStart = index
            while !isAtEnd && current.kind != .rightParen { skipBalanced() }
            let argument = text(range(from: argumentStart))
            guard current.kind == .rightParen else { return invalidCondition(from: start) }
            advance()
            return CompilationCondition(.platform(name: name(token), argument: argument), range: range(from: start))
        default:
            return invalidCondition(from: start)
        }
    }

    /// Unreadable tokens: everything up to the end of the directive line (the caller's token range).
    private mutating func invalidCondition(from start: Int) -> CompilationCondition {
        while !isAtEnd { skipBalanced() }
        return CompilationCondition(.invalid, range: range(from: start))
    }
}
