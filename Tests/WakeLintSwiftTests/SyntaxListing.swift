import WakeLintCore

@testable import WakeLintSwift

/// Every node of a parsed file, one a line, in the order `SyntaxWalker.walk` visits them, each indented under
/// the node it belongs to: its range as `line:column-line:column` (1-based, UTF-8 columns, the end exclusive),
/// its kind and what the kind holds besides its child nodes. Lines starting with `- ` are parts of the node above
/// (conditions, case items, patterns, parameters, accessors, arguments, `#if` clauses) and come before its children.
///
/// `SyntaxDump` (the `<name>.expected` goldens) shows which code belongs to which; this listing pins the kinds and
/// the ranges of every node, which the rules report and search by. A statement holding one expression or one
/// declaration is listed as that node; its own range follows as `statement …` only when it differs.
struct SyntaxListing {
    let file: SourceFile
    private(set) var lines: [String] = []
    /// The ranges of the nodes listed, in order, statements and declarations apart: what the walk visits.
    private(set) var visited: [Range<Int>] = []

    init(_ items: [Statement], in file: SourceFile) {
        self.file = file
        for item in items { statement(item, depth: 0) }
    }

    var text: String { lines.map { $0 + "\n" }.joined() }

    // MARK: - Text

    func position(_ offset: Int) -> String {
        let (line, column) = file.lineAndColumn(of: offset)
        return "\(line):\(column)"
    }

    func range(_ range: Range<Int>) -> String {
        // Ranges are printed as stored, even one outside the file or upside down (the invariant tests catch it).
        let inside =
            range.lowerBound >= 0 && range.upperBound <= file.bytes.count && range.lowerBound <= range.upperBound
        return inside ? position(range.lowerBound) + "-" + position(range.upperBound) : "bytes(\(range))"
    }

    func source(_ range: Range<Int>) -> String {
        let clamped = max(0, range.lowerBound)..<min(file.bytes.count, max(range.lowerBound, range.upperBound))
        return String(decoding: file.bytes[clamped], as: UTF8.self)
    }

    /// Source text as one short quoted line.
    func excerpt(_ range: Range<Int>) -> String {
        var text = source(range)
        if text.count > 40 { text = String(text.prefix(37)) + "..." }
        return text.debugDescription
    }

    private mutating func line(_ depth: Int, _ range: Range<Int>, _ content: String) {
        lines.append(String(repeating: "  ", count: depth) + self.range(range) + " " + content)
    }

    private mutating func part(_ depth: Int, _ content: String) {
        lines.append(String(repeating: "  ", count: depth) + "- " + content)
    }

    // MARK: - Statements

    /// A statement's own range, when the node listed for it has another.
    private func suffix(_ statement: Statement, _ inner: Range<Int>) -> String {
        inner == statement.range ? "" : " (statement \(range(statement.range)))"
    }

