@testable import WakeLintSwift

/// The boxed-tree parser the front end had before `SyntaxTree` (sessions 1-9), kept as the reference the flat
/// parser is compared with node for node (`SyntaxTreeTests`): the same grammar and recovery, building
/// `Expression`/`Statement` values in boxes. A change to the grammar is made in both, and the tests compare them.
extension SwiftParser {
    static func parseBoxed(_ source: SwiftSource) -> [Statement] {
        var parser = SwiftParser(source: source)
        return parser.parseItems(.file)
    }

    // MARK: - From SwiftParser+Declarations

    /// Attributes, modifiers and a declaration; nil (cursor unchanged) when no declaration starts here.
    mutating func parseDeclaration() -> Declaration? {
        let start = index
        var attributes: [Attribute] = []
        var modifiers: [String] = []
        while true {
            if current.kind == .atSign && !(self.is(current, "@unknown") && isKeyword(peek(1), .default)) {
                attributes.append(parseAttribute())
            } else if let end = modifierRunEnd(at: index) {
                while index < end {
                    let modifierStart = index
                    advance()
                    if hasModifierDetail(at: index) && index < end { skipBalanced() }
                    modifiers.append(text(from: modifierStart))
                }
            } else {
                break
            }
        }
        guard isDeclarationStart(at: index) else {
            // Attributes a `#if` clause holds apart from the declaration that follows the `#endif`.
            if !attributes.isEmpty && (isAtEnd || isIfConfigContinuation(current)) {
                return Declaration(attributes: attributes, modifiers: modifiers, kind: .other("attributes"), range: range(from: start))
            }
            index = start
            return nil
        }
        let keyword = text(current)
        let kind: Declaration.Kind
        switch keyword {
        case "import": kind = parseImport()
        case "class", "struct", "enum", "protocol", "extension", "actor": kind = parseTypeDeclaration(keyword)
        case "func", "init", "deinit", "subscript": kind = .function(parseFunction(keyword))
        case "var", "let": kind = .variable(parseVariable())
        case "case": kind = parseEnumCase()
        case "typealias", "associatedtype":
            advance()
            let name = current.kind == .identifier ? self.name(current) : ""
            if current.kind == .identifier { advance() }
            if current.kind == .operator && bytes[current.range.lowerBound] == UInt8(ascii: "<") { _ = skipGenericArguments() }
            // The aliased type may continue on the next lines (`= \n @convention(thin) (A) -> B`).
            if current.kind == .colon {
                advance()
                while parseType() != nil, current.kind == .comma { advance() }
            }
            if isOperator(current, "=") {
                advance()
                _ = parseType()
            }
            skipRestOfDeclaration()
            if isKeyword(current, .where) { skipWhereClause() }
            kind = keyword == "typealias" ? .typeAlias(name) : .associatedType(name)
        default:
            // operator, precedencegroup, macro: kept as a marker, their syntax is irrelevant here.
            advance()
            skipRestOfDeclaration()
            kind = .other(keyword)
        }
        return Declaration(attributes: attributes, modifiers: modifiers, kind: kind, range: range(from: start))
    }

    mutating func parseAttribute() -> Attribute {
        let start = index
        var name = String(text(current).dropFirst())
        advance()
        // `@SwiftUI.State`: a module-qualified attribute name.
        while current.kind == .period, !hasSpace(before: index), peek(1).kind == .identifier, !hasSpace(before: index + 1) {
            advance()
            name += "." + text(current)
            advance()
        }
        // `@ReducerBuilder<State, Action>`: generic arguments belong to the attribute.
        if current.kind == .operator && !hasSpace(before: index) && bytes[current.range.lowerBound] == UInt8(ascii: "<") {
            _ = skipGenericArguments()
        }
        var arguments: [Argument]?
        if current.kind == .leftParen && !hasSpace(before: index) {
            advance()
            arguments = parseArguments(closer: .rightParen)
        }
        return Attribute(name: name, arguments: arguments, range: range(from: start))
    }

