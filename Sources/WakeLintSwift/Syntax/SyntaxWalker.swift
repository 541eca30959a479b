/// Depth-first traversals of the syntax tree, so index builders and rules do not each re-implement the
/// recursion through statements, expressions, closures and `#if` clauses.
public enum SyntaxWalker {
    /// A node met during a walk.
    public enum Node {
        case statement(Statement)
        case declaration(Declaration)
        case expression(Expression)
    }

    /// Visits every statement, declaration and expression depth-first (outer before inner, in source order),
    /// with the chain of enclosing declarations (outermost first).
    public static func walk(_ items: [Statement], _ visit: (Node, [Declaration]) -> Void) {
        withoutActuallyEscaping(visit) { visit in
            var visitor = ClosureVisitor(body: visit)
            walk(items, with: &visitor)
        }
    }

    /// Every declaration in `items`, nested ones included (members, locals, inside closures and `#if`).
    public static func forEachDeclaration(in items: [Statement], _ visit: (Declaration, [Declaration]) -> Void) {
        walk(items) { node, enclosing in
            if case .declaration(let declaration) = node { visit(declaration, enclosing) }
        }
    }

    /// Every expression, outer before inner.
    public static func forEachExpression(in items: [Statement], _ visit: (Expression, [Declaration]) -> Void) {
        walk(items) { node, enclosing in
            if case .expression(let expression) = node { visit(expression, enclosing) }
        }
    }

    /// The expressions whose range contains `position`, outermost first: only the nodes on the way there are
    /// visited, so asking about one place (the closures around a handler's end) does not walk the whole file.
    public static func forEachExpression(containing position: Int, in items: [Statement], _ visit: (Expression) -> Void)
    {
        var statements = items
        var expressions: [Expression] = []
        while true {
            if let expression = expressions.first(where: { $0.range.contains(position) }) {
                visit(expression)
                (statements, expressions) = children(of: expression)
            } else if let statement = statements.first(where: { $0.range.contains(position) }) {
                (statements, expressions) =
                    bodyChildren(of: statement, holding: position) ?? children(of: statement)
            } else {
                return
            }
        }
    }

    /// For a parsed function with a body, or a type: of its body or members, only the statement holding `position`,
    /// with the expressions `children(of:)` has for the declaration (attribute arguments, a function's default
    /// values). Neither the body nor the other members are built, so asking about each of many calls in one long
    /// function, or in one type of many methods, stays linear.
    static func bodyChildren(of statement: Statement, holding position: Int) -> (
        statements: [Statement], expressions: [Expression]
    )? {
        guard let (tree, id) = statement.flat, case .declaration(let declarationID) = tree.statements[id.position]
        else { return nil }
        let declaration = tree.declarations[declarationID.position]
        var expressions: [Expression] = []
        for attribute in declaration.attributes.positions {
            for argument in tree.attributes[attribute].arguments?.positions ?? 0..<0 {
                expressions.append(Expression(tree, tree.arguments[argument].value))
            }
        }
        let body: Range<Int>
        switch declaration.kind {
        case .function(let functionID):
            let function = tree.functions[functionID.position]
            guard function.kind != .subscript, let statements = function.body else { return nil }
            for parameter in function.parameters.positions {
                if let value = tree.parameters[parameter].defaultValue { expressions.append(Expression(tree, value)) }
            }
            body = statements.positions
        case .type(let typeID):
            body = tree.typeDeclarations[typeID.position].members.positions
        default:
            return nil
        }
        return (Self.statement(holding: position, among: body, in: tree), expressions)
    }

    /// The statement among consecutive, non-overlapping `positions` whose span holds `position` (binary search),
    /// or none.
    private static func statement(holding position: Int, among positions: Range<Int>, in tree: SyntaxTree)
        -> [Statement]
    {
        var low = positions.lowerBound
        var high = positions.upperBound
        while low < high {
            let middle = (low + high) / 2
            if tree.statementSpans[middle].range.upperBound <= position { low = middle + 1 } else { high = middle }
        }
        let holding = low < positions.upperBound && tree.statementSpans[low].range.contains(position)
        return holding ? [Statement(tree, StatementID(low))] : []
    }