    private mutating func statement(_ statement: Statement, depth: Int) {
        visited.append(statement.range)
        switch statement.kind {
        case .expression(let expression):
            self.expression(expression, depth: depth, suffix: suffix(statement, expression.range))
        case .declaration(let declaration):
            self.declaration(declaration, depth: depth, suffix: suffix(statement, declaration.range))
        case .if(let node):
            line(depth, statement.range, "if" + (node.elseBody == nil ? "" : " else"))
            conditions(node.conditions, depth: depth + 1)
            for child in node.body + (node.elseBody ?? []) { self.statement(child, depth: depth + 1) }
        case .guard(let node):
            line(depth, statement.range, "guard")
            conditions(node.conditions, depth: depth + 1)
            for child in node.elseBody { self.statement(child, depth: depth + 1) }
        case .switch(let node):
            line(depth, statement.range, "switch")
            expression(node.subject, depth: depth + 1)
            for child in node.cases { self.statement(child, depth: depth + 1) }
        case .switchCase(let node):
            let label =
                node.pattern.map { "case " + $0.debugDescription }
                ?? (node.isUnknownDefault ? "@unknown default" : "default")
            line(depth, statement.range, label)
            caseItems(node.items, depth: depth + 1)
            for item in node.items { walk(caseItem: item, depth: depth + 1) }
            for child in node.body { self.statement(child, depth: depth + 1) }
        case .do(let node):
            line(depth, statement.range, "do")
            for clause in node.catches {
                part(depth + 1, "catch" + (clause.pattern.map { " " + $0.debugDescription } ?? ""))
                caseItems(clause.items, depth: depth + 2)
            }
            for clause in node.catches { for item in clause.items { walk(caseItem: item, depth: depth + 1) } }
            for child in node.body + node.catches.flatMap(\.body) { self.statement(child, depth: depth + 1) }
        case .defer(let body):
            line(depth, statement.range, "defer")
            for child in body { self.statement(child, depth: depth + 1) }
        case .return(let value), .throw(let value):
            if case .return = statement.kind {
                line(depth, statement.range, "return")
            } else {
                line(depth, statement.range, "throw")
            }
            if let value { expression(value, depth: depth + 1) }
        case .forIn(let node):
            line(
                depth, statement.range,
                "for " + node.pattern.debugDescription + (node.whereClause == nil ? "" : " where"))
            if let pattern = node.loopPattern {
                part(depth + 1, "pattern " + self.pattern(pattern))
                for expression in SyntaxWalker.patternExpressions(pattern) {
                    self.expression(expression, depth: depth + 1)
                }
            }
            expression(node.sequence, depth: depth + 1)
            if let whereClause = node.whereClause { expression(whereClause, depth: depth + 1) }
            for child in node.body { self.statement(child, depth: depth + 1) }
        case .while(let conditions, let body):
            line(depth, statement.range, "while")
            self.conditions(conditions, depth: depth + 1)
            for child in body { self.statement(child, depth: depth + 1) }
        case .repeat(let body, let condition):
            line(depth, statement.range, "repeat" + (condition == nil ? "" : " while"))
            if let condition { expression(condition, depth: depth + 1) }
            for child in body { self.statement(child, depth: depth + 1) }
        case .jump(let word):
            line(depth, statement.range, word)
        case .ifConfig(let config):
            line(depth, statement.range, "#if")
            ifConfigClauses(config, depth: depth + 1)
        case .unknown:
            line(depth, statement.range, "unknown " + excerpt(statement.range))
        }
    }

    /// The conditions as parts, then their code as the walk visits it.
    private mutating func conditions(_ conditions: [Condition], depth: Int) {
        for condition in conditions {
            var content = range(condition.range) + " condition "
            switch condition.kind {
            case .binding(let specifier, let pattern, let initializer):
                content += specifier + " " + pattern.debugDescription + (initializer == nil ? "" : " =")
            case .pattern(let pattern, let initializer):
                content += "case " + pattern.debugDescription + (initializer == nil ? "" : " =")
            case .availability(let text):
                content += "availability " + text.debugDescription
            case .expression:
                content += "expression"
            }
            if let pattern = condition.casePattern { content += " pattern " + self.pattern(pattern) }
            part(depth, content)
        }
        for condition in conditions {
            if let pattern = condition.casePattern {
                for expression in SyntaxWalker.patternExpressions(pattern) { self.expression(expression, depth: depth) }
            }
            if let expression = SyntaxWalker.conditionExpression(condition) {
                self.expression(expression, depth: depth)
            }
        }
    }

    private mutating func caseItems(_ items: [CaseItem], depth: Int) {
        for item in items {
            part(
                depth, range(item.range) + " item " + pattern(item.pattern) + (item.whereClause == nil ? "" : " where"))
        }
    }

    /// A `case` item's code: expressions in its pattern, then its `where` clause.
    private mutating func walk(caseItem item: CaseItem, depth: Int) {
        for expression in SyntaxWalker.patternExpressions(item.pattern) { self.expression(expression, depth: depth) }
        if let whereClause = item.whereClause { expression(whereClause, depth: depth) }
    }

    private mutating func ifConfigClauses(_ config: IfConfig, depth: Int) {
        for (number, clause) in config.clauses.enumerated() {
            var content = "clause \(number) " + clause.directive
            if let condition = clause.condition { content += " " + condition.debugDescription }
            if let parsed = clause.compilationCondition {
                content += " parsed " + range(parsed.range) + " " + compilationCondition(parsed)
            }
            part(depth, content + " items \(clause.items.count)")
        }
        for clause in config.clauses { for item in clause.items { statement(item, depth: depth) } }
    }

    // MARK: - Declarations