    mutating func parseImport() -> Declaration.Kind {
        advance()
        // `import struct Foo.Bar`: the kind word is not part of the path.
        if current.kind == .keyword && !current.isAtStartOfLine && !isKeyword(current, .Any) && peek(1).kind == .identifier { advance() }
        let start = index
        while !isAtEnd && !current.isAtStartOfLine && (current.kind == .identifier || current.kind == .period || current.kind == .keyword) {
            advance()
        }
        return .import(text(from: start))
    }

    mutating func parseTypeDeclaration(_ keyword: String) -> Declaration.Kind {
        advance()
        let kind = TypeDeclaration.Kind(rawValue: keyword) ?? .class
        var name = ""
        if kind == .extension {
            if let type = parseType() { name = text(type) }
        } else if current.kind == .identifier || current.kind == .keyword {
            name = self.name(current)
            advance()
        }
        if current.kind == .operator && bytes[current.range.lowerBound] == UInt8(ascii: "<") { _ = skipGenericArguments() }
        var inheritance: [String] = []
        if current.kind == .colon {
            advance()
            while true {
                if current.kind == .keyword && self.is(current, "class") {
                    // `protocol P: class, Q`: the old spelling of `AnyObject`.
                    inheritance.append("class")
                    advance()
                } else if let type = parseType() {
                    inheritance.append(text(type))
                } else {
                    break
                }
                guard current.kind == .comma else { break }
                advance()
            }
        }
        if isKeyword(current, .where) { _ = skipPattern(until: .body) }
        var members: [Statement] = []
        if current.kind == .leftBrace {
            advance()
            members = parseItems(.braces)
            if current.kind == .rightBrace { advance() }
        }
        return .type(TypeDeclaration(kind: kind, name: name, inheritance: inheritance, members: members))
    }

    mutating func parseFunction(_ keyword: String) -> FunctionDeclaration {
        let kind = FunctionDeclaration.Kind(rawValue: keyword) ?? .function
        advance()
        var name = keyword
        if kind == .function {
            if current.kind == .operator && current.range.count > 1 && bytes[current.range.upperBound - 1] == UInt8(ascii: "<")
                && peek(1).kind == .identifier && !hasSpace(after: index) {
                // `func ==<T>(…)`: lexed as one `==<` operator whose last `<` opens the generic parameters (as
                // swift-syntax splits it); read whole, the declaration was lost and its body became a closure.
                name = text(current.range.lowerBound..<(current.range.upperBound - 1))
                advance()
                _ = skipGenericArguments(openDepth: 1)
            } else if current.kind == .identifier || current.kind == .keyword || current.kind == .operator {
                name = self.name(current)
                advance()
            }
        } else if kind == .initializer, current.kind == .operator, !hasSpace(before: index),
                  bytes[current.range.lowerBound] == UInt8(ascii: "?") || bytes[current.range.lowerBound] == UInt8(ascii: "!") {
            // `init?`, `init!`, and `init?<T>` (lexed as one `?<` operator that also opens the generic clause).
            if self.is(current, "?") || self.is(current, "!") { advance() } else { _ = skipGenericArguments() }
        }
        if current.kind == .operator && bytes[current.range.lowerBound] == UInt8(ascii: "<") { _ = skipGenericArguments() }
        var parameters: [FunctionDeclaration.Parameter] = []
        if current.kind == .leftParen { parameters = parseParameters(isSubscript: kind == .subscript) }
        var isAsync = false, isThrowing = false
        parseEffects(isAsync: &isAsync, isThrowing: &isThrowing)
        var returnType: String?
        if isOperator(current, "->") {
            advance()
            returnType = parseType().map(text)
        }
        if isKeyword(current, .where) { _ = skipPattern(until: .body) }
        var body: [Statement]?
        var accessors: [Accessor] = []
        if current.kind == .leftBrace {
            if kind == .subscript {
                accessors = parseAccessorBlock()
                body = accessors.first { $0.kind == "get" }?.body
            } else {
                body = parseBlock()
            }
        }
        return FunctionDeclaration(kind: kind, name: name, parameters: parameters, isAsync: isAsync, isThrowing: isThrowing,
                                   returnType: returnType, body: body, accessors: accessors)
    }

