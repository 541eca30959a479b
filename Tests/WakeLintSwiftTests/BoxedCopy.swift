@testable import WakeLintSwift

/// A parsed tree rebuilt as boxed nodes, as rules build and change them: every statement and expression holds its
/// kind itself instead of a position in the file's `SyntaxTree`. Code that reads both kinds of node (the walk, launch
/// reachability) must find the same in the copy as in the parsed tree.
enum BoxedCopy {
    static func statements(_ items: [Statement]) -> [Statement] { items.map(statement) }

    static func statement(_ statement: Statement) -> Statement {
        Statement(kind(statement.kind), range: statement.range)
    }

    static func expression(_ expression: Expression) -> Expression {
        Expression(kind(expression.kind), range: expression.range)
    }

    private static func kind(_ kind: Statement.Kind) -> Statement.Kind {
        switch kind {
        case .expression(let expression):
            return .expression(self.expression(expression))
        case .declaration(let declaration):
            return .declaration(self.declaration(declaration))
        case .if(var node):
            node.conditions = node.conditions.map(condition)
            node.body = statements(node.body)
            node.elseBody = node.elseBody.map(statements)
            return .if(node)
        case .guard(var node):
            node.conditions = node.conditions.map(condition)
            node.elseBody = statements(node.elseBody)
            return .guard(node)
        case .switch(var node):
            node.subject = expression(node.subject)
            node.cases = statements(node.cases)
            return .switch(node)
        case .switchCase(var node):
            node.items = node.items.map(caseItem)
            node.body = statements(node.body)
            return .switchCase(node)
        case .do(var node):
            node.body = statements(node.body)
            for index in node.catches.indices {
                node.catches[index].items = node.catches[index].items.map(caseItem)
                node.catches[index].body = statements(node.catches[index].body)
            }
            return .do(node)
        case .defer(let body):
            return .defer(statements(body))
        case .return(let value):
            return .return(value.map(expression))
        case .throw(let value):
            return .throw(value.map(expression))
        case .forIn(var node):
            node.sequence = expression(node.sequence)
            node.whereClause = node.whereClause.map(expression)
            node.body = statements(node.body)
            node.loopPattern = node.loopPattern.map(pattern)
            return .forIn(node)
        case .while(let conditions, let body):
            return .while(conditions: conditions.map(condition), body: statements(body))
        case .repeat(let body, let condition):
            return .repeat(body: statements(body), condition: condition.map(expression))
        case .ifConfig(let config):
            return .ifConfig(ifConfig(config))
        case .jump, .unknown:
            return kind
        }
    }

    private static func kind(_ kind: Expression.Kind) -> Expression.Kind {
        switch kind {
        case .identifier, .literal, .operator, .cast, .keyPath, .missing:
            return kind
        case .string(var literal):
            literal.interpolations = literal.interpolations.map(arguments)
            return .string(literal)
        case .member(let base, let name):
            return .member(base: base.map(expression), name: name)
        case .optionalChain(let base):
            return .optionalChain(expression(base))
        case .forceUnwrap(let base):
            return .forceUnwrap(expression(base))
        case .specialized(let base, let generic):
            return .specialized(expression(base), arguments: generic)
        case .call(var call):
            call.callee = expression(call.callee)
            call.arguments = arguments(call.arguments)
            call.trailingClosures = call.trailingClosures.map {
                TrailingClosure(label: $0.label, expression: expression($0.expression))
            }
            return .call(call)
        case .subscriptCall(let base, let list):
            return .subscriptCall(base: expression(base), arguments: arguments(list))
        case .closure(let closure):
            return .closure(self.closure(closure))
        case .tuple(let list):
            return .tuple(arguments(list))
        case .array(let elements):
            return .array(elements.map(expression))
        case .dictionary(let pairs):
            return .dictionary(pairs.map { DictionaryElement(key: expression($0.key), value: expression($0.value)) })
        case .sequence(let elements):
            return .sequence(elements.map(expression))
        case .prefix(let name, let operand):
            return .prefix(operator: name, expression(operand))
        case .postfix(let operand, let name):
            return .postfix(expression(operand), operator: name)
        case .try(let word, let operand):
            return .try(word, expression(operand))
        case .await(let operand):
            return .await(expression(operand))
        case .statement(let statement):
            return .statement(self.statement(statement))
        case .postfixIfConfig(let base, let config):
            return .postfixIfConfig(base: expression(base), ifConfig(config))
        }
    }

