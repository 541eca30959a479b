extension SwiftParser {
    /// A full expression: operands joined by binary operators, casts and the ternary operator.
    /// `trailingClosures: false` in `if`/`guard`/`while`/`switch`/`for` heads, where `{` opens the body.
    /// `stopsAtAssignment`: an expression pattern in `if case 1 = x` ends before the `=`.
    mutating func parseExpression(trailingClosures: Bool = true, stopsAtAssignment: Bool = false) -> Expression {
        let start = index
        if depth >= Self.maxDepth {
            skipBalanced()
            return Expression(.missing, range: range(from: start))
        }
        depth += 1
        defer { depth -= 1 }
        let first = parsePrefixExpression(trailingClosures: trailingClosures)
        if case .missing = first.kind { return first }
        // Most expressions are one operand: the sequence array is only allocated when an operator follows.
        let elements = expressionLists.count
        while !isAtEnd {
            let token = current
            if token.kind == .operator && isBinaryOperator(at: index) && !self.is(token, "->") {
                if stopsAtAssignment && self.is(token, "=") { break }
                if expressionLists.count == elements { expressionLists.push(first) }
                let isTernary = self.is(token, "?")
                expressionLists.push(Expression(.operator(text(token)), range: token.range))
                advance()
                if isTernary {
                    expressionLists.push(parseExpression(trailingClosures: trailingClosures))
                    guard current.kind == .colon else { break }
                    expressionLists.push(Expression(.operator(":"), range: current.range))
                    advance()
                }
                expressionLists.push(parsePrefixExpression(trailingClosures: trailingClosures))
            } else if let keyword = token.keyword, keyword == .as || keyword == .is {
                if expressionLists.count == elements { expressionLists.push(first) }
                let castStart = index
                var word = keyword.rawValue
                advance()
                if current.kind == .operator && !hasSpace(before: index) && (self.is(current, "?") || self.is(current, "!")) {
                    word += text(current)
                    advance()
                }
                let type = parseType().map(text) ?? ""
                expressionLists.push(Expression(.cast(word, type: type), range: range(from: castStart)))
            } else {
                break
            }
        }
        if expressionLists.count == elements { return first }
        return Expression(.sequence(expressionLists.pop(from: elements)), range: range(from: start))
    }

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
        if leftBound, bytes[tokens[position].range].allSatisfy({ $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }) { return false }
        return true
    }

    mutating func parsePrefixExpression(trailingClosures: Bool) -> Expression {
        let start = index
        if depth >= Self.maxDepth {
            skipBalanced()
            return Expression(.missing, range: range(from: start))
        }
        depth += 1
        defer { depth -= 1 }
        let token = current
        if isKeyword(token, .try) {
            advance()
            var word = "try"
            if current.kind == .operator && !hasSpace(before: index) && (self.is(current, "?") || self.is(current, "!")) {
                word += text(current)
                advance()
            }
            let operand = parseExpression(trailingClosures: trailingClosures)
            return Expression(.try(word, operand), range: range(from: start))
        }
        // `await !isCancelled`: a prefix operator (spaced before, not after) starts the operand too.
        let prefixOperatorFollows = peek(1).kind == .operator && hasSpace(before: index + 1) && !hasSpace(after: index + 1)
        if isIdentifier(token, "await") && (startsOperand(peek(1)) || prefixOperatorFollows) && !peek(1).isAtStartOfLine {
            advance()
            let operand = parseExpression(trailingClosures: trailingClosures)
            return Expression(.await(operand), range: range(from: start))
        }
        // `unsafe CGContext(…)` (strict memory safety, SE-0458) covers the expression after it, as `await` does. A
        // variable named `unsafe` is followed by an operator, `.`, `(` or `[` instead. Read as a name, the word ended
        // a guard's condition and its `else { … }` became a trailing closure.
        if isIdentifier(token, "unsafe"), !peek(1).isAtStartOfLine, startsUnsafeOperand(peek(1)) || prefixOperatorFollows {
            advance()
            let operand = parseExpression(trailingClosures: trailingClosures)
            return Expression(.prefix(operator: "unsafe", operand), range: range(from: start))
        }
        // Pack expansion and ownership operators: `for x in repeat each xs`, `consume x`, `copy x`. Read as
        // names, `repeat` started a loop statement and `each xs { … }` took the for body as a trailing closure.
        let next = peek(1)
        if !next.isAtStartOfLine, (isKeyword(token, .repeat) && next.kind != .leftBrace && startsOperand(next))
            || (token.kind == .identifier && (self.is(token, "each") || self.is(token, "consume") || self.is(token, "copy"))
                && (next.kind == .identifier || isKeyword(next, .self))) {
            advance()
            let operand = parsePrefixExpression(trailingClosures: trailingClosures)
            return Expression(.prefix(operator: text(token), operand), range: range(from: start))
        }
        if token.kind == .operator {
            let next = peek(1).kind
            // An operator passed as a value: `reduce(0, +)`, `sorted(by: <)`.
            if next == .comma || next == .rightParen || next == .rightBracket || next == .endOfFile {
                advance()
                return Expression(.operator(text(token)), range: token.range)
            }
            advance()
            let operand = parsePrefixExpression(trailingClosures: trailingClosures)
            return Expression(.prefix(operator: text(token), operand), range: range(from: start))
        }
        return parsePostfixExpression(trailingClosures: trailingClosures)
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

    mutating func parsePostfixExpression(trailingClosures: Bool) -> Expression {
        let start = index
        var expression = parsePrimary(trailingClosures: trailingClosures)
        if case .missing = expression.kind { return expression }
        // Each link nests the chain one level deeper, without recursion here but for every walk of the tree: a
        // chain counts against `maxDepth` like nesting does, and past it the rest of the chain is parsed as the
        // next statement (`.padding()` alone is an implicit member), so 10,000 chained modifiers cannot exhaust
        // the stack of a walk (or of the tree's release).
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
                expression = Expression(.member(base: expression, name: name(next)), range: range(from: start))
                continue
            case .operator where hasSpace(before: index) && self.is(token, "<"):
                // `Registration\n    <Cell, Item> { … }`, `a <b>(c)`: swift-syntax reads generic arguments whatever the
                // space before `<`, when the tokens form a list and what follows `>` can follow one (not `a < b && c > d`).
                if let specialized = specialization(of: expression, from: start) {
                    expression = specialized
                    continue
                }
            case .operator where !hasSpace(before: index):
                let chars = bytes[token.range]
                if chars.allSatisfy({ $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }) {
                    advance()
                    for char in chars.prefix(max(1, Self.maxDepth - depth - links)) {
                        expression = Expression(char == UInt8(ascii: "?") ? .optionalChain(expression) : .forceUnwrap(expression),
                                                range: range(from: start))
                    }
                    links += chars.count - 1
                    continue
                }
                if chars.first == UInt8(ascii: "<"), let specialized = specialization(of: expression, from: start) {
                    expression = specialized
                    continue
                }
                if !isBinaryOperator(at: index) {
                    advance()
                    expression = Expression(.postfix(expression, operator: text(token)), range: range(from: start))
                    continue
                }
            case .leftParen where !token.isAtStartOfLine && isCompoundNameSuffix():
                // `CompletionShell.init(rawValue:)`, `handle(_:)`, also `dismiss (_:)`: a reference to a function by its full
                // name (a call always passes values).
                // Built from the tokens alone, so a name written over several lines reads `f(_:x:)`.
                var suffix = ""
                while current.kind != .rightParen {
                    suffix += text(current)
                    advance()
                }
                suffix += ")"
                advance()
                switch expression.kind {
                case .identifier(let name): expression = Expression(.identifier(name + suffix), range: range(from: start))
                case .member(let base, let name): expression = Expression(.member(base: base, name: name + suffix), range: range(from: start))
                default: expression = Expression(.postfix(expression, operator: suffix), range: range(from: start))
                }
                continue
            case .leftParen where !token.isAtStartOfLine:
                advance()
                let arguments = parseArguments(closer: .rightParen)
                let call = Call(callee: expression, arguments: arguments, trailingClosures: [], hasParentheses: true)
                expression = Expression(.call(call), range: range(from: start))
                expression = parseTrailingClosures(after: expression, from: start,
                                                   allowed: trailingClosures || isTrailingClosureInCondition())
                continue
            case .leftBracket where !token.isAtStartOfLine:
                advance()
                let arguments = parseArguments(closer: .rightBracket)
                expression = Expression(.subscriptCall(base: expression, arguments: arguments), range: range(from: start))
                continue
            case .leftBrace where isTrailingClosureStart() && !(token.isAtStartOfLine && endsWithTrailingClosure(expression))
                    && (trailingClosures || isTrailingClosureInCondition()):
                let before = index
                expression = parseTrailingClosures(after: expression, from: start, allowed: true)
                if index != before { continue }
            case .pound where isPostfixIfConfigStart():
                let config = parseIfConfig(.braces)
                expression = Expression(.postfixIfConfig(base: expression, config), range: range(from: start))
                continue
            default:
                break
            }
            break
        }
        return expression
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
            guard token.kind == .identifier || token.kind == .keyword, tokens[position + 1].kind == .colon else { return false }
            if hasSpace(before: position + 1) {
                let after = tokens[position + 2]
                let nextLabel = (after.kind == .identifier || after.kind == .keyword)
                    && position + 3 < tokens.count && tokens[position + 3].kind == .colon
                guard after.kind == .rightParen || nextLabel else { return false }
            }
            labels += 1
            position += 2
        }
        return false
    }

    /// `base<Args>` when the tokens at the cursor form generic arguments followed by what may follow them; nil, with
    /// the cursor unchanged, otherwise.
    mutating func specialization(of base: Expression, from start: Int) -> Expression? {
        let genericStart = index
        guard skipGenericArguments(), endsGenericSpecialization(current) else {
            index = genericStart
            return nil
        }
        return Expression(.specialized(base, arguments: text(from: genericStart)), range: range(from: start))
    }

    /// What may follow `Name<Args>` in an expression for the angle brackets to be generic arguments.
    func endsGenericSpecialization(_ token: Token) -> Bool {
        switch token.kind {
        case .leftParen, .period, .rightParen, .rightBracket, .rightBrace, .comma, .colon, .semicolon, .endOfFile, .leftBrace:
            return true
        case .operator:
            return self.is(token, "?") || self.is(token, "!") || self.is(token, "==") || self.is(token, "!=")
        default:
            return token.isAtStartOfLine
        }
    }

    /// After `f { … }`, a `{` on the next line starts a new statement, not another trailing closure (as in swift-syntax).
    func endsWithTrailingClosure(_ expression: Expression) -> Bool {
        if case .call(let call) = expression.kind { return !call.trailingClosures.isEmpty }
        return false
    }

    /// In a statement head, where `{` opens the body, whether the `{` at the cursor is a trailing closure all
    /// the same, decided as swift-syntax does: its first token is on its line and its `}` is followed by the
    /// body's `{`, `where` or `,`, or on that line by a postfix or binary continuation. Swift compiles
    /// `if tasks.contains { $0.id == id } { … }` with a warning; read as the body, the real body was a closure.
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

    /// Trailing closures after a call (or after any postfix expression, which then becomes the callee):
    /// `f(x) { … }`, `Task { … }`, `sheet(isPresented: $x) { … } onDismiss: { … }`.
    mutating func parseTrailingClosures(after expression: Expression, from start: Int, allowed: Bool) -> Expression {
        guard allowed, isTrailingClosureStart() else { return expression }
        let closures = parseTrailingClosureList()
        // `values[i] { … }`: a subscript takes trailing closures as its last arguments; it is not a call.
        if case .subscriptCall(let base, let arguments) = expression.kind {
            let passed = closures.map { trailing in
                Argument(label: trailing.label, value: Expression(.closure(trailing.closure), range: trailing.closure.range),
                         range: trailing.range)
            }
            return Expression(.subscriptCall(base: base, arguments: arguments + passed), range: range(from: start))
        }
        var call: Call
        if case .call(let existing) = expression.kind, existing.trailingClosures.isEmpty {
            call = existing
        } else {
            call = Call(callee: expression, arguments: [], trailingClosures: [], hasParentheses: false)
        }
        call.trailingClosures = closures.map { TrailingClosure(label: $0.label, closure: $0.closure) }
        return Expression(.call(call), range: range(from: start))
    }

    /// `{ … } label: { … } …` at the cursor: each closure with its label (none for the first) and its range
    /// from the label on. An unescaped `default:` is a switch case, never a label (as in swift-syntax): `run { … }`
    /// then `default: { … }()` must not swallow the case.
    private mutating func parseTrailingClosureList() -> [(label: String?, closure: Closure, range: Range<Int>)] {
        var result: [(label: String?, closure: Closure, range: Range<Int>)] = []
        repeat {
            let closureStart = index
            var label: String?
            if current.kind != .leftBrace {
                label = name(current)
                advance()
                advance()
            }
            let closure = parseClosure()
            result.append((label, closure, range(from: closureStart)))
        } while (current.kind == .identifier || current.kind == .keyword) && !isKeyword(current, .default)
                && peek(1).kind == .colon && peek(2).kind == .leftBrace
        return result
    }

    mutating func parsePrimary(trailingClosures: Bool) -> Expression {
        let start = index
        let token = current
        switch token.kind {
        case .identifier:
            advance()
            return Expression(.identifier(name(token)), range: token.range)
        case .keyword:
            switch token.keyword {
            case .self?, .Self?, .super?, .`init`?, .Any?, .public?, .private?, .fileprivate?, .internal?:
                // Access levels appear as values in attributes: `@_documentation(visibility: private)`.
                advance()
                return Expression(.identifier(text(token)), range: token.range)
            case .true?, .false?:
                advance()
                return Expression(.literal(.boolean), range: token.range)
            case .nil?:
                advance()
                return Expression(.literal(.nil), range: token.range)
            case .if?:
                let statement = wrap(.if(parseIf()), from: start)
                return Expression(.statement(statement), range: statement.range)
            case .switch?:
                let statement = wrap(parseSwitch(), from: start)
                return Expression(.statement(statement), range: statement.range)
            default:
                // A keyword used as a value in an argument list: `@attached(extension, names: named(init))`.
                let next = peek(1).kind
                if next == .comma || next == .rightParen {
                    advance()
                    return Expression(.identifier(text(token)), range: token.range)
                }
                return Expression(.missing, range: token.range.lowerBound..<token.range.lowerBound)
            }
        case .integerLiteral:
            advance()
            return Expression(.literal(.integer), range: token.range)
        case .floatLiteral:
            advance()
            return Expression(.literal(.float), range: token.range)
        case .regexLiteral:
            advance()
            return Expression(.literal(.regex), range: token.range)
        case .stringQuote:
            return parseStringLiteral()
        case .leftParen:
            advance()
            let elements = parseArguments(closer: .rightParen)
            return Expression(.tuple(elements), range: range(from: start))
        case .leftBracket:
            return parseCollectionLiteral()
        case .leftBrace:
            let closure = parseClosure()
            return Expression(.closure(closure), range: closure.range)
        case .period:
            advance()
            let next = current
            guard next.kind == .identifier || next.kind == .keyword else {
                return Expression(.missing, range: range(from: start))
            }
            advance()
            return Expression(.member(base: nil, name: name(next)), range: range(from: start))
        case .backslash:
            advance()
            while !isAtEnd && !hasSpace(before: index) {
                let kind = current.kind
                if kind == .identifier || kind == .keyword || kind == .period {
                    advance()
                } else if kind == .operator && bytes[current.range].allSatisfy({ $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }) {
                    advance()
                } else if kind == .leftBracket {
                    skipBalanced()
                } else {
                    break
                }
            }
            return Expression(.keyPath(text(from: start)), range: range(from: start))
        case .pound:
            if self.is(token, "#if") || isIfConfigContinuation(token) {
                return Expression(.missing, range: token.range.lowerBound..<token.range.lowerBound)
            }
            advance()
            return Expression(.identifier(text(token)), range: token.range)
        default:
            return Expression(.missing, range: token.range.lowerBound..<token.range.lowerBound)
        }
    }

    /// The arguments of a call, subscript, tuple, attribute or interpolation up to `closer` (consumed).
    /// Anything unparseable inside an argument is skipped up to the next `,` or the closer.
    mutating func parseArguments(closer: TokenKind) -> [Argument] {
        let arguments = argumentLists.count
        while !isAtEnd && current.kind != closer {
            if current.kind == .comma {
                advance()
                continue
            }
            if current.kind == .rightBrace || (current.kind == .rightParen && closer != .rightParen)
                || (current.kind == .rightBracket && closer != .rightBracket) || current.kind == .interpolationEnd {
                break
            }
            let start = index
            var label: String?
            if (current.kind == .identifier || current.kind == .keyword) && peek(1).kind == .colon {
                label = name(current)
                advance()
                advance()
            }
            let value = parseExpression()
            while !isAtEnd && current.kind != .comma && current.kind != closer && current.kind != .rightBrace
                    && current.kind != .rightParen && current.kind != .rightBracket && current.kind != .interpolationEnd {
                skipBalanced()
            }
            if index > start {
                argumentLists.push(Argument(label: label, value: value, range: range(from: start)))
            }
        }
        if current.kind == closer { advance() }
        return argumentLists.pop(from: arguments)
    }

    mutating func parseStringLiteral() -> Expression {
        let start = index
        let opening = bytes[current.range]
        let delimiterLength = opening.prefix { $0 == UInt8(ascii: "#") }.count
        let isMultiline = opening.count - delimiterLength >= 3
        advance()
        var interpolations: [[Argument]] = []
        var segments: [Range<Int>] = []
        while !isAtEnd {
            let token = current
            if token.kind == .stringSegment {
                segments.append(token.range)
                advance()
            } else if token.kind == .interpolationStart {
                advance()
                interpolations.append(parseArguments(closer: .interpolationEnd))
            } else if token.kind == .stringQuote && token.range.lowerBound == tokens[index - 1].range.upperBound && !token.hasLeadingTrivia {
                // The closing quote touches what precedes it; an opening quote of another literal would not.
                advance()
                break
            } else {
                break
            }
        }
        let literal = StringLiteral(interpolations: interpolations, segments: segments, delimiterLength: delimiterLength, isMultiline: isMultiline)
        return Expression(.string(literal), range: range(from: start))
    }

    /// `[a, b]`, `[k: v]`, `[:]`.
    mutating func parseCollectionLiteral() -> Expression {
        let start = index
        advance()
        var elements: [Expression] = []
        var pairs: [DictionaryElement] = []
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
            let element = parseExpression()
            if current.kind == .colon {
                isDictionary = true
                advance()
                pairs.append(DictionaryElement(key: element, value: parseExpression()))
            } else {
                elements.append(element)
            }
            if index == elementStart { skipBalanced() }
        }
        if current.kind == .rightBracket { advance() }
        let kind: Expression.Kind = isDictionary ? .dictionary(pairs) : .array(elements)
        return Expression(kind, range: range(from: start))
    }

    /// `{ [captures] params in body }`; the signature is recognised only when it ends in `in`.
    mutating func parseClosure() -> Closure {
        let start = index
        advance()
        let signatureStart = index
        var captures: [Closure.Capture] = []
        var parameters: [String] = []
        var hasSignature = false
        // The tokens of `a, b` in `{ a, b in … }`: a name at every other position.
        var bareNames: Range<Int> = index..<index
        while current.kind == .atSign {
            advance()
            if current.kind == .leftParen && !hasSpace(before: index) { skipBalanced() }
        }
        if current.kind == .leftBracket {
            captures = parseCaptureList()
        }
        if current.kind == .leftParen {
            // `(a: Int, b)`: the name the body uses is the last identifier before any `:`.
            advance()
            while !isAtEnd && current.kind != .rightParen && current.kind != .leftBrace && current.kind != .rightBrace {
                // The last name's token, not an array of names: the array was an allocation per parameter.
                var lastName: Token?
                while current.kind == .identifier || current.kind == .keyword {
                    lastName = current
                    advance()
                }
                if let lastName { parameters.append(name(lastName)) }
                if current.kind == .colon {
                    // The type may hold commas of its own (`CheckedContinuation<Void, Error>`).
                    advance()
                    _ = parseType()
                }
                while !isAtEnd && current.kind != .comma && current.kind != .rightParen && current.kind != .leftBrace && current.kind != .rightBrace {
                    skipBalanced()
                }
                if current.kind == .comma { advance() }
            }
            if current.kind == .rightParen { advance() }
        } else {
            // `a, b in`: names are taken once `in` confirms the signature. Most closures without one start
            // with a call (`{ print(x) }`), and collecting its name first allocated an array and a String.
            let namesStart = index
            while current.kind == .identifier && !isIdentifier(current, "async") {
                advance()
                guard current.kind == .comma else { break }
                advance()
            }
            bareNames = namesStart..<index
        }
        var isAsync = false, isThrowing = false
        parseEffects(isAsync: &isAsync, isThrowing: &isThrowing)
        if isOperator(current, "->") {
            advance()
            _ = parseType()
        }
        if isKeyword(current, .in) {
            advance()
            hasSignature = true
            for position in stride(from: bareNames.lowerBound, to: bareNames.upperBound, by: 2) { parameters.append(name(tokens[position])) }
        } else {
            index = signatureStart
            captures = []
            parameters = []
        }
        let body = parseItems(.braces)
        if current.kind == .rightBrace { advance() }
        return Closure(captures: captures, parameters: parameters, hasSignature: hasSignature, body: body, range: range(from: start))
    }

    /// `[weak self, unowned(unsafe) x, store = self.store]`.
    mutating func parseCaptureList() -> [Closure.Capture] {
        advance()
        var captures: [Closure.Capture] = []
        while !isAtEnd && current.kind != .rightBracket && current.kind != .leftBrace && current.kind != .rightBrace {
            let start = index
            var specifier: String?
            if current.kind == .identifier && (self.is(current, "weak") || self.is(current, "unowned")) && peek(1).kind != .comma
                && peek(1).kind != .rightBracket && !isOperator(peek(1), "=") {
                let specifierStart = index
                advance()
                if current.kind == .leftParen { skipBalanced() }
                specifier = text(from: specifierStart)
            }
            var name = ""
            if current.kind == .identifier || current.kind == .keyword {
                name = self.name(current)
                advance()
            }
            var initializer: Expression?
            if isOperator(current, "=") {
                advance()
                initializer = parseExpression()
            }
            while !isAtEnd && current.kind != .comma && current.kind != .rightBracket && current.kind != .leftBrace && current.kind != .rightBrace {
                skipBalanced()
            }
            if index > start {
                captures.append(Closure.Capture(specifier: specifier, name: name, initializer: initializer, text: text(from: start)))
            }
            if current.kind == .comma { advance() }
        }
        if current.kind == .rightBracket { advance() }
        return captures
    }
}