    /// Immediate sub-statements and expressions of a statement, for walkers that need their own order.
    public static func children(of statement: Statement) -> (statements: [Statement], expressions: [Expression]) {
        switch statement.kind {
        case .expression(let expression): return ([], [expression])
        case .declaration(let declaration): return declarationChildren(declaration)
        case .if(let node):
            return (node.body + (node.elseBody ?? []), node.conditions.flatMap(conditionExpressions))
        case .guard(let node): return (node.elseBody, node.conditions.flatMap(conditionExpressions))
        case .switch(let node): return (node.cases, [node.subject])
        case .switchCase(let node): return (node.body, node.items.flatMap(caseItemExpressions))
        case .do(let node):
            return (
                node.body + node.catches.flatMap(\.body), node.catches.flatMap { $0.items.flatMap(caseItemExpressions) }
            )
        case .defer(let body): return (body, [])
        case .return(let value), .throw(let value): return ([], value.map { [$0] } ?? [])
        case .forIn(let node):
            return (
                node.body,
                (node.loopPattern.map(patternExpressions) ?? []) + [node.sequence]
                    + (node.whereClause.map { [$0] } ?? [])
            )
        case .while(let conditions, let body): return (body, conditions.flatMap(conditionExpressions))
        case .repeat(let body, let condition): return (body, condition.map { [$0] } ?? [])
        case .ifConfig(let config): return (config.clauses.flatMap(\.items), [])
        case .jump, .unknown: return ([], [])
        }
    }

    static func declarationChildren(_ declaration: Declaration) -> (statements: [Statement], expressions: [Expression])
    {
        let attributeValues = declaration.attributes.flatMap { ($0.arguments ?? []).map(\.value) }
        switch declaration.kind {
        case .type(let type): return (type.members, attributeValues)
        case .function(let function):
            let defaults = function.parameters.compactMap(\.defaultValue)
            let bodies =
                function.kind == .subscript ? function.accessors.flatMap { $0.body ?? [] } : (function.body ?? [])
            return (bodies, attributeValues + defaults)
        case .variable(let variable):
            let initializers = variable.bindings.compactMap(\.initializer)
            return (
                variable.bindings.flatMap { $0.accessors.flatMap { $0.body ?? [] } }, attributeValues + initializers
            )
        case .import, .enumCase, .typeAlias, .associatedType, .other: return ([], attributeValues)
        }
    }

    static func conditionExpression(_ condition: Condition) -> Expression? {
        switch condition.kind {
        case .binding(_, _, let initializer), .pattern(_, let initializer): return initializer
        case .expression(let expression): return expression
        case .availability: return nil
        }
    }

    /// A condition's code in source order: expressions inside an `if case` pattern, then the value.
    static func conditionExpressions(_ condition: Condition) -> [Expression] {
        (condition.casePattern.map(patternExpressions) ?? []) + (conditionExpression(condition).map { [$0] } ?? [])
    }

    /// Expressions inside a `case`/`catch` item: those in its pattern (`case UInt8(ascii: "a")`, `.a(f())`),
    /// then its `where` clause. Calls there are code like any other (a `catch … where e.isRetryable()`).
    static func caseItemExpressions(_ item: CaseItem) -> [Expression] {
        patternExpressions(item.pattern) + (item.whereClause.map { [$0] } ?? [])
    }

    static func patternExpressions(_ pattern: Pattern) -> [Expression] {
        switch pattern.kind {
        case .expression(let expression): return [expression]
        case .binding(_, let inner), .cast(let inner, _), .optional(let inner): return patternExpressions(inner)
        case .tuple(let elements): return elements.flatMap { patternExpressions($0.pattern) }
        case .enumCase(_, _, let arguments): return (arguments ?? []).flatMap { patternExpressions($0.pattern) }
        case .wildcard, .identifier, .isType, .invalid: return []
        }
    }

    /// Immediate sub-expressions, and the statements of closures and `if`/`switch` expressions.
    public static func children(of expression: Expression) -> (statements: [Statement], expressions: [Expression]) {
        switch expression.kind {
        case .identifier, .literal, .operator, .cast, .keyPath, .missing: return ([], [])
        case .string(let literal): return ([], literal.interpolations.flatMap { $0.map(\.value) })
        case .member(let base, _): return ([], base.map { [$0] } ?? [])
        case .optionalChain(let base), .forceUnwrap(let base), .specialized(let base, _), .prefix(_, let base),
            .postfix(let base, _), .try(_, let base), .await(let base):
            return ([], [base])
        case .call(let call):
            return (
                [],
                [call.callee] + call.arguments.map(\.value)
                    + call.trailingClosures.map(\.expression)
            )
        case .subscriptCall(let base, let arguments): return ([], [base] + arguments.map(\.value))
        case .closure(let closure): return (closure.body, closure.captures.compactMap(\.initializer))
        case .tuple(let arguments): return ([], arguments.map(\.value))
        case .array(let elements), .sequence(let elements): return ([], elements)
        case .dictionary(let pairs): return ([], pairs.flatMap { [$0.key, $0.value] })
        case .statement(let statement): return ([statement], [])
        case .postfixIfConfig(let base, let config): return (config.clauses.flatMap(\.items), [base])
        }
    }

