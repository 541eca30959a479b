/// A compact, indented text form of a syntax tree that shows its structure (what calls what, which closure
/// belongs to which call); parser tests compare it whole. Closures and `if`/`switch` expressions appear
/// inline as `closure#N`/`expr#N` and their bodies follow the line, one level deeper.
struct SyntaxDump {
    let bytes: [UInt8]
    private(set) var lines: [String] = []
    /// Blocks met while rendering the current line, printed after it.
    private var pending: [Pending] = []

    private enum Pending {
        case closure(Closure)
        case statement(Statement)
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func dump(_ items: [Statement], bytes: [UInt8]) -> String {
        var dump = SyntaxDump(bytes: bytes)
        dump.items(items, depth: 0)
        return dump.lines.joined(separator: "\n")
    }

    private func text(_ range: Range<Int>) -> String {
        let clamped = max(0, range.lowerBound)..<min(bytes.count, max(range.lowerBound, range.upperBound))
        return String(decoding: bytes[clamped], as: UTF8.self)
    }

    // MARK: - Lines

    private mutating func line(_ content: String, depth: Int) {
        let blocks = pending
        pending = []
        lines.append(String(repeating: "  ", count: depth) + content)
        for (number, block) in blocks.enumerated() {
            switch block {
            case .closure(let closure):
                var header = "closure#\(number + 1)"
                if !closure.captures.isEmpty {
                    header += " [" + closure.captures.map(\.text).joined(separator: ", ") + "]"
                }
                if closure.hasSignature { header += " (" + closure.parameters.joined(separator: ", ") + ") in" }
                line(header, depth: depth + 1)
                items(closure.body, depth: depth + 2)
            case .statement(let statement):
                line("expr#\(number + 1)", depth: depth + 1)
                self.statement(statement, depth: depth + 2)
            }
        }
    }

    private mutating func items(_ items: [Statement], depth: Int) {
        for item in items { statement(item, depth: depth) }
    }

    private mutating func statement(_ statement: Statement, depth: Int) {
        switch statement.kind {
        case .expression(let expression):
            line("expr " + render(expression), depth: depth)
        case .declaration(let declaration):
            self.declaration(declaration, depth: depth)
        case .if(let node):
            ifStatement(node, keyword: "if", depth: depth)
        case .guard(let node):
            line("guard " + render(node.conditions) + " else", depth: depth)
            items(node.elseBody, depth: depth + 1)
        case .switch(let node):
            line("switch " + render(node.subject), depth: depth)
            items(node.cases, depth: depth + 1)
        case .switchCase(let node):
            line(
                node.pattern.map { "case " + $0 } ?? (node.isUnknownDefault ? "@unknown default" : "default"),
                depth: depth)
            items(node.body, depth: depth + 1)
        case .do(let node):
            line("do", depth: depth)
            items(node.body, depth: depth + 1)
            for clause in node.catches {
                line(clause.pattern.map { "catch " + $0 } ?? "catch", depth: depth)
                items(clause.body, depth: depth + 1)
            }
        case .defer(let body):
            line("defer", depth: depth)
            items(body, depth: depth + 1)
        case .return(let value):
            line(value.map { "return " + render($0) } ?? "return", depth: depth)
        case .throw(let value):
            line(value.map { "throw " + render($0) } ?? "throw", depth: depth)
        case .forIn(let node):
            line(
                "for \(node.pattern) in " + render(node.sequence)
                    + (node.whereClause.map { " where " + render($0) } ?? ""), depth: depth)
            items(node.body, depth: depth + 1)
        case .while(let conditions, let body):
            line("while " + render(conditions), depth: depth)
            items(body, depth: depth + 1)
        case .repeat(let body, let condition):
            line("repeat", depth: depth)
            items(body, depth: depth + 1)
            line("repeat-while " + (condition.map { render($0) } ?? ""), depth: depth)
        case .jump(let word):
            line(word, depth: depth)
        case .ifConfig(let config):
            for clause in config.clauses {
                line(clause.directive + (clause.condition.map { " " + $0 } ?? ""), depth: depth)
                items(clause.items, depth: depth + 1)
            }
            line("#endif", depth: depth)
        case .unknown:
            line("unknown " + text(statement.range).debugDescription, depth: depth)
        }
    }

    private mutating func ifStatement(_ node: Statement.If, keyword: String, depth: Int) {
        line(keyword + " " + render(node.conditions), depth: depth)
        items(node.body, depth: depth + 1)
        guard let elseBody = node.elseBody else { return }
        if elseBody.count == 1, case .if(let nested) = elseBody[0].kind {
            ifStatement(nested, keyword: "else if", depth: depth)
        } else {
            line("else", depth: depth)
            items(elseBody, depth: depth + 1)
        }
    }