    /// `(_ application: UIApplication, didFinishLaunchingWithOptions options: [Key: Any]? = nil)`.
    mutating func parseParameters(isSubscript: Bool) -> [FunctionDeclaration.Parameter] {
        advance()
        var parameters: [FunctionDeclaration.Parameter] = []
        while !isAtEnd && current.kind != .rightParen && current.kind != .leftBrace && current.kind != .rightBrace {
            let start = index
            while current.kind == .atSign { _ = parseAttribute() }
            // The label and name tokens (`_ application`), not an array of names: that was an allocation per parameter.
            var first: Token?, second: Token?
            while second == nil && (current.kind == .identifier || current.kind == .keyword) {
                if first == nil { first = current } else { second = current }
                advance()
            }
            var type = ""
            var defaultValue: Expression?
            if current.kind == .colon {
                advance()
                if let range = parseType() { type = text(range) }
                if isOperator(current, "...") { advance() }
                if isOperator(current, "=") {
                    advance()
                    defaultValue = parseExpression()
                }
            }
            if let first {
                let firstName = name(first)
                let label: String? = second != nil ? (firstName == "_" ? nil : firstName) : (isSubscript || firstName == "_" ? nil : firstName)
                parameters.append(FunctionDeclaration.Parameter(label: label, name: second.map(name) ?? firstName, type: type, defaultValue: defaultValue))
            }
            // Recovery: anything unexpected up to the next parameter is skipped.
            while !isAtEnd && current.kind != .comma && current.kind != .rightParen && current.kind != .leftBrace && current.kind != .rightBrace {
                skipBalanced()
            }
            if current.kind == .comma { advance() }
            if index == start { advance() }
        }
        if current.kind == .rightParen { advance() }
        return parameters
    }

    mutating func parseVariable() -> VariableDeclaration {
        let isLet = isKeyword(current, .let)
        advance()
        var bindings: [VariableDeclaration.Binding] = []
        repeat {
            if current.kind == .comma { advance() }
            let patternStart = index
            if current.kind == .leftParen {
                skipBalanced()
            } else if current.kind == .identifier || current.kind == .keyword {
                advance()
            }
            let pattern = index == patternStart + 1 && tokens[patternStart].kind != .leftParen
                ? name(tokens[patternStart]) : text(from: patternStart)
            var type: String?
            if current.kind == .colon {
                advance()
                type = parseType().map(text)
            }
            var initializer: Expression?
            if isOperator(current, "=") {
                advance()
                initializer = parseExpression()
            }
            var accessors: [Accessor] = []
            if current.kind == .leftBrace { accessors = parseAccessorBlock() }
            bindings.append(VariableDeclaration.Binding(pattern: pattern, type: type, initializer: initializer, accessors: accessors))
        } while current.kind == .comma
        return VariableDeclaration(isLet: isLet, bindings: bindings)
    }

