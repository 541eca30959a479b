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
        var enclosing: [Declaration] = []
        walk(items, enclosing: &enclosing, visit)
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

    /// Immediate sub-statements and expressions of a statement, for walkers that need their own order.
    public static func children(of statement: Statement) -> (statements: [Statement], expressions: [Expression]) {
        switch statement.kind {
        case .expression(let expression): return ([], [expression])
        case .declaration(let declaration): return declarationChildren(declaration)
        case .if(let node):
            return (node.body + (node.elseBody ?? []), node.conditions.compactMap(conditionExpression))
        case .guard(let node): return (node.elseBody, node.conditions.compactMap(conditionExpression))
        case .switch(let node): return (node.cases, [node.subject])
        case .switchCase(let node): return (node.body, [])
        case .do(let node): return (node.body + node.catches.flatMap(\.body), [])
        case .defer(let body): return (body, [])
        case .return(let value), .throw(let value): return ([], value.map { [$0] } ?? [])
        case .forIn(let node): return (node.body, [node.sequence] + (node.whereClause.map { [$0] } ?? []))
        case .while(let conditions, let body): return (body, conditions.compactMap(conditionExpression))
        case .repeat(let body, let condition): return (body, condition.map { [$0] } ?? [])
        case .ifConfig(let config): return (config.clauses.flatMap(\.items), [])
        case .jump, .unknown: return ([], [])
        }
    }

    static func declarationChildren(_ declaration: Declaration) -> (statements: [Statement], expressions: [Expression]) {
        let attributeValues = declaration.attributes.flatMap { ($0.arguments ?? []).map(\.value) }
        switch declaration.kind {
        case .type(let type): return (type.members, attributeValues)
        case .function(let function):
            let defaults = function.parameters.compactMap(\.defaultValue)
            let bodies = function.kind == .subscript ? function.accessors.flatMap { $0.body ?? [] } : (function.body ?? [])
            return (bodies, attributeValues + defaults)
        case .variable(let variable):
            let initializers = variable.bindings.compactMap(\.initializer)
            return (variable.bindings.flatMap { $0.accessors.flatMap { $0.body ?? [] } }, attributeValues + initializers)
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
            return ([], [call.callee] + call.arguments.map(\.value)
                    + call.trailingClosures.map { Expression(.closure($0.closure), range: $0.closure.range) })
        case .subscriptCall(let base, let arguments): return ([], [base] + arguments.map(\.value))
        case .closure(let closure): return (closure.body, closure.captures.compactMap(\.initializer))
        case .tuple(let arguments): return ([], arguments.map(\.value))
        case .array(let elements), .sequence(let elements): return ([], elements)
        case .dictionary(let pairs): return ([], pairs.flatMap { [$0.key, $0.value] })
        case .statement(let statement): return ([statement], [])
        }
    }

    private static func walk(_ items: [Statement], enclosing: inout [Declaration], _ visit: (Node, [Declaration]) -> Void) {
        for item in items { walk(item, enclosing: &enclosing, visit) }
    }

    private static func walk(_ statement: Statement, enclosing: inout [Declaration], _ visit: (Node, [Declaration]) -> Void) {
        visit(.statement(statement), enclosing)
        let (statements, expressions) = children(of: statement)
        if case .declaration(let declaration) = statement.kind {
            visit(.declaration(declaration), enclosing)
            enclosing.append(declaration)
            for expression in expressions { walk(expression, enclosing: &enclosing, visit) }
            walk(statements, enclosing: &enclosing, visit)
            enclosing.removeLast()
            return
        }
        for expression in expressions { walk(expression, enclosing: &enclosing, visit) }
        walk(statements, enclosing: &enclosing, visit)
    }

    private static func walk(_ expression: Expression, enclosing: inout [Declaration], _ visit: (Node, [Declaration]) -> Void) {
        visit(.expression(expression), enclosing)
        let (statements, expressions) = children(of: expression)
        for child in expressions { walk(child, enclosing: &enclosing, visit) }
        walk(statements, enclosing: &enclosing, visit)
    }
}
