/// One evaluation pass: memoized per assignment, with cycle and depth guards.
struct MacroEvaluator {
    struct Result {
        var text: String
        var unresolved: [String]
        var isTruncated: Bool
    }

    let resolver: BuildSettingsResolver
    private var memo: [Int: Result] = [:]
    private var inProgress: Set<Int> = []

    init(resolver: BuildSettingsResolver) {
        self.resolver = resolver
    }

    /// The highest applicable assignment of `name` below index `limit` (all when nil).
    func winningAssignment(for name: String, below limit: Int?) -> Int? {
        resolver.indexes(of: name).last { index in
            (limit.map { index < $0 } ?? true) && resolver.matches(resolver.assignments[index].setting.conditions)
        }
    }

    mutating func evaluate(_ index: Int, depth: Int = 0) -> Result {
        if let known = memo[index] { return known }
        let setting = resolver.assignments[index].setting
        inProgress.insert(index)
        let result = expand(MacroExpression(setting.text).pieces, owner: (setting.name, index), depth: depth)
        inProgress.remove(index)
        memo[index] = result
        return result
    }

    /// Expands pieces; `owner` is the assignment being evaluated, the anchor for `$(inherited)`.
    mutating func expand(_ pieces: [MacroExpression.Piece], owner: (name: String, index: Int)?, depth: Int) -> Result {
        var result = Result(text: "", unresolved: [], isTruncated: false)
        for piece in pieces {
            switch piece {
            case .literal(let text):
                result.text += text
            case .reference(let namePieces, let operators, let original):
                let name = expand(namePieces, owner: owner, depth: depth + 1)
                for unresolved in name.unresolved { appendUnique(unresolved, to: &result.unresolved) }
                var value: Result?
                // `$(inherited)` and a setting naming itself both continue below the current assignment.
                if let owner, name.text == "inherited" || name.text == owner.name {
                    value =
                        winningAssignment(for: owner.name, below: owner.index).map { evaluateGuarded($0, depth: depth) }
                        ?? Result(text: "", unresolved: [], isTruncated: false)
                } else if let index = winningAssignment(for: name.text, below: nil), !inProgress.contains(index),
                    depth < BuildSettingsResolver.maximumReferenceDepth
                {
                    value = evaluate(index, depth: depth + 1)
                }
                guard var found = value else {
                    appendUnique(name.text, to: &result.unresolved)
                    result.text += original
                    continue
                }
                var unknownOperators: [String] = []
                for operation in operators {
                    // A default may itself hold references: `$(A:default=$(B))`.
                    if operation.hasPrefix("default="), found.text.isEmpty {
                        let fallback = expand(
                            MacroExpression(String(operation.dropFirst(8))).pieces, owner: owner, depth: depth + 1)
                        merge(fallback, into: &found)
                        continue
                    }
                    guard let transformed = MacroOperator.apply(operation, to: found.text) else {
                        unknownOperators.append("\(name.text):\(operation)")
                        continue
                    }
                    found.text = transformed
                }
                merge(found, into: &result)
                for unknown in unknownOperators { appendUnique(unknown, to: &result.unresolved) }
            }
            if result.text.utf8.count > BuildSettingsResolver.maximumValueLength {
                result.text = String(
                    decoding: result.text.utf8.prefix(BuildSettingsResolver.maximumValueLength), as: UTF8.self)
                result.isTruncated = true
                break
            }
        }
        return result
    }

    private mutating func evaluateGuarded(_ index: Int, depth: Int) -> Result? {
        guard !inProgress.contains(index), depth < BuildSettingsResolver.maximumReferenceDepth else { return nil }
        return evaluate(index, depth: depth + 1)
    }

    private func merge(_ value: Result, into result: inout Result) {
        result.text += value.text
        for name in value.unresolved { appendUnique(name, to: &result.unresolved) }
        result.isTruncated = result.isTruncated || value.isTruncated
    }

    private func appendUnique(_ name: String, to names: inout [String]) {
        if !names.contains(name) { names.append(name) }
    }
}