    private static func declaration(_ declaration: Declaration) -> Declaration {
        var copy = declaration
        for index in copy.attributes.indices {
            copy.attributes[index].arguments = copy.attributes[index].arguments.map(arguments)
        }
        switch declaration.kind {
        case .type(var type):
            type.members = statements(type.members)
            copy.kind = .type(type)
        case .function(var function):
            for index in function.parameters.indices {
                function.parameters[index].defaultValue = function.parameters[index].defaultValue.map(expression)
            }
            function.body = function.body.map(statements)
            function.accessors = function.accessors.map(accessor)
            copy.kind = .function(function)
        case .variable(var variable):
            for index in variable.bindings.indices {
                variable.bindings[index].initializer = variable.bindings[index].initializer.map(expression)
                variable.bindings[index].accessors = variable.bindings[index].accessors.map(accessor)
            }
            copy.kind = .variable(variable)
        case .import, .enumCase, .typeAlias, .associatedType, .other:
            break
        }
        return copy
    }

    private static func accessor(_ accessor: Accessor) -> Accessor {
        var copy = accessor
        copy.body = accessor.body.map(statements)
        return copy
    }

    private static func closure(_ closure: Closure) -> Closure {
        var copy = closure
        for index in copy.captures.indices {
            copy.captures[index].initializer = copy.captures[index].initializer.map(expression)
        }
        copy.body = statements(closure.body)
        return copy
    }

    private static func arguments(_ list: [Argument]) -> [Argument] {
        list.map { Argument(label: $0.label, value: expression($0.value), range: $0.range) }
    }

    private static func condition(_ condition: Condition) -> Condition {
        var copy = condition
        switch condition.kind {
        case .binding(let specifier, let pattern, let initializer):
            copy.kind = .binding(specifier: specifier, pattern: pattern, initializer: initializer.map(expression))
        case .pattern(let pattern, let initializer):
            copy.kind = .pattern(pattern, initializer: initializer.map(expression))
        case .expression(let value):
            copy.kind = .expression(expression(value))
        case .availability:
            break
        }
        copy.casePattern = condition.casePattern.map(pattern)
        return copy
    }

    private static func caseItem(_ item: CaseItem) -> CaseItem {
        CaseItem(pattern: pattern(item.pattern), whereClause: item.whereClause.map(expression), range: item.range)
    }

    private static func pattern(_ pattern: Pattern) -> Pattern {
        let elements: ([Pattern.Element]) -> [Pattern.Element] = { list in
            list.map { Pattern.Element(label: $0.label, pattern: self.pattern($0.pattern)) }
        }
        switch pattern.kind {
        case .wildcard, .identifier, .isType, .invalid:
            return pattern
        case .binding(let specifier, let inner):
            return Pattern(.binding(specifier: specifier, self.pattern(inner)), range: pattern.range)
        case .tuple(let list):
            return Pattern(.tuple(elements(list)), range: pattern.range)
        case .enumCase(let type, let name, let list):
            return Pattern(.enumCase(type: type, name: name, arguments: list.map(elements)), range: pattern.range)
        case .cast(let inner, let type):
            return Pattern(.cast(self.pattern(inner), type: type), range: pattern.range)
        case .optional(let inner):
            return Pattern(.optional(self.pattern(inner)), range: pattern.range)
        case .expression(let value):
            return Pattern(.expression(expression(value)), range: pattern.range)
        }
    }

    private static func ifConfig(_ config: IfConfig) -> IfConfig {
        var copy = config
        for index in copy.clauses.indices { copy.clauses[index].items = statements(copy.clauses[index].items) }
        return copy
    }
}