    /// Runs a visitor over `items` in the order `walk(_:_:)` documents.
    static func walk<Visitor: SyntaxVisitor>(_ items: [Statement], with visitor: inout Visitor) {
        for item in items { walk(item, with: &visitor) }
    }

    // The walk recurses through the node kinds directly instead of through `children(of:)`, which allocates
    // arrays per node. Keep both in the same order.
    private static func walk<Visitor: SyntaxVisitor>(_ statement: Statement, with visitor: inout Visitor) {
        // A parsed statement is walked in its file's flat tree, in the same order (`SyntaxTreeTests` pins it).
        if let (tree, id) = statement.flat {
            var adapter = FlatWalkAdapter(visitor)
            tree.walk(statement: id.position, with: &adapter)
            visitor = adapter.visitor
            return
        }
        visitor.visit(statement)
        switch statement.kind {
        case .expression(let expression):
            walk(expression, with: &visitor)
        case .declaration(let declaration):
            visitor.enter(declaration)
            walkChildren(of: declaration, with: &visitor)
            visitor.leave(declaration)
        case .if(let node):
            walk(node.conditions, with: &visitor)
            walk(node.body, with: &visitor)
            if let elseBody = node.elseBody { walk(elseBody, with: &visitor) }
        case .guard(let node):
            walk(node.conditions, with: &visitor)
            walk(node.elseBody, with: &visitor)
        case .switch(let node):
            walk(node.subject, with: &visitor)
            walk(node.cases, with: &visitor)
        case .switchCase(let node):
            for item in node.items { walk(item, with: &visitor) }
            walk(node.body, with: &visitor)
        case .do(let node):
            // As `children(of:)` lists them: the catch items' code, then the bodies.
            for clause in node.catches { for item in clause.items { walk(item, with: &visitor) } }
            walk(node.body, with: &visitor)
            for clause in node.catches { walk(clause.body, with: &visitor) }
        case .defer(let body):
            walk(body, with: &visitor)
        case .return(let value), .throw(let value):
            if let value { walk(value, with: &visitor) }
        case .forIn(let node):
            if let pattern = node.loopPattern {
                for expression in patternExpressions(pattern) { walk(expression, with: &visitor) }
            }
            walk(node.sequence, with: &visitor)
            if let whereClause = node.whereClause { walk(whereClause, with: &visitor) }
            walk(node.body, with: &visitor)
        case .while(let conditions, let body):
            walk(conditions, with: &visitor)
            walk(body, with: &visitor)
        case .repeat(let body, let condition):
            if let condition { walk(condition, with: &visitor) }
            walk(body, with: &visitor)
        case .ifConfig(let config):
            for (position, clause) in config.clauses.enumerated() where visitor.walks(config, clause: position) {
                walk(clause.items, with: &visitor)
            }
        case .jump, .unknown:
            break
        }
    }

    private static func walk<Visitor: SyntaxVisitor>(_ conditions: [Condition], with visitor: inout Visitor) {
        for condition in conditions {
            if let pattern = condition.casePattern {
                for expression in patternExpressions(pattern) { walk(expression, with: &visitor) }
            }
            if let expression = conditionExpression(condition) { walk(expression, with: &visitor) }
        }
    }

    private static func walk<Visitor: SyntaxVisitor>(_ item: CaseItem, with visitor: inout Visitor) {
        for expression in patternExpressions(item.pattern) { walk(expression, with: &visitor) }
        if let whereClause = item.whereClause { walk(whereClause, with: &visitor) }
    }