    private mutating func declaration(_ declaration: Declaration, depth: Int) {
        var prefix = declaration.attributes.map { attribute in
            "@" + attribute.name + (attribute.arguments.map { "(" + render($0) + ")" } ?? "")
        }
        prefix += declaration.modifiers
        let lead = prefix.isEmpty ? "" : prefix.joined(separator: " ") + " "
        switch declaration.kind {
        case .import(let path):
            line(lead + "import " + path, depth: depth)
        case .type(let type):
            let inheritance = type.inheritance.isEmpty ? "" : ": " + type.inheritance.joined(separator: ", ")
            line(lead + type.kind.rawValue + " " + type.name + inheritance, depth: depth)
            items(type.members, depth: depth + 1)
        case .function(let function):
            var header =
                lead
                + (function.kind == .function
                    ? "func " + function.signatureName
                    : function.kind == .deinitializer ? "deinit" : function.signatureName)
            if !function.parameters.isEmpty {
                header +=
                    " params("
                    + function.parameters.map { parameter in
                        parameter.name + ": " + parameter.type
                            + (parameter.defaultValue.map { " = " + render($0) } ?? "")
                    }.joined(separator: ", ") + ")"
            }
            if function.isAsync { header += " async" }
            if function.isThrowing { header += " throws" }
            if let returnType = function.returnType { header += " -> " + returnType }
            if function.body == nil && function.accessors.isEmpty { header += " (no body)" }
            line(header, depth: depth)
            if function.kind == .subscript {
                accessors(function.accessors, depth: depth + 1)
            } else {
                items(function.body ?? [], depth: depth + 1)
            }
        case .variable(let variable):
            let bindings = variable.bindings.map { binding in
                binding.pattern + (binding.type.map { ": " + $0 } ?? "")
                    + (binding.initializer.map { " = " + render($0) } ?? "")
            }
            line(lead + (variable.isLet ? "let " : "var ") + bindings.joined(separator: ", "), depth: depth)
            for binding in variable.bindings { accessors(binding.accessors, depth: depth + 1) }
        case .enumCase(let names):
            line(lead + "case " + names.joined(separator: ", "), depth: depth)
        case .typeAlias(let name):
            line(lead + "typealias " + name, depth: depth)
        case .associatedType(let name):
            line(lead + "associatedtype " + name, depth: depth)
        case .other(let keyword):
            line(lead + keyword, depth: depth)
        }
    }

    private mutating func accessors(_ accessors: [Accessor], depth: Int) {
        for accessor in accessors {
            line(
                accessor.kind + (accessor.parameter.map { "(" + $0 + ")" } ?? "")
                    + (accessor.body == nil ? " (no body)" : ""), depth: depth)
            items(accessor.body ?? [], depth: depth + 1)
        }
    }

    // MARK: - Expressions

    private mutating func render(_ conditions: [Condition]) -> String {
        conditions.map { condition in
            switch condition.kind {
            case .binding(let specifier, let pattern, let initializer):
                return specifier + " " + pattern + (initializer.map { " = " + render($0) } ?? "")
            case .pattern(let pattern, let initializer):
                return "case " + pattern + (initializer.map { " = " + render($0) } ?? "")
            case .availability(let text):
                return text
            case .expression(let expression):
                return render(expression)
            }
        }.joined(separator: ", ")
    }

    private mutating func render(_ arguments: [Argument]) -> String {
        arguments.map { argument in (argument.label.map { $0 + ": " } ?? "") + render(argument.value) }.joined(
            separator: ", ")
    }

    private mutating func render(_ expression: Expression) -> String {
        switch expression.kind {
        case .identifier(let name): return name
        case .literal: return text(expression.range)
        case .string(let literal):
            if literal.interpolations.isEmpty { return text(expression.range) }
            return "string(" + literal.interpolations.map { "\\(" + render($0) + ")" }.joined(separator: ", ") + ")"
        case .member(let base, let name): return (base.map { render($0) } ?? "") + "." + name
        case .optionalChain(let base): return render(base) + "?"
        case .forceUnwrap(let base): return render(base) + "!"
        case .specialized(let base, let arguments): return render(base) + arguments
        case .call(let call):
            var result = "call(" + render(call.callee)
            if call.hasParentheses { result += "; " + render(call.arguments) }
            if !call.trailingClosures.isEmpty {
                result +=
                    "; trailing "
                    + call.trailingClosures.map { trailing in
                        (trailing.label.map { $0 + ": " } ?? "") + closureReference(trailing.closure)
                    }.joined(separator: ", ")
            }
            return result + ")"
        case .subscriptCall(let base, let arguments):
            return "subscript(" + render(base) + "; " + render(arguments) + ")"
        case .closure(let closure): return closureReference(closure)
        case .tuple(let arguments): return "(" + render(arguments) + ")"
        case .array(let elements): return "[" + elements.map { render($0) }.joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            return pairs.isEmpty
                ? "[:]" : "[" + pairs.map { render($0.key) + ": " + render($0.value) }.joined(separator: ", ") + "]"
        case .sequence(let elements): return "seq(" + elements.map { render($0) }.joined(separator: " ") + ")"
        case .operator(let name): return name
        case .cast(let word, let type): return word + " " + type
        case .prefix(let name, let operand): return "prefix(" + name + " " + render(operand) + ")"
        case .postfix(let operand, let name): return "postfix(" + render(operand) + " " + name + ")"
        case .try(let word, let operand): return word + "(" + render(operand) + ")"
        case .await(let operand): return "await(" + render(operand) + ")"
        case .keyPath(let text): return text
        case .statement(let statement):
            pending.append(.statement(statement))
            return "expr#\(pending.count)"
        case .postfixIfConfig(let base, let config):
            let clauses = config.clauses.map { clause in
                clause.directive + (clause.condition.map { " " + $0 } ?? "") + ": "
                    + clause.items.map { item in
                        if case .expression(let chain) = item.kind { return render(chain) }
                        pending.append(.statement(item))
                        return "expr#\(pending.count)"
                    }.joined(separator: ", ")
            }
            return "postfix-if(" + render(base) + "; " + clauses.joined(separator: "; ") + ")"
        case .missing: return "<missing>"
        }
    }

    private mutating func closureReference(_ closure: Closure) -> String {
        pending.append(.closure(closure))
        return "closure#\(pending.count)"
    }
}

extension SwiftFile {
    /// The syntax tree as indented text (for tests and debugging).
    public var syntaxDump: String { SyntaxDump.dump(items, bytes: source.file.bytes) }
}
