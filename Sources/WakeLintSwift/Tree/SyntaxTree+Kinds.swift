/// The flat tree read as the public syntax types, one level at a time: a node's kind holds its sub-expressions
/// and sub-statements as positions in the tree (`Expression`, `Statement`), so reading a kind costs its own lists,
/// not its subtree.
extension SyntaxTree {
    func statements(_ list: NodeList<StatementNode>) -> [Statement] {
        list.positions.map { Statement(self, StatementID($0)) }
    }

    /// A statement's kind, its sub-statements and expressions as positions in this tree.
    func statementKind(_ position: Int) -> Statement.Kind {
        let kind: Statement.Kind
        switch statements[position] {
        case .expression(let id): kind = .expression(expression(id))
        case .declaration(let id): kind = .declaration(declaration(declarations[id.position]))
        case .if(let id): kind = .if(ifStatement(ifs[id.position]))
        case .guard(let id):
            let node = guards[id.position]
            kind = .guard(Statement.Guard(conditions: conditions(node.conditions), elseBody: statements(node.elseBody)))
        case .switch(let id):
            let node = switches[id.position]
            kind = .switch(Statement.Switch(subject: expression(node.subject), cases: statements(node.cases)))
        case .switchCase(let id):
            let node = switchCases[id.position]
            kind = .switchCase(
                Statement.SwitchCase(
                    pattern: string(node.pattern), isUnknownDefault: node.isUnknownDefault,
                    body: statements(node.body), items: caseItems(node.items)))
        case .do(let id):
            let node = dos[id.position]
            kind = .do(
                Statement.Do(
                    body: statements(node.body),
                    catches: node.catches.positions.map { position in
                        let clause = catches[position]
                        return Statement.Catch(
                            pattern: string(clause.pattern), body: statements(clause.body),
                            items: caseItems(clause.items))
                    }))
        case .defer(let body): kind = .defer(statements(body))
        case .return(let value): kind = .return(value.map(expression))
        case .throw(let value): kind = .throw(value.map(expression))
        case .forIn(let id):
            let node = forIns[id.position]
            kind = .forIn(
                Statement.ForIn(
                    pattern: string(node.pattern), sequence: expression(node.sequence),
                    whereClause: node.whereClause.map(expression), body: statements(node.body),
                    loopPattern: node.loopPattern.map(pattern)))
        case .while(let id):
            let node = whiles[id.position]
            kind = .while(conditions: conditions(node.conditions), body: statements(node.body))
        case .repeat(let id):
            let node = repeats[id.position]
            kind = .repeat(body: statements(node.body), condition: node.condition.map(expression))
        case .jump(let word): kind = .jump(string(word))
        case .ifConfig(let id): kind = .ifConfig(ifConfig(id))
        case .unknown: kind = .unknown
        }
        return kind
    }

    func ifStatement(_ node: IfNode) -> Statement.If {
        Statement.If(
            conditions: conditions(node.conditions), body: statements(node.body),
            elseBody: node.elseBody.map(statements))
    }

    func ifConfig(_ id: NodeID<IfConfigNode>) -> IfConfig {
        IfConfig(
            clauses: ifConfigs[id.position].clauses.positions.map { position in
                let clause = clauses[position]
                return IfConfig.Clause(
                    directive: string(clause.directive), condition: string(clause.condition),
                    items: statements(clause.items),
                    compilationCondition: clause.compilationCondition.map { compilationConditions[$0.position] })
            })
    }

    func conditions(_ list: NodeList<ConditionNode>) -> [Condition] {
        list.positions.map { position in
            let node = conditions[position]
            let kind: Condition.Kind
            switch node.kind {
            case .binding(let specifier, let pattern, let initializer):
                kind = .binding(
                    specifier: string(specifier), pattern: string(pattern), initializer: initializer.map(expression))
            case .pattern(let pattern, let initializer):
                kind = .pattern(string(pattern), initializer: initializer.map(expression))
            case .availability(let text): kind = .availability(string(text))
            case .expression(let id): kind = .expression(expression(id))
            }
            return Condition(kind, range: node.span.range, casePattern: node.casePattern.map(pattern))
        }
    }

    func caseItems(_ list: NodeList<CaseItemNode>) -> [CaseItem] {
        list.positions.map { position in
            let node = caseItems[position]
            return CaseItem(
                pattern: pattern(node.pattern), whereClause: node.whereClause.map(expression), range: node.span.range)
        }
    }