    /// Attribute arguments, then default values or initial values, then bodies (as `declarationChildren`).
    private static func walkChildren<Visitor: SyntaxVisitor>(of declaration: Declaration, with visitor: inout Visitor) {
        for attribute in declaration.attributes {
            for argument in attribute.arguments ?? [] { walk(argument.value, with: &visitor) }
        }
        switch declaration.kind {
        case .type(let type):
            walk(type.members, with: &visitor)
        case .function(let function):
            for parameter in function.parameters {
                if let defaultValue = parameter.defaultValue { walk(defaultValue, with: &visitor) }
            }
            if function.kind == .subscript {
                for accessor in function.accessors { walk(accessor.body ?? [], with: &visitor) }
            } else {
                walk(function.body ?? [], with: &visitor)
            }
        case .variable(let variable):
            for binding in variable.bindings {
                if let initializer = binding.initializer { walk(initializer, with: &visitor) }
            }
            for binding in variable.bindings {
                for accessor in binding.accessors { walk(accessor.body ?? [], with: &visitor) }
            }
        case .import, .enumCase, .typeAlias, .associatedType, .other:
            break
        }
    }

    private static func walk<Visitor: SyntaxVisitor>(_ expression: Expression, with visitor: inout Visitor) {
        if let (tree, id) = expression.flat {
            var adapter = FlatWalkAdapter(visitor)
            tree.walk(expression: id, with: &adapter)
            visitor = adapter.visitor
            return
        }
        visitor.visit(expression)
        switch expression.kind {
        case .identifier, .literal, .operator, .cast, .keyPath, .missing:
            break
        case .string(let literal):
            for interpolation in literal.interpolations {
                for argument in interpolation { walk(argument.value, with: &visitor) }
            }
        case .member(let base, _):
            if let base { walk(base, with: &visitor) }
        case .optionalChain(let base), .forceUnwrap(let base), .specialized(let base, _), .prefix(_, let base),
            .postfix(let base, _), .try(_, let base), .await(let base):
            walk(base, with: &visitor)
        case .call(let call):
            walk(call.callee, with: &visitor)
            for argument in call.arguments { walk(argument.value, with: &visitor) }
            for trailing in call.trailingClosures { walk(trailing.expression, with: &visitor) }
        case .subscriptCall(let base, let arguments):
            walk(base, with: &visitor)
            for argument in arguments { walk(argument.value, with: &visitor) }
        case .closure(let closure):
            for capture in closure.captures {
                if let initializer = capture.initializer { walk(initializer, with: &visitor) }
            }
            walk(closure.body, with: &visitor)
        case .tuple(let arguments):
            for argument in arguments { walk(argument.value, with: &visitor) }
        case .array(let elements), .sequence(let elements):
            for element in elements { walk(element, with: &visitor) }
        case .dictionary(let pairs):
            for pair in pairs {
                walk(pair.key, with: &visitor)
                walk(pair.value, with: &visitor)
            }
        case .statement(let statement):
            walk(statement, with: &visitor)
        case .postfixIfConfig(let base, let config):
            walk(base, with: &visitor)
            for (position, clause) in config.clauses.enumerated() where visitor.walks(config, clause: position) {
                walk(clause.items, with: &visitor)
            }
        }
    }
}

/// What a generic walk calls; `enter` and `leave` bracket a declaration's children, so a visitor keeps its
/// own record of enclosing declarations (as much of it as it needs).
protocol SyntaxVisitor {
    mutating func visit(_ statement: Statement)
    mutating func enter(_ declaration: Declaration)
    mutating func leave(_ declaration: Declaration)
    mutating func visit(_ expression: Expression)
    /// Whether to walk the items of clause `clause` of a `#if` (all of them unless the visitor says otherwise).
    func walks(_ config: IfConfig, clause: Int) -> Bool
}

extension SyntaxVisitor {
    func walks(_ config: IfConfig, clause: Int) -> Bool { true }
}

/// The closure-based walk as a visitor: keeps the full chain of enclosing declarations for the closure.
private struct ClosureVisitor: SyntaxVisitor {
    let body: (SyntaxWalker.Node, [Declaration]) -> Void
    var enclosing: [Declaration] = []

    mutating func visit(_ statement: Statement) { body(.statement(statement), enclosing) }

    mutating func enter(_ declaration: Declaration) {
        body(.declaration(declaration), enclosing)
        enclosing.append(declaration)
    }

    mutating func leave(_ declaration: Declaration) { enclosing.removeLast() }

    mutating func visit(_ expression: Expression) { body(.expression(expression), enclosing) }
}