    private mutating func declaration(_ declaration: Declaration, depth: Int, suffix: String) {
        visited.append(declaration.range)
        var words = declaration.modifiers
        switch declaration.kind {
        case .import(let path): words += ["import", path.debugDescription]
        case .type(let type):
            words += [type.kind.rawValue, type.name.debugDescription]
            if !type.inheritance.isEmpty { words.append("inherits(" + type.inheritance.joined(separator: ", ") + ")") }
        case .function(let function):
            words += [function.kind.rawValue, function.signatureName.debugDescription]
            if function.isAsync { words.append("async") }
            if function.isThrowing { words.append("throws") }
            if let returnType = function.returnType { words.append("-> " + returnType.debugDescription) }
            if function.body == nil { words.append("(no body)") }
        case .variable(let variable): words.append(variable.isLet ? "let" : "var")
        case .enumCase(let names): words += ["case"] + names.map(\.debugDescription)
        case .typeAlias(let name): words += ["typealias", name.debugDescription]
        case .associatedType(let name): words += ["associatedtype", name.debugDescription]
        case .other(let keyword): words += ["other", keyword.debugDescription]
        }
        line(depth, declaration.range, words.joined(separator: " ") + suffix)
        for attribute in declaration.attributes {
            let arguments = attribute.arguments.map { " arguments \($0.count)" } ?? ""
            part(depth + 1, range(attribute.range) + " attribute @" + attribute.name + arguments)
            self.arguments(attribute.arguments ?? [], depth: depth + 2)
        }
        switch declaration.kind {
        case .function(let function):
            for parameter in function.parameters {
                part(
                    depth + 1,
                    "parameter " + (parameter.label ?? "_") + " " + parameter.name + ": "
                        + parameter.type.debugDescription
                        + (parameter.defaultValue == nil ? "" : " ="))
            }
            accessors(function.accessors, depth: depth + 1)
        case .variable(let variable):
            for binding in variable.bindings {
                part(
                    depth + 1,
                    "binding " + binding.pattern.debugDescription
                        + (binding.type.map { ": " + $0.debugDescription } ?? "")
                        + (binding.initializer == nil ? "" : " ="))
                accessors(binding.accessors, depth: depth + 2)
            }
        default:
            break
        }
        // The children in the walk's order: attribute arguments, default or initial values, then bodies.
        for attribute in declaration.attributes {
            for argument in attribute.arguments ?? [] { expression(argument.value, depth: depth + 1) }
        }
        switch declaration.kind {
        case .type(let type):
            for member in type.members { statement(member, depth: depth + 1) }
        case .function(let function):
            for value in function.parameters.compactMap(\.defaultValue) { expression(value, depth: depth + 1) }
            let bodies =
                function.kind == .subscript ? function.accessors.flatMap { $0.body ?? [] } : (function.body ?? [])
            for child in bodies { statement(child, depth: depth + 1) }
        case .variable(let variable):
            for value in variable.bindings.compactMap(\.initializer) { expression(value, depth: depth + 1) }
            for child in variable.bindings.flatMap({ $0.accessors.flatMap { $0.body ?? [] } }) {
                statement(child, depth: depth + 1)
            }
        case .import, .enumCase, .typeAlias, .associatedType, .other:
            break
        }
    }

    private mutating func accessors(_ accessors: [Accessor], depth: Int) {
        for accessor in accessors {
            part(
                depth,
                range(accessor.range) + " accessor " + accessor.kind + (accessor.parameter.map { "(" + $0 + ")" } ?? "")
                    + (accessor.body == nil ? " (no body)" : ""))
        }
    }

    // MARK: - Expressions

