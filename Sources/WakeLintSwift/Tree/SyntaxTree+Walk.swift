/// What a walk over the flat tree calls, with node ids: as `SyntaxVisitor`, without reading any node as the public
/// syntax types (the index walks every node of every file, and reading a kind builds its lists).
protocol FlatSyntaxVisitor {
    mutating func visit(statement: StatementID, in tree: SyntaxTree)
    mutating func enter(declaration: NodeID<DeclarationNode>, in tree: SyntaxTree)
    mutating func leave(declaration: NodeID<DeclarationNode>, in tree: SyntaxTree)
    mutating func visit(expression: ExpressionID, in tree: SyntaxTree)
    /// Whether to walk the items of clause `clause` of a `#if`.
    mutating func walks(_ config: NodeID<IfConfigNode>, clause: Int, in tree: SyntaxTree) -> Bool
}

extension SyntaxTree {
    /// Visits the file's nodes in the order `SyntaxWalker.walk(_:with:)` visits them (`SyntaxTreeTests` checks it).
    func walk<Visitor: FlatSyntaxVisitor>(with visitor: inout Visitor) {
        walk(items, with: &visitor)
    }

    func walk<Visitor: FlatSyntaxVisitor>(_ list: NodeList<StatementNode>, with visitor: inout Visitor) {
        for position in list.positions { walk(statement: position, with: &visitor) }
    }

    func walk<Visitor: FlatSyntaxVisitor>(statement position: Int, with visitor: inout Visitor) {
        visitor.visit(statement: StatementID(position), in: self)
        switch statements[position] {
        case .expression(let id):
            walk(expression: id, with: &visitor)
        case .declaration(let id):
            visitor.enter(declaration: id, in: self)
            walkChildren(of: id, with: &visitor)
            visitor.leave(declaration: id, in: self)
        case .if(let id):
            let node = ifs[id.position]
            walk(node.conditions, with: &visitor)
            walk(node.body, with: &visitor)
            if let elseBody = node.elseBody { walk(elseBody, with: &visitor) }
        case .guard(let id):
            let node = guards[id.position]
            walk(node.conditions, with: &visitor)
            walk(node.elseBody, with: &visitor)
        case .switch(let id):
            let node = switches[id.position]
            walk(expression: node.subject, with: &visitor)
            walk(node.cases, with: &visitor)
        case .switchCase(let id):
            let node = switchCases[id.position]
            walk(node.items, with: &visitor)
            walk(node.body, with: &visitor)
        case .do(let id):
            let node = dos[id.position]
            for clause in node.catches.positions { walk(catches[clause].items, with: &visitor) }
            walk(node.body, with: &visitor)
            for clause in node.catches.positions { walk(catches[clause].body, with: &visitor) }
        case .defer(let body):
            walk(body, with: &visitor)
        case .return(let value), .throw(let value):
            if let value { walk(expression: value, with: &visitor) }
        case .forIn(let id):
            let node = forIns[id.position]
            if let pattern = node.loopPattern { walk(pattern: pattern, with: &visitor) }
            walk(expression: node.sequence, with: &visitor)
            if let whereClause = node.whereClause { walk(expression: whereClause, with: &visitor) }
            walk(node.body, with: &visitor)
        case .while(let id):
            let node = whiles[id.position]
            walk(node.conditions, with: &visitor)
            walk(node.body, with: &visitor)
        case .repeat(let id):
            let node = repeats[id.position]
            if let condition = node.condition { walk(expression: condition, with: &visitor) }
            walk(node.body, with: &visitor)
        case .ifConfig(let id):
            walk(clausesOf: id, with: &visitor)
        case .jump, .unknown:
            break
        }
    }

    private func walk<Visitor: FlatSyntaxVisitor>(clausesOf id: NodeID<IfConfigNode>, with visitor: inout Visitor) {
        for (offset, clause) in ifConfigs[id.position].clauses.positions.enumerated()
        where visitor.walks(id, clause: offset, in: self) {
            walk(clauses[clause].items, with: &visitor)
        }
    }

    private func walk<Visitor: FlatSyntaxVisitor>(_ list: NodeList<ConditionNode>, with visitor: inout Visitor) {
        forEachExpression(inConditions: list) { walk(expression: $0, with: &visitor) }
    }

    private func walk<Visitor: FlatSyntaxVisitor>(_ list: NodeList<CaseItemNode>, with visitor: inout Visitor) {
        forEachExpression(inCaseItems: list) { walk(expression: $0, with: &visitor) }
    }

    private func walk<Visitor: FlatSyntaxVisitor>(pattern id: PatternID, with visitor: inout Visitor) {
        forEachExpression(inPattern: id) { walk(expression: $0, with: &visitor) }
    }

    // MARK: - The expressions of conditions and patterns (their own code, not nested further)

    /// Each condition's code in source order: the expressions inside an `if case` pattern, then the value.
    func forEachExpression(inConditions list: NodeList<ConditionNode>, _ body: (ExpressionID) -> Void) {
        for position in list.positions {
            let condition = conditions[position]
            if let pattern = condition.casePattern { forEachExpression(inPattern: pattern, body) }
            switch condition.kind {
            case .binding(_, _, let initializer), .pattern(_, let initializer):
                if let initializer { body(initializer) }
            case .expression(let id):
                body(id)
            case .availability:
                break
            }
        }
    }

    /// Each `case`/`catch` item's code: the expressions in its pattern, then its `where` clause.
    func forEachExpression(inCaseItems list: NodeList<CaseItemNode>, _ body: (ExpressionID) -> Void) {
        for position in list.positions {
            forEachExpression(inPattern: caseItems[position].pattern, body)
            if let whereClause = caseItems[position].whereClause { body(whereClause) }
        }
    }

