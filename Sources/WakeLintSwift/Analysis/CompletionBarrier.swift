/// `done += 1` … `if done == total { end(id) }`, also through `let allDone = done >= total`: each of several
/// completions counts itself and the last one ends the identifier, so the others skip the ending by design
/// (several uploads, each counting its own completion).
package enum CompletionBarrier {
    /// The conditions of such `if` tests (one condition, no `else`) in every statement list of `statements`.
    package static func tests(in statements: [Statement]) -> Set<Range<Int>> {
        var result: Set<Range<Int>> = []
        for block in StatementLists.all(in: statements) + [statements] {
            var counters: Set<String> = []
            var flags: Set<String> = []
            for statement in block {
                switch statement.kind {
                case .expression(let expression):
                    if let name = counter(expression) { counters.insert(name) }
                case .declaration(let declaration):
                    guard case .variable(let variable) = declaration.kind, variable.bindings.count == 1,
                        let initializer = variable.bindings[0].initializer, comparesCounter(initializer, counters)
                    else { continue }
                    flags.insert(variable.bindings[0].pattern)
                case .if(let node) where node.elseBody == nil && node.conditions.count == 1:
                    guard case .expression(let test) = node.conditions[0].kind else { continue }
                    let isFlag = { if case .identifier(let name) = test.kind { flags.contains(name) } else { false } }()
                    if isFlag || comparesCounter(test, counters) { result.insert(node.conditions[0].range) }
                default:
                    continue
                }
            }
        }
        return result
    }

    /// `done += 1` or `left -= 1`: the counter.
    package static func counter(_ expression: Expression) -> String? {
        guard case .sequence(let elements) = expression.kind, elements.count == 3,
            case .identifier(let name) = elements[0].kind,
            case .operator(let change) = elements[1].kind, change == "+=" || change == "-=",
            case .literal(.integer) = elements[2].kind
        else { return nil }
        return name
    }

    /// `done >= total`, `left == 0`: a comparison with a counter on one side.
    package static func comparesCounter(_ expression: Expression, _ counters: Set<String>) -> Bool {
        guard !counters.isEmpty, case .sequence(let elements) = expression.kind, elements.count == 3,
            case .operator(let comparison) = elements[1].kind, ["==", ">=", "<=", ">", "<"].contains(comparison)
        else { return false }
        return [elements[0], elements[2]].contains { side in
            if case .identifier(let name) = side.kind { counters.contains(name) } else { false }
        }
    }
}
