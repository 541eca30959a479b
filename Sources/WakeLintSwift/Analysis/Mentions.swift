import WakeLintCore

extension Expression {
    /// Whether the expression mentions the name anywhere (nested closures included).
    package func mentions(_ name: String) -> Bool {
        if case .identifier(let identifier) = kind, identifier == name { return true }
        let children = SyntaxWalker.children(of: self)
        return children.expressions.contains { $0.mentions(name) } || children.statements.mentions(name)
    }
}

extension [Statement] {
    package func mentions(_ name: String) -> Bool {
        var found = false
        SyntaxWalker.forEachExpression(in: self) { expression, _ in
            if !found, case .identifier(let identifier) = expression.kind, identifier == name { found = true }
        }
        return found
    }
}
