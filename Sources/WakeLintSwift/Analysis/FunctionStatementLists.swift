import WakeLintCore

/// The statement lists of the functions making calls a rule follows, each function's body walked once for all
/// its calls, so a function of many such calls costs linear time (`Benchmarks/scaling.py branch-assertions`).
package final class FunctionStatementLists {
    /// A statement list with each statement's extent, computed once.
    package struct List {
        package var statements: [Statement]
        /// Each statement's extent, in source order.
        package var extents: [Range<Int>]
        /// The statements binding a closure or declaring a local function (`let finish = { … }`, `func end() { … }`).
        package var declarations: [Statement]

        package init(_ statements: [Statement]) {
            self.statements = statements
            extents = statements.map(\.extent)
            declarations = statements.filter { statement in
                guard case .declaration(let declaration) = statement.kind else { return false }
                switch declaration.kind {
                case .function(let function): return function.body != nil
                case .variable(let variable):
                    return variable.bindings.contains {
                        if case .closure = $0.initializer?.kind { true } else { false }
                    }
                default: return false
                }
            }
        }

        /// The statement whose code holds `offset`, found by binary search (statements do not overlap).
        package func position(holding offset: Int) -> Int? {
            guard let first = extents.first, let last = extents.last, first.lowerBound <= offset,
                offset < last.upperBound
            else { return nil }
            var low = 0
            var high = extents.count
            while low < high {
                let middle = (low + high) / 2
                if extents[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
            }
            return low < extents.count && extents[low].contains(offset) ? low : nil
        }
    }

    package let graph: CallGraph
    /// Per function, its lists and each list's span, the spans apart so that finding the lists around a call
    /// compares integers instead of copying lists.
    private var byFunction: [String: (lists: [List], spans: [Range<Int>])] = [:]
    private var lastMentions: [String: [String: Int]] = [:]

    package init(graph: CallGraph) { self.graph = graph }

    /// The lists of the function making the call (all of them, innermost first, then its body) that hold the call.
    package func around(_ site: ModuleIndex.CallSite) -> [List] {
        guard let name = site.enclosingFunction, let function = graph.function(name), function.file == site.file,
            function.range.contains(site.range.lowerBound)
        else { return [] }
        let key = "\(function.file):\(function.range.lowerBound)"
        if byFunction[key] == nil {
            // The body is read once per function, whatever the number of calls in it.
            let lists =
                function.declaration.body.map { body in (StatementLists.all(in: body) + [body]).map(List.init) } ?? []
            byFunction[key] = (
                lists,
                lists.map { list in (list.extents.first?.lowerBound ?? 0)..<(list.extents.last?.upperBound ?? 0) }
            )
        }
        let offset = site.range.lowerBound
        let entry = byFunction[key]!
        return entry.spans.indices.compactMap { index in
            entry.spans[index].contains(offset) && entry.lists[index].position(holding: offset) != nil
                ? entry.lists[index] : nil
        }
    }

    /// The position of the last statement of `list` (in the file at `file`) whose code names `name`.
    package func lastMention(of name: String, in list: List, file: Int) -> Int? {
        let key =
            "\(file):\(list.extents.first?.lowerBound ?? -1):\(list.extents.last?.upperBound ?? -1):\(list.statements.count)"
        if lastMentions[key] == nil {
            var last: [String: Int] = [:]
            for (position, statement) in list.statements.enumerated() {
                SyntaxWalker.forEachExpression(in: [statement]) { expression, _ in
                    if case .identifier(let identifier) = expression.kind { last[identifier] = position }
                }
            }
            lastMentions[key] = last
        }
        return lastMentions[key]?[name]
    }
}