    private mutating func expression(_ expression: Expression, depth: Int, suffix: String = "") {
        visited.append(expression.range)
        let content: String
        var arguments: [Argument] = []
        switch expression.kind {
        case .identifier(let name): content = "identifier " + name.debugDescription
        case .literal(let kind): content = kind.rawValue + " " + excerpt(expression.range)
        case .string(let literal):
            var words = ["string"]
            if literal.isMultiline { words.append("multiline") }
            if literal.delimiterLength > 0 { words.append("delimiter \(literal.delimiterLength)") }
            words.append("segments(" + literal.segments.map(range).joined(separator: ", ") + ")")
            if !literal.interpolations.isEmpty {
                words.append(
                    "interpolations("
                        + literal.interpolations.map { interpolation in
                            interpolation.map { $0.label ?? "_" }.joined(separator: " ")
                        }.joined(separator: ", ") + ")")
            }
            content = words.joined(separator: " ")
            arguments = literal.interpolations.flatMap { $0 }
        case .member(let base, let name): content = "member " + (base == nil ? "implicit " : "") + name.debugDescription
        case .optionalChain: content = "optional-chain"
        case .forceUnwrap: content = "force-unwrap"
        case .specialized(_, let generic): content = "specialized " + generic.debugDescription
        case .call(let call):
            var words = ["call"]
            if let name = call.calleeName { words.append(name.debugDescription) }
            if !call.hasParentheses { words.append("no-parentheses") }
            if !call.trailingClosures.isEmpty {
                words.append("trailing(" + call.trailingClosures.map { $0.label ?? "_" }.joined(separator: ", ") + ")")
            }
            content = words.joined(separator: " ")
            arguments = call.arguments
        case .subscriptCall(_, let subscriptArguments):
            content = "subscript"
            arguments = subscriptArguments
        case .closure(let closure):
            var words = ["closure"]
            if closure.range != expression.range { words.append("closure-range " + range(closure.range)) }
            if closure.hasSignature { words.append("signature(" + closure.parameters.joined(separator: ", ") + ")") }
            for capture in closure.captures {
                words.append(
                    "capture("
                        + [capture.specifier, capture.name, capture.initializer == nil ? nil : "="].compactMap { $0 }
                        .joined(separator: " ")
                        + " " + capture.text.debugDescription + ")")
            }
            content = words.joined(separator: " ")
        case .tuple(let elements):
            content = "tuple"
            arguments = elements
        case .array(let elements): content = "array \(elements.count)"
        case .dictionary(let pairs): content = "dictionary \(pairs.count)"
        case .sequence(let elements): content = "sequence \(elements.count)"
        case .operator(let name): content = "operator " + name.debugDescription
        case .cast(let word, let type): content = "cast " + word + " " + type.debugDescription
        case .prefix(let name, _): content = "prefix " + name.debugDescription
        case .postfix(_, let name): content = "postfix " + name.debugDescription
        case .try(let word, _): content = word
        case .await: content = "await"
        case .keyPath(let text): content = "key-path " + text.debugDescription
        case .statement: content = "statement-expression"
        case .postfixIfConfig: content = "postfix-#if"
        case .missing: content = "missing"
        }
        line(depth, expression.range, content + suffix)
        self.arguments(arguments, depth: depth + 1)
        if case .postfixIfConfig(let base, let config) = expression.kind {
            // The base first, as the walk visits it, then the clauses and their items.
            self.expression(base, depth: depth + 1)
            ifConfigClauses(config, depth: depth + 1)
            return
        }
        let (statements, expressions) = SyntaxWalker.children(of: expression)
        for child in expressions { self.expression(child, depth: depth + 1) }
        for child in statements { statement(child, depth: depth + 1) }
    }

    private mutating func arguments(_ arguments: [Argument], depth: Int) {
        for argument in arguments { part(depth, range(argument.range) + " argument " + (argument.label ?? "_")) }
    }

    // MARK: - Patterns and conditions

    func pattern(_ pattern: Pattern) -> String {
        let inner: String
        switch pattern.kind {
        case .wildcard: inner = "_"
        case .identifier(let name): inner = name
        case .binding(let specifier, let bound): inner = specifier + " " + self.pattern(bound)
        case .tuple(let elements): inner = "(" + elements.map(element).joined(separator: ", ") + ")"
        case .enumCase(let type, let name, let arguments):
            inner =
                (type ?? "") + "." + name
                + (arguments.map { "(" + $0.map(element).joined(separator: ", ") + ")" } ?? "")
        case .isType(let type): inner = "is " + type
        case .cast(let cast, let type): inner = self.pattern(cast) + " as " + type
        case .optional(let wrapped): inner = self.pattern(wrapped) + "?"
        case .expression(let expression): inner = "expression " + excerpt(expression.range)
        case .invalid: inner = "invalid " + excerpt(pattern.range)
        }
        return "{" + inner + " " + range(pattern.range) + "}"
    }

    private func element(_ element: Pattern.Element) -> String {
        (element.label.map { $0 + ": " } ?? "") + pattern(element.pattern)
    }

    func compilationCondition(_ condition: CompilationCondition) -> String {
        switch condition.kind {
        case .flag(let name): return name
        case .boolean(let value): return String(value)
        case .not(let operand): return "!" + compilationCondition(operand)
        case .and(let left, let right):
            return "(" + compilationCondition(left) + " && " + compilationCondition(right) + ")"
        case .or(let left, let right):
            return "(" + compilationCondition(left) + " || " + compilationCondition(right) + ")"
        case .platform(let name, let argument): return name + "(" + argument + ")"
        case .invalid: return "invalid"
        }
    }
}
