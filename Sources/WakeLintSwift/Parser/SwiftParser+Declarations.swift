import WakeLintCore

/// Declarations into the flat tree: attributes, modifiers, types, functions, properties and their accessors.
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
    /// compiler takes too. Only these words: `open()` on a line before a declaration is a call (`stream.open()`).
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
                // `throws(E)`, also spaced (`throws (ParseError)`, so the body is no trailing closure).
                if current.kind == .leftParen && (!hasSpace(before: index) || (isThrows && !current.isAtStartOfLine)) {
                    skipBalanced()
                }
            } else {
                return
            }
        }
    }

    static let accessorModifiers = WordSet([
        "mutating", "nonmutating", "borrowing", "consuming", "__consuming", "nonisolated",
    ])
    static let accessorNames = WordSet([
        "get", "set", "didSet", "willSet", "_modify", "_read", "modify", "read", "init", "unsafeAddress",
        "unsafeMutableAddress",
    ])

    /// Whether the `{` at the cursor opens explicit accessors rather than an implicit getter's statements.
    func blockHasExplicitAccessors() -> Bool {
        var position = index + 1
        while position < tokens.count - 1 {
            let token = tokens[position]
            if token.kind == .atSign {
                // `@_lifetime(borrow self)`: skip the attribute and its arguments.
                position += 1
                if tokens[position].kind == .leftParen, !hasSpace(before: position),
                    let close = matchingCloser(from: position)
                {
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

    /// Attributes, modifiers and a declaration; nil (cursor unchanged) when no declaration starts here.
    ///
    /// The last attempt that fails is remembered by its attributes' starts: an attempt from any of them parses the
    /// same attributes and modifiers to the same token and fails there too (the statement parser goes on to them
    /// next; runs nested in the arguments are tried, and remembered, after the run around them). So a run of `@`
    /// before no declaration is parsed once, not again from each `@` the statement parser goes on to: linear.
    mutating func buildDeclaration() -> NodeID<DeclarationNode>? {
        let start = index
        if current.kind == .atSign, attemptFailed(from: start) { return nil }
        let attributes = builder.attributes.count
        let modifiers = builder.links.count
        // This attempt's attribute starts, above those of the attempts it is nested in (attribute arguments hold
        // closures, whose statements are attempts of their own).
        let mark = attemptedAttributeTop
        defer { attemptedAttributeTop = mark }
        while true {
            if current.kind == .atSign && !(self.is(current, "@unknown") && isKeyword(peek(1), .default)) {
                noteAttemptedAttribute(at: index)
                builder.attributes.push(buildAttribute())
            } else if let end = modifierRunEnd(at: index) {
                while index < end {
                    let modifierStart = index
                    advance()
                    if hasModifierDetail(at: index) && index < end { skipBalanced() }
                    builder.links.push(builder.text(range(from: modifierStart)).raw)
                }
            } else {
                break
            }
        }
        guard isDeclarationStart(at: index) else {
            if builder.attributes.count > attributes && (isAtEnd || isIfConfigContinuation(current)) {
                return builder.declaration(
                    DeclarationNode(
                        attributes: builder.attributeList(from: attributes),
                        modifiers: builder.linkList(from: modifiers),
                        kind: .other(builder.string("attributes")), span: ByteSpan(range(from: start))))
            }
            builder.attributes.discard(from: attributes)
            builder.links.discard(from: modifiers)
            if attemptedAttributeTop > mark {
                failedDeclarationStarts.removeAll(keepingCapacity: true)
                failedDeclarationStarts.append(contentsOf: attemptedAttributeStarts[mark..<attemptedAttributeTop])
            }
            index = start
            return nil
        }
        // The attributes and modifiers wait on their stacks while the declaration's own lists are built above them.
        let keyword = current
        let kind: DeclarationNode.Kind
        switch keyword.keyword {
        case .import?: kind = buildImport()
        case .class?: kind = buildTypeDeclaration(.class)
        case .struct?: kind = buildTypeDeclaration(.struct)
        case .enum?: kind = buildTypeDeclaration(.enum)
        case .protocol?: kind = buildTypeDeclaration(.protocol)
        case .extension?: kind = buildTypeDeclaration(.extension)
        case nil where self.is(keyword, "actor"): kind = buildTypeDeclaration(.actor)
        case .func?: kind = .function(buildFunction(.function))
        case .`init`?: kind = .function(buildFunction(.initializer))
        case .deinit?: kind = .function(buildFunction(.deinitializer))
        case .subscript?: kind = .function(buildFunction(.subscript))
        case .var?, .let?: kind = .variable(buildVariable())
        case .case?: kind = buildEnumCase()
        case .typealias?, .associatedtype?:
            advance()
            let name =
                current.kind == .identifier
                ? builder.name(current) : builder.text(current.range.lowerBound..<current.range.lowerBound)
            if current.kind == .identifier { advance() }
            if current.kind == .operator && bytes[current.range.lowerBound] == UInt8(ascii: "<") {
                _ = skipGenericArguments()
            }
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
            kind = keyword.keyword == .typealias ? .typeAlias(name) : .associatedType(name)
        default:
            advance()
            skipRestOfDeclaration()
            kind = .other(builder.text(keyword))
        }
        return builder.declaration(
            DeclarationNode(
                attributes: builder.attributeList(from: attributes),
                modifiers: builder.linkList(from: modifiers), kind: kind,
                span: ByteSpan(range(from: start))))
    }

    /// Whether an attribute of the last attempt that found no declaration starts at `position` (its starts ascend).
    private func attemptFailed(from position: Int) -> Bool {
        guard let last = failedDeclarationStarts.last, position <= last else { return false }
        return failedDeclarationStarts.sortedIndex(of: position) != nil
    }

    /// Pushes an attribute start onto the attempts' stack (`attemptedAttributeStarts` up to `attemptedAttributeTop`;
    /// the array is reused, not shrunk).
    private mutating func noteAttemptedAttribute(at position: Int) {
        if attemptedAttributeTop < attemptedAttributeStarts.count {
            attemptedAttributeStarts[attemptedAttributeTop] = position
        } else {
            attemptedAttributeStarts.append(position)
        }
        attemptedAttributeTop += 1
    }

    mutating func buildAttribute() -> AttributeNode {
        let start = index
        advance()
        while current.kind == .period, !hasSpace(before: index), peek(1).kind == .identifier,
            !hasSpace(before: index + 1)
        {
            advance()
            advance()
        }
        // `@SwiftUI.State` without the `@`: its tokens touch, so the name is one range of the source.
        let name = builder.text((tokens[start].range.lowerBound + 1)..<tokens[index - 1].range.upperBound)
        if current.kind == .operator && !hasSpace(before: index) && bytes[current.range.lowerBound] == UInt8(ascii: "<")
        {
            _ = skipGenericArguments()
        }
        var arguments: NodeList<ArgumentNode>?
        if current.kind == .leftParen && !hasSpace(before: index) {
            advance()
            arguments = buildArguments(closer: .rightParen)
        }
        return AttributeNode(name: name, arguments: arguments, span: ByteSpan(range(from: start)))
    }

    mutating func buildImport() -> DeclarationNode.Kind {
        advance()
        if current.kind == .keyword && !current.isAtStartOfLine && !isKeyword(current, .Any)
            && peek(1).kind == .identifier
        {
            advance()
        }
        let start = index
        while !isAtEnd && !current.isAtStartOfLine
            && (current.kind == .identifier || current.kind == .period || current.kind == .keyword)
        {
            advance()
        }
        return .import(builder.text(range(from: start)))
    }

    mutating func buildTypeDeclaration(_ kind: TypeDeclaration.Kind) -> DeclarationNode.Kind {
        advance()
        var name = builder.text(current.range.lowerBound..<current.range.lowerBound)
        if kind == .extension {
            if let type = parseType() { name = builder.text(type) }
        } else if current.kind == .identifier || current.kind == .keyword {
            name = builder.name(current)
            advance()
        }
        if current.kind == .operator && bytes[current.range.lowerBound] == UInt8(ascii: "<") {
            _ = skipGenericArguments()
        }
        let inheritance = builder.links.count
        if current.kind == .colon {
            advance()
            while true {
                if current.kind == .keyword && self.is(current, "class") {
                    builder.links.push(builder.text(current).raw)
                    advance()
                } else if let type = parseType() {
                    builder.links.push(builder.text(type).raw)
                } else {
                    break
                }
                guard current.kind == .comma else { break }
                advance()
            }
        }
        let inheritanceList: LinkList<String> = builder.linkList(from: inheritance)
        if isKeyword(current, .where) { _ = skipPattern(until: .body) }
        var members = NodeList<StatementNode>()
        if current.kind == .leftBrace {
            advance()
            members = buildItems(.braces)
            if current.kind == .rightBrace { advance() }
        }
        return .type(
            builder.typeDeclaration(
                TypeDeclarationNode(
                    kind: kind, name: name, inheritance: inheritanceList,
                    members: members)))
    }

    mutating func buildFunction(_ kind: FunctionDeclaration.Kind) -> NodeID<FunctionNode> {
        // `init`, `deinit`, `subscript`, and `func` until its name is read.
        var name = builder.text(current)
        advance()
        if kind == .function {
            if current.kind == .operator && current.range.count > 1
                && bytes[current.range.upperBound - 1] == UInt8(ascii: "<")
                && peek(1).kind == .identifier && !hasSpace(after: index)
            {
                name = builder.text(current.range.lowerBound..<(current.range.upperBound - 1))
                advance()
                _ = skipGenericArguments(openDepth: 1)
            } else if current.kind == .identifier || current.kind == .keyword || current.kind == .operator {
                name = builder.name(current)
                advance()
            }
        } else if kind == .initializer, current.kind == .operator, !hasSpace(before: index),
            bytes[current.range.lowerBound] == UInt8(ascii: "?") || bytes[current.range.lowerBound] == UInt8(ascii: "!")
        {
            if self.is(current, "?") || self.is(current, "!") { advance() } else { _ = skipGenericArguments() }
        }
        if current.kind == .operator && bytes[current.range.lowerBound] == UInt8(ascii: "<") {
            _ = skipGenericArguments()
        }
        var parameters = NodeList<ParameterNode>()
        if current.kind == .leftParen { parameters = buildParameters(isSubscript: kind == .subscript) }
        var isAsync = false
        var isThrowing = false
        parseEffects(isAsync: &isAsync, isThrowing: &isThrowing)
        var returnType: StringID?
        if isOperator(current, "->") {
            advance()
            returnType = parseType().map { builder.text($0) }
        }
        if isKeyword(current, .where) { _ = skipPattern(until: .body) }
        var body: NodeList<StatementNode>?
        var accessors = NodeList<AccessorNode>()
        if current.kind == .leftBrace {
            if kind == .subscript {
                accessors = buildAccessorBlock()
                body = accessors.positions.first { builder.tree.string(builder.tree.accessors[$0].kind) == "get" }
                    .flatMap { builder.tree.accessors[$0].body }
            } else {
                body = buildBlock()
            }
        }
        return builder.function(
            FunctionNode(
                kind: kind, name: name, parameters: parameters, isAsync: isAsync,
                isThrowing: isThrowing, returnType: returnType, body: body, accessors: accessors))
    }

    mutating func buildParameters(isSubscript: Bool) -> NodeList<ParameterNode> {
        advance()
        let parameters = builder.parameters.count
        while !isAtEnd && current.kind != .rightParen && current.kind != .leftBrace && current.kind != .rightBrace {
            let start = index
            while current.kind == .atSign { _ = buildAttribute() }
            var first: Token?
            var second: Token?
            while second == nil && (current.kind == .identifier || current.kind == .keyword) {
                if first == nil { first = current } else { second = current }
                advance()
            }
            var type = current.range.lowerBound..<current.range.lowerBound
            var defaultValue: ExpressionID?
            var isVariadic = false
            if current.kind == .colon {
                advance()
                if let range = parseType() { type = range }
                if isOperator(current, "...") {
                    isVariadic = true
                    advance()
                }
                if isOperator(current, "=") {
                    advance()
                    defaultValue = buildExpression()
                }
            }
            if let first {
                // The label is the first name unless it is `_` (or, alone, in a subscript); the body's name is the last.
                let firstIsWildcard = name(first) == "_"
                let label: StringID? =
                    second != nil
                    ? (firstIsWildcard ? nil : builder.name(first))
                    : (isSubscript || firstIsWildcard ? nil : builder.name(first))
                builder.parameters.push(
                    ParameterNode(
                        label: label, name: builder.name(second ?? first), type: builder.text(type),
                        defaultValue: defaultValue, isVariadic: isVariadic))
            }
            while !isAtEnd && current.kind != .comma && current.kind != .rightParen && current.kind != .leftBrace
                && current.kind != .rightBrace
            {
                skipBalanced()
            }
            if current.kind == .comma { advance() }
            if index == start { advance() }
        }
        if current.kind == .rightParen { advance() }
        return builder.parameterList(from: parameters)
    }

    mutating func buildVariable() -> NodeID<VariableNode> {
        let isLet = isKeyword(current, .let)
        advance()
        let bindings = builder.bindings.count
        repeat {
            if current.kind == .comma { advance() }
            let patternStart = index
            if current.kind == .leftParen {
                skipBalanced()
            } else if current.kind == .identifier || current.kind == .keyword {
                advance()
            }
            let pattern =
                index == patternStart + 1 && tokens[patternStart].kind != .leftParen
                ? builder.name(tokens[patternStart]) : builder.text(range(from: patternStart))
            var type: StringID?
            if current.kind == .colon {
                advance()
                type = parseType().map { builder.text($0) }
            }
            var initializer: ExpressionID?
            if isOperator(current, "=") {
                advance()
                initializer = buildExpression()
            }
            var accessors = NodeList<AccessorNode>()
            if current.kind == .leftBrace { accessors = buildAccessorBlock() }
            builder.bindings.push(
                BindingNode(pattern: pattern, type: type, initializer: initializer, accessors: accessors))
        } while current.kind == .comma
        return builder.variable(VariableNode(isLet: isLet, bindings: builder.bindingList(from: bindings)))
    }

    mutating func buildAccessorBlock() -> NodeList<AccessorNode> {
        let blockStart = index
        let accessors = builder.accessors.count
        guard blockHasExplicitAccessors() else {
            let body = buildBlock()
            builder.accessors.push(
                AccessorNode(
                    kind: builder.string("get"), parameter: nil, body: body, span: ByteSpan(range(from: blockStart))))
            return builder.accessorList(from: accessors)
        }
        advance()
        while !isAtEnd && current.kind != .rightBrace {
            let start = index
            while current.kind == .atSign { _ = buildAttribute() }
            while current.kind == .identifier && isWord(current, in: Self.accessorModifiers) { advance() }
            guard current.kind == .identifier || isKeyword(current, .`init`) else {
                skipBalanced()
                continue
            }
            let kind = builder.text(current)
            advance()
            var parameter: StringID?
            if current.kind == .leftParen {
                advance()
                if current.kind == .identifier { parameter = builder.name(current) }
                while !isAtEnd && current.kind != .rightParen && current.kind != .leftBrace { advance() }
                if current.kind == .rightParen { advance() }
            }
            var isAsync = false
            var isThrowing = false
            parseEffects(isAsync: &isAsync, isThrowing: &isThrowing)
            let body: NodeList<StatementNode>? = current.kind == .leftBrace ? buildBlock() : nil
            builder.accessors.push(
                AccessorNode(kind: kind, parameter: parameter, body: body, span: ByteSpan(range(from: start))))
            if index == start { advance() }
        }
        if current.kind == .rightBrace { advance() }
        return builder.accessorList(from: accessors)
    }

    mutating func buildEnumCase() -> DeclarationNode.Kind {
        advance()
        let names = builder.links.count
        while current.kind == .identifier || current.kind == .keyword {
            builder.links.push(builder.name(current).raw)
            advance()
            if current.kind == .leftParen { skipBalanced() }
            if isOperator(current, "=") {
                advance()
                _ = buildExpression()
            }
            guard current.kind == .comma else { break }
            advance()
        }
        return .enumCase(builder.linkList(from: names))
    }
}
