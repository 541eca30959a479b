extension SwiftParser {
    /// Contextual words that act as declaration modifiers when another modifier or a declaration follows.
    static let contextualModifiers = WordSet([
        "open", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "required", "convenience",
        "dynamic", "optional", "indirect", "nonisolated", "distributed", "package", "consuming", "borrowing",
        "prefix", "postfix", "infix", "isolated", "__consuming", "_const", "async",
    ])

    /// Whether the token starts a declaration keyword (including the contextual `actor` and `macro`).
    func isDeclarationStart(at position: Int) -> Bool {
        let token = tokens[position]
        if token.kind == .keyword { return token.keyword?.startsDeclaration ?? false }
        if token.kind == .identifier, self.is(token, "actor") || self.is(token, "macro") {
            let next = tokens[min(position + 1, tokens.count - 1)]
            return next.kind == .identifier && !next.isAtStartOfLine
        }
        return false
    }

    /// Where the run of modifiers starting at `position` ends, or nil when these words are not modifiers.
    /// Keyword modifiers always are; contextual words (and `class`) only when the run ends in a declaration
    /// (`lazy var`, `class func`, `nonisolated(unsafe) let`). One pass, so long runs stay linear.
    func modifierRunEnd(at position: Int) -> Int? {
        var next = position
        var count = 0
        while next < tokens.count - 1 {
            let token = tokens[next]
            if token.kind == .keyword && self.is(token, "class") {
                // `class func` / `class var`: a modifier; `class Name`: the declaration itself.
                let after = tokens[next + 1]
                guard !self.is(after, "class"), isDeclarationStart(at: next + 1) || isModifierWord(after) else { break }
            } else if !isModifierWord(token) {
                break
            }
            next += 1
            count += 1
            if hasModifierDetail(at: next) {
                // `unowned(unsafe)`, `private(set)`: skip the detail to see what follows.
                while next < tokens.count - 1 && tokens[next].kind != .rightParen { next += 1 }
                if next < tokens.count - 1 { next += 1 }
            }
        }
        guard count > 0 else { return nil }
        let first = tokens[position]
        if first.kind == .keyword && !self.is(first, "class") { return next }
        return isDeclarationStart(at: next) ? next : nil
    }

    /// `(set)` after `private`, `(unsafe)` after `unowned`, also after a space as in `private (set)`, which the
    /// compiler takes too. Only these words: `open()` on a line before a declaration is a call (Datadog's stream).
    func hasModifierDetail(at position: Int) -> Bool {
        guard position + 2 < tokens.count, tokens[position].kind == .leftParen else { return false }
        return tokens[position + 2].kind == .rightParen && isWord(tokens[position + 1], in: Self.modifierDetails)
    }

    static let modifierDetails = WordSet(["set", "unsafe", "safe"])

    private func isModifierWord(_ token: Token) -> Bool {
        switch token.kind {
        case .keyword: return token.keyword?.isModifier ?? false
        case .identifier: return isWord(token, in: Self.contextualModifiers)
        default: return false
        }
    }

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

    /// Skips to the end of a one-line declaration (balanced groups included, a `{ … }` body too).
    mutating func skipRestOfDeclaration() {
        while !isAtEnd && !current.isAtStartOfLine && current.kind != .semicolon && current.kind != .rightBrace {
            let wasBrace = current.kind == .leftBrace
            skipBalanced()
            if wasBrace { return }
        }
    }

    /// `where A: P, B.C == D`, possibly over several lines: requirements joined by commas.
    mutating func skipWhereClause() {
        advance()
        while parseType() != nil {
            if current.kind == .colon || isOperator(current, "==") {
                advance()
                _ = parseType()
            }
            guard current.kind == .comma else { return }
            advance()
        }
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

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync` in any order.
    mutating func parseEffects(isAsync: inout Bool, isThrowing: inout Bool) {
        while true {
            if isIdentifier(current, "async") || isIdentifier(current, "reasync") {
                isAsync = true
                advance()
            } else if isKeyword(current, .throws) || isKeyword(current, .rethrows) {
                isThrowing = true
                let isThrows = isKeyword(current, .throws)
                advance()
                // `throws(E)`, also spaced (`throws (ParseError)`: the body became a trailing closure).
                if current.kind == .leftParen && (!hasSpace(before: index) || (isThrows && !current.isAtStartOfLine)) { skipBalanced() }
            } else {
                return
            }
        }
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

    static let accessorModifiers = WordSet(["mutating", "nonmutating", "borrowing", "consuming", "__consuming", "nonisolated"])
    static let accessorNames = WordSet([
        "get", "set", "didSet", "willSet", "_modify", "_read", "modify", "read", "init", "unsafeAddress", "unsafeMutableAddress",
    ])

    /// Whether the `{` at the cursor opens explicit accessors rather than an implicit getter's statements.
    func blockHasExplicitAccessors() -> Bool {
        var position = index + 1
        while position < tokens.count - 1 {
            let token = tokens[position]
            if token.kind == .atSign {
                // `@_lifetime(borrow self)`: skip the attribute and its arguments.
                position += 1
                if tokens[position].kind == .leftParen, !hasSpace(before: position), let close = matchingCloser(from: position) {
                    position = close + 1
                }
                continue
            }
            if token.kind == .identifier && isWord(token, in: Self.accessorModifiers) {
                position += 1
                continue
            }
            guard token.kind == .identifier || isKeyword(token, .`init`) else { return false }
            guard isWord(token, in: Self.accessorNames) else { return false }
            let next = tokens[position + 1]
            switch next.kind {
            case .leftBrace, .leftParen, .rightBrace: return true
            case .identifier: return isWord(next, in: Self.accessorNames) || self.is(next, "async")
            case .keyword: return self.is(next, "throws")
            default: return false
            }
        }
        return false
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
}