    /// `{ get { … } set(v) { … } }`, `{ didSet { … } }`, `{ get set }`, or an implicit getter `{ statements }`.
    mutating func parseAccessorBlock() -> [Accessor] {
        let blockStart = index
        guard blockHasExplicitAccessors() else {
            let body = parseBlock()
            return [Accessor(kind: "get", parameter: nil, body: body, range: range(from: blockStart))]
        }
        advance()
        var accessors: [Accessor] = []
        while !isAtEnd && current.kind != .rightBrace {
            let start = index
            while current.kind == .atSign { _ = parseAttribute() }
            while current.kind == .identifier && isWord(current, in: Self.accessorModifiers) { advance() }
            guard current.kind == .identifier || isKeyword(current, .`init`) else {
                skipBalanced()
                continue
            }
            let kind = text(current)
            advance()
            var parameter: String?
            if current.kind == .leftParen {
                advance()
                if current.kind == .identifier { parameter = name(current) }
                while !isAtEnd && current.kind != .rightParen && current.kind != .leftBrace { advance() }
                if current.kind == .rightParen { advance() }
            }
            var isAsync = false, isThrowing = false
            parseEffects(isAsync: &isAsync, isThrowing: &isThrowing)
            let body: [Statement]? = current.kind == .leftBrace ? parseBlock() : nil
            accessors.append(Accessor(kind: kind, parameter: parameter, body: body, range: range(from: start)))
            if index == start { advance() }
        }
        if current.kind == .rightBrace { advance() }
        return accessors
    }

    mutating func parseEnumCase() -> Declaration.Kind {
        advance()
        var names: [String] = []
        while current.kind == .identifier || current.kind == .keyword {
            names.append(name(current))
            advance()
            if current.kind == .leftParen { skipBalanced() }
            if isOperator(current, "=") {
                advance()
                _ = parseExpression()
            }
            guard current.kind == .comma else { break }
            advance()
        }
        return .enumCase(names)
    }

    // MARK: - From SwiftParser+Expressions

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
        var elements: [Expression] = []
        while !isAtEnd {
            let token = current
            if token.kind == .operator && isBinaryOperator(at: index) && !self.is(token, "->") {
                if stopsAtAssignment && self.is(token, "=") { break }
                if elements.isEmpty { elements.append(first) }
                let isTernary = self.is(token, "?")
                elements.append(Expression(.operator(text(token)), range: token.range))
                advance()
                if isTernary {
                    elements.append(parseExpression(trailingClosures: trailingClosures))
                    guard current.kind == .colon else { break }
                    elements.append(Expression(.operator(":"), range: current.range))
                    advance()
                }
                elements.append(parsePrefixExpression(trailingClosures: trailingClosures))
            } else if let keyword = token.keyword, keyword == .as || keyword == .is {
                if elements.isEmpty { elements.append(first) }
                let castStart = index
                var word = keyword.rawValue
                advance()
                if current.kind == .operator && !hasSpace(before: index) && (self.is(current, "?") || self.is(current, "!")) {
                    word += text(current)
                    advance()
                }
                let type = parseType().map(text) ?? ""
                elements.append(Expression(.cast(word, type: type), range: range(from: castStart)))
            } else {
                break
            }
        }
        if elements.isEmpty { return first }
        return Expression(.sequence(elements), range: range(from: start))
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

    /// After `f { … }`, a `{` on the next line starts a new statement, not another trailing closure (as in swift-syntax).
    func endsWithTrailingClosure(_ expression: Expression) -> Bool {
        if case .call(let call) = expression.kind { return !call.trailingClosures.isEmpty }
        return false
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
        var arguments: [Argument] = []
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
                arguments.append(Argument(label: label, value: value, range: range(from: start)))
            }
        }
        if current.kind == closer { advance() }
        return arguments
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

    // MARK: - From SwiftParser+Patterns

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

    // MARK: - From SwiftParser+Statements

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

    // MARK: - From SwiftParser


    mutating func parseItems(_ context: ItemContext) -> [Statement] {
        var items: [Statement] = []
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
            let item: Statement
            if context == .switchCases && startsSwitchCase() {
                item = parseSwitchCase()
            } else {
                item = parseStatement(context)
            }
            if index == start {
                skipBalanced()
                items.append(Statement(.unknown, range: range(from: start)))
            } else {
                items.append(item)
            }
        }
        return items
    }

    /// `{ items }`; an absent block is empty, and an unclosed one ends where its items end.
    mutating func parseBlock() -> [Statement] {
        guard current.kind == .leftBrace else { return [] }
        advance()
        let items = parseItems(.braces)
        if current.kind == .rightBrace { advance() }
        return items
    }
}