    func pattern(_ id: PatternID) -> Pattern {
        let kind: Pattern.Kind
        switch patterns[id.position] {
        case .wildcard: kind = .wildcard
        case .identifier(let name): kind = .identifier(string(name))
        case .binding(let specifier, let inner): kind = .binding(specifier: string(specifier), pattern(inner))
        case .tuple(let elements): kind = .tuple(patternElements(elements))
        case .enumCase(let type, let name, let arguments):
            kind = .enumCase(type: string(type), name: string(name), arguments: arguments.map(patternElements))
        case .isType(let type): kind = .isType(string(type))
        case .cast(let inner, let type): kind = .cast(pattern(inner), type: string(type))
        case .optional(let inner): kind = .optional(pattern(inner))
        case .expression(let value): kind = .expression(expression(value))
        case .invalid: kind = .invalid
        }
        return Pattern(kind, range: patternSpans[id.position].range)
    }

    func patternElements(_ list: NodeList<PatternElementNode>) -> [Pattern.Element] {
        list.positions.map {
            Pattern.Element(label: string(patternElements[$0].label), pattern: pattern(patternElements[$0].pattern))
        }
    }

    func declaration(_ node: DeclarationNode) -> Declaration {
        let kind: Declaration.Kind
        switch node.kind {
        case .import(let path): kind = .import(string(path))
        case .type(let id):
            let type = typeDeclarations[id.position]
            kind = .type(
                TypeDeclaration(
                    kind: type.kind, name: string(type.name), inheritance: strings(type.inheritance),
                    members: statements(type.members)))
        case .function(let id): kind = .function(functionDeclaration(id))
        case .variable(let id): kind = .variable(variableDeclaration(id))
        case .enumCase(let names): kind = .enumCase(strings(names))
        case .typeAlias(let name): kind = .typeAlias(string(name))
        case .associatedType(let name): kind = .associatedType(string(name))
        case .other(let word): kind = .other(string(word))
        }
        return Declaration(
            attributes: node.attributes.positions.map { position in
                let attribute = attributes[position]
                return Attribute(
                    name: string(attribute.name), arguments: attribute.arguments.map(arguments),
                    range: attribute.span.range)
            }, modifiers: strings(node.modifiers), kind: kind, range: node.span.range)
    }

    func functionDeclaration(_ id: NodeID<FunctionNode>) -> FunctionDeclaration {
        let function = functions[id.position]
        return FunctionDeclaration(
            kind: function.kind, name: string(function.name),
            parameters: function.parameters.positions.map { position in
                let parameter = parameters[position]
                return FunctionDeclaration.Parameter(
                    label: string(parameter.label), name: string(parameter.name),
                    type: string(parameter.type), defaultValue: parameter.defaultValue.map(expression),
                    isVariadic: parameter.isVariadic)
            },
            isAsync: function.isAsync, isThrowing: function.isThrowing, returnType: string(function.returnType),
            body: function.body.map(statements), accessors: accessors(function.accessors))
    }

    func variableDeclaration(_ id: NodeID<VariableNode>) -> VariableDeclaration {
        let variable = variables[id.position]
        return VariableDeclaration(isLet: variable.isLet, bindings: variable.bindings.positions.map(binding))
    }

    func binding(_ position: Int) -> VariableDeclaration.Binding {
        let binding = bindings[position]
        return VariableDeclaration.Binding(
            pattern: string(binding.pattern), type: string(binding.type),
            initializer: binding.initializer.map(expression), accessors: accessors(binding.accessors))
    }

    /// `application(_:didFinishLaunchingWithOptions:)`, as `FunctionDeclaration.signatureName` spells it.
    func signatureName(_ id: NodeID<FunctionNode>) -> String {
        let function = functions[id.position]
        var result = string(function.name)
        result.append("(")
        for position in function.parameters.positions {
            result.append(string(parameters[position].label) ?? "_")
            result.append(":")
        }
        result.append(")")
        return result
    }

    func accessors(_ list: NodeList<AccessorNode>) -> [Accessor] {
        list.positions.map { position in
            let node = accessors[position]
            return Accessor(
                kind: string(node.kind), parameter: string(node.parameter), body: node.body.map(statements),
                range: node.span.range)
        }
    }

    func strings(_ list: LinkList<String>) -> [String] { ids(list).map(string) }

    func expressions(_ list: LinkList<ExpressionNode>) -> [Expression] { ids(list).map { Expression(self, $0) } }

    func arguments(_ list: NodeList<ArgumentNode>) -> [Argument] {
        list.positions.map { position in
            let node = arguments[position]
            return Argument(label: string(node.label), value: expression(node.value), range: node.span.range)
        }
    }

