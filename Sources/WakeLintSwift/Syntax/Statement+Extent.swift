extension Statement {
    /// The bytes the statement's code spans: its range joined with every nested statement and expression.
    /// (The parser gives compound statements — `do`, `if`, `guard`, `switch`, `for` — a range that can stop at their
    /// keyword; this does not depend on it.)
    package var extent: Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        SyntaxWalker.walk([self]) { node, _ in
            let nested: Range<Int>
            switch node {
            case .statement(let statement): nested = statement.range
            case .declaration(let declaration): nested = declaration.range
            case .expression(let expression): nested = expression.range
            }
            guard !nested.isEmpty else { return }
            lower = min(lower, nested.lowerBound)
            upper = max(upper, nested.upperBound)
        }
        return lower..<upper
    }
}