    /// The expressions inside a pattern, in source order.
    func forEachExpression(inPattern id: PatternID, _ body: (ExpressionID) -> Void) {
        switch patterns[id.position] {
        case .expression(let expression): body(expression)
        case .binding(_, let inner), .cast(let inner, _), .optional(let inner):
            forEachExpression(inPattern: inner, body)
        case .tuple(let elements):
            for element in elements.positions { forEachExpression(inPattern: patternElements[element].pattern, body) }
        case .enumCase(_, _, let arguments):
            for element in (arguments ?? NodeList()).positions {
                forEachExpression(inPattern: patternElements[element].pattern, body)
            }
        case .wildcard, .identifier, .isType, .invalid: break
        }
    }

    private func walkChildren<Visitor: FlatSyntaxVisitor>(of id: NodeID<DeclarationNode>, with visitor: inout Visitor) {
        let declaration = declarations[id.position]
        for attribute in declaration.attributes.positions {
            for argument in (attributes[attribute].arguments ?? NodeList()).positions {
                walk(expression: arguments[argument].value, with: &visitor)
            }
        }
        switch declaration.kind {
        case .type(let type):
            walk(typeDeclarations[type.position].members, with: &visitor)
        case .function(let function):
            let node = functions[function.position]
            for parameter in node.parameters.positions {
                if let defaultValue = parameters[parameter].defaultValue {
                    walk(expression: defaultValue, with: &visitor)
                }
            }
            if node.kind == .subscript {
                for accessor in node.accessors.positions {
                    walk(accessors[accessor].body ?? NodeList(), with: &visitor)
                }
            } else {
                walk(node.body ?? NodeList(), with: &visitor)
            }
        case .variable(let variable):
            let list = variables[variable.position].bindings
            for binding in list.positions {
                if let initializer = bindings[binding].initializer { walk(expression: initializer, with: &visitor) }
            }
            for binding in list.positions {
                for accessor in bindings[binding].accessors.positions {
                    walk(accessors[accessor].body ?? NodeList(), with: &visitor)
                }
            }
        case .import, .enumCase, .typeAlias, .associatedType, .other:
            break
        }
    }

    func walk<Visitor: FlatSyntaxVisitor>(expression id: ExpressionID, with visitor: inout Visitor) {
        visitor.visit(expression: id, in: self)
        switch expressions[id.position] {
        case .identifier, .literal, .operator, .cast, .keyPath, .missing:
            break
        case .string(let literal):
            for interpolation in stringLiterals[literal.position].interpolations.positions {
                walk(arguments: interpolations[interpolation], with: &visitor)
            }
        case .member(let base, _):
            if let base { walk(expression: base, with: &visitor) }
        case .optionalChain(let base), .forceUnwrap(let base), .specialized(let base, _), .prefix(_, let base),
            .postfix(let base, _), .try(_, let base), .await(let base):
            walk(expression: base, with: &visitor)
        case .call(let call):
            let node = calls[call.position]
            walk(expression: node.callee, with: &visitor)
            walk(arguments: node.arguments, with: &visitor)
            for trailing in node.trailingClosures.positions {
                walk(expression: trailingClosures[trailing].expression, with: &visitor)
            }
        case .subscriptCall(let base, let list):
            walk(expression: base, with: &visitor)
            walk(arguments: list, with: &visitor)
        case .closure(let closure):
            let node = closures[closure.position]
            for capture in node.captures.positions {
                if let initializer = captures[capture].initializer { walk(expression: initializer, with: &visitor) }
            }
            walk(node.body, with: &visitor)
        case .tuple(let list):
            walk(arguments: list, with: &visitor)
        case .array(let list), .sequence(let list), .dictionary(let list):
            // A dictionary's keys and values alternate, in the order the boxed walk visits each pair.
            for id in ids(list) { walk(expression: id, with: &visitor) }
        case .statement(let statement):
            walk(statement: statement.position, with: &visitor)
        case .postfixIfConfig(let base, let config):
            walk(expression: base, with: &visitor)
            walk(clausesOf: config, with: &visitor)
        }
    }

    private func walk<Visitor: FlatSyntaxVisitor>(arguments list: NodeList<ArgumentNode>, with visitor: inout Visitor) {
        for position in list.positions { walk(expression: arguments[position].value, with: &visitor) }
    }
}

/// A `SyntaxVisitor` led through the flat tree: nodes are handed over as positions (`Expression`, `Statement`),
/// read only as far as the visitor reads them, instead of every kind being read to find the children.
struct FlatWalkAdapter<Visitor: SyntaxVisitor>: FlatSyntaxVisitor {
    var visitor: Visitor
    /// The declarations entered, read once for `enter` and again handed to `leave`.
    private var entered: [Declaration] = []

    init(_ visitor: Visitor) {
        self.visitor = visitor
    }

    mutating func visit(statement: StatementID, in tree: SyntaxTree) { visitor.visit(Statement(tree, statement)) }

    mutating func enter(declaration: NodeID<DeclarationNode>, in tree: SyntaxTree) {
        let value = tree.declaration(tree.declarations[declaration.position])
        entered.append(value)
        visitor.enter(value)
    }

    mutating func leave(declaration: NodeID<DeclarationNode>, in tree: SyntaxTree) {
        visitor.leave(entered.removeLast())
    }

    mutating func visit(expression: ExpressionID, in tree: SyntaxTree) { visitor.visit(Expression(tree, expression)) }

    mutating func walks(_ config: NodeID<IfConfigNode>, clause: Int, in tree: SyntaxTree) -> Bool {
        visitor.walks(tree.ifConfig(config), clause: clause)
    }
}