    func closure(_ id: NodeID<ClosureNode>) -> Closure {
        let node = closures[id.position]
        return Closure(
            captures: node.captures.positions.map { position in
                let capture = captures[position]
                return Closure.Capture(
                    specifier: string(capture.specifier), name: string(capture.name),
                    initializer: capture.initializer.map(expression), text: string(capture.text))
            }, parameters: strings(node.parameters), hasSignature: node.hasSignature, body: statements(node.body),
            range: node.span.range)
    }

    func expression(_ id: ExpressionID) -> Expression { Expression(self, id) }

    /// An expression's kind, its sub-expressions as positions in this tree.
    func expressionKind(_ position: Int) -> Expression.Kind {
        let kind: Expression.Kind
        switch expressions[position] {
        case .identifier(let name): kind = .identifier(string(name))
        case .literal(let literal): kind = .literal(literal)
        case .string(let id):
            let node = stringLiterals[id.position]
            kind = .string(
                StringLiteral(
                    interpolations: node.interpolations.positions.map { arguments(interpolations[$0]) },
                    segments: node.segments.positions.map { segments[$0].range },
                    delimiterLength: Int(node.delimiterLength), isMultiline: node.isMultiline))
        case .member(let base, let name): kind = .member(base: base.map(expression), name: string(name))
        case .optionalChain(let base): kind = .optionalChain(expression(base))
        case .forceUnwrap(let base): kind = .forceUnwrap(expression(base))
        case .specialized(let base, let text): kind = .specialized(expression(base), arguments: string(text))
        case .call(let id):
            let node = calls[id.position]
            kind = .call(
                Call(
                    callee: expression(node.callee), arguments: arguments(node.arguments),
                    trailingClosures: node.trailingClosures.positions.map { position in
                        TrailingClosure(
                            label: string(trailingClosures[position].label),
                            expression: expression(trailingClosures[position].expression))
                    }, hasParentheses: node.hasParentheses))
        case .subscriptCall(let base, let list):
            kind = .subscriptCall(base: expression(base), arguments: arguments(list))
        case .closure(let id): kind = .closure(closure(id))
        case .tuple(let list): kind = .tuple(arguments(list))
        case .array(let list): kind = .array(expressions(list))
        case .dictionary(let list):
            let items = expressions(list)
            kind = .dictionary(
                stride(from: 0, to: items.count - 1, by: 2).map {
                    DictionaryElement(key: items[$0], value: items[$0 + 1])
                })
        case .sequence(let list): kind = .sequence(expressions(list))
        case .operator(let text): kind = .operator(string(text))
        case .cast(let word, let type): kind = .cast(string(word), type: string(type))
        case .prefix(let text, let operand): kind = .prefix(operator: string(text), expression(operand))
        case .postfix(let operand, let text): kind = .postfix(expression(operand), operator: string(text))
        case .try(let word, let operand): kind = .try(string(word), expression(operand))
        case .await(let operand): kind = .await(expression(operand))
        case .keyPath(let text): kind = .keyPath(string(text))
        case .statement(let id): kind = .statement(Statement(self, id))
        case .postfixIfConfig(let base, let config): kind = .postfixIfConfig(base: expression(base), ifConfig(config))
        case .missing: kind = .missing
        }
        return kind
    }

    /// `Call.calleeName` of a call whose callee is `callee`.
    func calleeName(_ callee: ExpressionID) -> String? {
        switch expressions[callee.position] {
        case .identifier(let name), .member(_, let name): return string(name)
        case .specialized(let base, _):
            switch expressions[base.position] {
            case .identifier(let name), .member(_, let name): return string(name)
            default: return nil
            }
        default: return nil
        }
    }

    /// The callee of the call `id` is, nil when it is no call.
    func callee(_ id: ExpressionID) -> ExpressionID? {
        if case .call(let call) = expressions[id.position] { return calls[call.position].callee }
        return nil
    }

    /// The body of the `get` accessor in `list` (an implicit getter is one), as a list of the tree; nil when
    /// there is none.
    func getterStatements(_ list: NodeList<AccessorNode>) -> NodeList<StatementNode>? {
        for position in list.positions where string(accessors[position].kind) == "get" {
            return accessors[position].body
        }
        return nil
    }

    /// A declaration's attribute names, without `@`.
    func attributeNames(_ declaration: DeclarationNode) -> [String] {
        declaration.attributes.positions.map { string(attributes[$0].name) }
    }
}
