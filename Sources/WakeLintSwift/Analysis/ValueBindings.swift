import WakeLintCore

/// Names bound to values across the module (locals, properties, `if let`/`guard let`), so `store.execute(query)`
/// and `enableBackgroundDelivery(for: stepType, …)` can be traced to the expression that made the value.
package struct ValueBindings: Sendable {
    /// Name → positions in `index.bindings` of the bindings of that name with an initial value (read from the
    /// tree only for a name resolved). Made on the first question, so a module whose values no rule traces never
    /// hashes its bindings' names.
    private let table = ThreadSafeLazy<[String: [Int32]]>()
    /// Name → file → the scoped bindings of that name in that file, by scope start, with the furthest scope end
    /// so far: a lookup finds the scopes holding an offset by binary search, not by reading every binding.
    private let scoped = ThreadSafeLazy<[String: [Int: ScopedBindings]]>()
    private let index: ModuleIndex
    /// Parameters, loop variables and closure parameters by function, read on first question.
    package let scopes: FunctionScopes

    package init(_ index: ModuleIndex) {
        self.index = index
        scopes = FunctionScopes(index)
    }

    private var bindings: [String: [Int32]] {
        table.value {
            var table: [String: [Int32]] = [:]
            for (position, binding) in index.bindings.enumerated() where binding.hasInitializer {
                table[binding.name, default: []].append(Int32(truncatingIfNeeded: position))
            }
            return table
        }
    }

    /// The one initial value a name has: a local of the function at `offset`, else a property of `type`, else
    /// the only binding of that name in this file or the module; nil when ambiguous, and for a parameter, loop
    /// variable or closure parameter in scope (another function's binding of the name is never it).
    package func resolve(_ expression: Expression, file: Int, at offset: Int? = nil, type: String? = nil) -> Expression?
    {
        place(of: expression, file: file, at: offset, type: type)?.value
    }

    /// `resolve(_:file:at:type:)` with the file and type whose code writes the value.
    package func place(of expression: Expression, file: Int, at offset: Int? = nil, type: String? = nil)
        -> (value: Expression, file: Int, type: String?)?
    {
        let name: String
        var isMember = false
        switch expression.kind {
        case .identifier(let identifier): name = identifier
        case .member(let base?, let member):
            guard case .identifier(let owner) = base.kind else { return nil }
            if owner == "self" {
                name = member
                isMember = true
                break
            }
            guard let property = index.property(owner: owner, name: member), let value = property.initializer
            else { return nil }
            return (value, property.file, property.owner)
        default: return nil
        }
        let candidates = bindings[name] ?? []
        let entries = index.bindings
        func unique(_ list: [Int32]) -> (value: Expression, file: Int, type: String?)? {
            guard let first = list.first, let value = entries[Int(first)].initializer,
                list.dropFirst().allSatisfy({ entries[Int($0)].initializer == value })
            else { return nil }
            return (value, entries[Int(first)].file, entries[Int(first)].owner)
        }
        if !isMember, let offset {
            let locals = localBindings(name, candidates, file: file, at: offset)
            if scopes.binder(of: name, file: file, at: offset) != nil { return nil }
            // A local's value is written in the code of the type around it.
            if !locals.isEmpty { return unique(locals).map { ($0.value, $0.file, type) } }
        }
        if let type, let property = index.property(owner: type, name: name) {
            return property.initializer.map { ($0, property.file, property.owner) }
        }
        let local = candidates.filter { entries[Int($0)].file == file }
        return unique(local.isEmpty ? candidates : local)
    }

    /// The type written for the parameter or `let`/`var` `name` visible at `offset` (`HKObserverQuery.Type`),
    /// without spaces; nil when none is written.
    package func declaredType(of name: String, file: Int, at offset: Int, type: String? = nil) -> String? {
        if let (function, binder) = scopes.binder(of: name, file: file, at: offset) {
            guard case .parameter(let position) = binder.kind else { return nil }
            let parameters = index.functions[function].declaration.parameters
            return parameters.indices.contains(position) ? parameters[position].type.filter { $0 != " " } : nil
        }
        let entries = index.bindings
        let locals = localBindings(name, bindings[name] ?? [], file: file, at: offset)
        if let local = locals.first { return entries[Int(local)].typeAnnotation?.filter { $0 != " " } }
        if let type { return index.propertyType(owner: type, name: name) }
        return nil
    }

    /// Whether a `let`/`var` of the function at `offset` binds `name` (`guard let type = type` does not: it
    /// names the outer value again).
    package func hasLocal(_ name: String, file: Int, at offset: Int) -> Bool {
        !localBindings(name, bindings[name] ?? [], file: file, at: offset).isEmpty
    }

    /// Whether a `let`/`var` of `name` whose value is written inside `range` (a loop, a closure) is in scope at
    /// `offset`: one written outside a loop is hidden there by the loop's own variable of that name.
    package func hasLocal(_ name: String, file: Int, at offset: Int, within range: Range<Int>) -> Bool {
        let entries = index.bindings
        return localBindings(name, bindings[name] ?? [], file: file, at: offset).contains {
            entries[Int($0)].initializer.map { range.contains($0.range.lowerBound) } ?? true
        }
    }

    private func localBindings(_ name: String, _ candidates: [Int32], file: Int, at offset: Int) -> [Int32] {
        let entries = index.bindings
        let byName = scoped.value {
            var table: [String: [Int: ScopedBindings]] = [:]
            for (position, binding) in entries.enumerated() where binding.hasInitializer {
                guard let scope = binding.scope else { continue }
                table[binding.name, default: [:]][binding.file, default: ScopedBindings()].add(
                    scope, Int32(truncatingIfNeeded: position))
            }
            return table.mapValues { $0.mapValues { $0.sorted() } }
        }
        return (byName[name]?[file]?.holding(offset) ?? []).filter {
            if case .identifier(name)? = entries[Int($0)].initializer?.kind { return false }
            return true
        }
    }
}

/// Bindings of one name in one file with their scopes, sorted by scope start, each with the furthest end of the
/// scopes up to it, so the scopes holding an offset are found without reading the others.
package struct ScopedBindings: Sendable {
    private var scopes: [(range: Range<Int>, position: Int32)] = []
    private var furthestEnd: [Int] = []

    package mutating func add(_ range: Range<Int>, _ position: Int32) { scopes.append((range, position)) }

    package func sorted() -> ScopedBindings {
        var sorted = ScopedBindings()
        sorted.scopes = scopes.sorted { ($0.range.lowerBound, $0.position) < ($1.range.lowerBound, $1.position) }
        var end = Int.min
        sorted.furthestEnd = sorted.scopes.map {
            end = max(end, $0.range.upperBound)
            return end
        }
        return sorted
    }

    /// Positions of the bindings whose scope holds `offset`, in source order.
    package func holding(_ offset: Int) -> [Int32] {
        var low = 0
        var high = scopes.count
        while low < high {
            let middle = (low + high) / 2
            if scopes[middle].range.lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        var found: [Int32] = []
        var index = low - 1
        while index >= 0, furthestEnd[index] > offset {
            if scopes[index].range.contains(offset) { found.append(scopes[index].position) }
            index -= 1
        }
        return found.reversed()
    }
}
