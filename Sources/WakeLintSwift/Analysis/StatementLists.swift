/// `guard let self else { return }` (also `guard let strongSelf = self`): the exit taken only when the object that
/// owns the closure is gone, which rules about "every path" leave out — it is a deliberate pattern, not a path
/// anyone forgot.
package enum WeakSelfGuard {
    /// Ranges of the `return` statements such guards leave through, anywhere in `statements`.
    package static func exits(in statements: [Statement]) -> Set<Range<Int>> {
        GuardExits.returns(in: statements) { $0.allSatisfy(bindsSelf) }
    }

    package static func bindsSelf(_ condition: Condition) -> Bool {
        guard case .binding(_, let pattern, let initializer) = condition.kind else { return false }
        guard let initializer else { return pattern == "self" }
        if case .identifier("self") = initializer.kind { return true }
        return false
    }
}

/// The `return`s of `guard … else { return }` statements whose conditions a rule knows the meaning of (a weak
/// self gone, a cast that cannot fail, no identifier to end), anywhere in `statements`, nested closures included.
package enum GuardExits {
    package static func returns(in statements: [Statement], where conditionsMatch: ([Condition]) -> Bool) -> Set<
        Range<Int>
    > {
        var result: Set<Range<Int>> = []
        SyntaxWalker.walk(statements) { node, _ in
            guard case .statement(let statement) = node, case .guard(let node) = statement.kind,
                !node.conditions.isEmpty, conditionsMatch(node.conditions)
            else { return }
            for exit in node.elseBody { if case .return = exit.kind { result.insert(exit.range) } }
        }
        return result
    }
}

/// The statement lists of a tree, for rules that ask what runs after a statement in the same list.
package enum StatementLists {
    /// Every statement list in `items` (bodies of functions, closures, branches, loops, cases), each before the
    /// lists that contain it.
    package static func all(in items: [Statement]) -> [[Statement]] {
        var result: [[Statement]] = []
        SyntaxWalker.walk(items) { node, _ in
            switch node {
            case .statement(let statement):
                switch statement.kind {
                case .if(let node): result += [node.body] + (node.elseBody.map { [$0] } ?? [])
                case .guard(let node): result.append(node.elseBody)
                case .do(let node): result += [node.body] + node.catches.map(\.body)
                case .switchCase(let node): result.append(node.body)
                case .forIn(let node): result.append(node.body)
                case .while(_, let body), .repeat(let body, _), .defer(let body): result.append(body)
                default: break
                }
            case .declaration(let declaration):
                if case .function(let function) = declaration.kind, let body = function.body { result.append(body) }
            case .expression(let expression):
                if case .closure(let closure) = expression.kind { result.append(closure.body) }
            }
        }
        // Innermost first: the smallest list holding the call is the one it runs in.
        return result.reversed()
    }
}
