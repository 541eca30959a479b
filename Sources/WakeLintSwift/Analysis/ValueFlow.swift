import WakeLintCore

import class Foundation.NSLock

/// The names a function binds other than by `let`/`var`: its parameters, loop variables, closure parameters,
/// `case` and `catch` bindings, and the parameters of functions nested in it. Each function's body is read on
/// the first question about it, once; questions may come from rules running side by side.
package final class FunctionScopes: @unchecked Sendable {
    package struct Binder {
        package enum Kind {
            /// The function's own parameter at this position.
            case parameter(Int)
            /// `for name in sequence`, or `sequence.forEach { name in … }`.
            case loop(Expression)
            /// The element at this position of `for (a, b) in sequence` (or `sequence.forEach { a, b in … }`).
            case component(Expression, Int)
            /// A closure's, a nested function's, a `case` or `catch` binding: not traced.
            case opaque
        }
        package var name: String
        package var range: Range<Int>
        package var kind: Kind
    }

    private let index: ModuleIndex
    private let lock = NSLock()
    private var layout: (sorted: [[Int]], parent: [Int])?
    /// Per function, its binders by name: a lookup reads only the binders of its name, so a long function asked
    /// about each of its many calls stays linear.
    private var binders: [Int: [String: [Binder]]] = [:]

    package init(_ index: ModuleIndex) {
        self.index = index
    }

    /// The binder of `name` visible at `offset`, innermost first, with the function (position in
    /// `index.functions`) whose code holds it; nil when no function there binds the name that way.
    package func binder(of name: String, file: Int, at offset: Int) -> (function: Int, binder: Binder)? {
        for function in functions(containing: offset, file: file) {
            let found = (binders(of: function)[name] ?? []).filter { $0.range.contains(offset) }
            if let innermost = found.max(by: { $0.range.lowerBound < $1.range.lowerBound }) {
                return (function, innermost)
            }
        }
        return nil
    }

    /// The functions whose declaration contains `offset`, innermost first.
    package func functions(containing offset: Int, file: Int) -> [Int] {
        let layout = fileLayout()
        guard layout.sorted.indices.contains(file) else { return [] }
        let positions = layout.sorted[file]
        var low = 0
        var high = positions.count
        while low < high {
            let mid = (low + high) / 2
            if index.functions[positions[mid]].range.lowerBound <= offset { low = mid + 1 } else { high = mid }
        }
        // Every function containing `offset` contains the last one starting before it, or is that one.
        var result: [Int] = []
        var position = low > 0 ? positions[low - 1] : -1
        while position >= 0 {
            if index.functions[position].range.contains(offset) { result.append(position) }
            position = layout.parent[position]
        }
        return result
    }

    /// Per file, function positions sorted by start; per function, the one its declaration is nested in (or -1).
    private func fileLayout() -> (sorted: [[Int]], parent: [Int]) {
        lock.withLock {
            if let layout { return layout }
            let functions = index.functions
            var byFile = [[Int]](repeating: [], count: index.files.count)
            for (position, function) in functions.enumerated() where byFile.indices.contains(function.file) {
                byFile[function.file].append(position)
            }
            let sorted = byFile.map { $0.sorted { functions[$0].range.lowerBound < functions[$1].range.lowerBound } }
            var parent = [Int](repeating: -1, count: functions.count)
            for positions in sorted {
                var open: [Int] = []
                for position in positions {
                    let range = functions[position].range
                    while let last = open.last, functions[last].range.upperBound < range.upperBound {
                        open.removeLast()
                    }
                    parent[position] = open.last ?? -1
                    open.append(position)
                }
            }
            layout = (sorted, parent)
            return (sorted, parent)
        }
    }

    private func binders(of function: Int) -> [String: [Binder]] {
        if let known = lock.withLock({ binders[function] }) { return known }
        let entry = index.functions[function]
        // Held by file, as facts are: the function's tree can go once read.
        let made = Self.readBinders(of: entry).map { binder in
            var held = binder
            switch binder.kind {
            case .loop(let sequence): held.kind = .loop(sequence.detached(in: index.files[entry.file]))
            case .component(let sequence, let position):
                held.kind = .component(sequence.detached(in: index.files[entry.file]), position)
            default: break
            }
            return held
        }
        let byName = Dictionary(grouping: made, by: \.name)
        lock.withLock { binders[function] = byName }
        return byName
    }

    private static func readBinders(of function: ModuleIndex.FunctionEntry) -> [Binder] {
        let declaration = function.declaration
        var found = declaration.parameters.enumerated().map {
            Binder(name: $0.element.name, range: function.range, kind: .parameter($0.offset))
        }
        var forEachClosures: [Range<Int>: Expression] = [:]
        SyntaxWalker.walk(declaration.body ?? []) { node, _ in
            switch node {
            case .statement(let statement):
                switch statement.kind {
                case .forIn(let loop):
                    let scope = loop.sequence.range.upperBound..<statement.range.upperBound
                    if case .identifier(let name)? = loop.loopPattern?.kind {
                        found.append(Binder(name: name, range: scope, kind: .loop(loop.sequence)))
                    } else if case .tuple(let elements)? = loop.loopPattern?.kind {
                        for (position, element) in elements.enumerated() {
                            for name in element.pattern.boundNames {
                                let kind: Binder.Kind =
                                    if case .identifier = element.pattern.kind {
                                        .component(loop.sequence, position)
                                    } else { .opaque }
                                found.append(Binder(name: name, range: scope, kind: kind))
                            }
                        }
                    } else {
                        let names = loop.loopPattern?.boundNames ?? [loop.pattern]
                        found += names.map { Binder(name: $0, range: scope, kind: .opaque) }
                    }
                case .switchCase(let node):
                    for name in node.items.flatMap(\.pattern.boundNames) {
                        found.append(Binder(name: name, range: statement.range, kind: .opaque))
                    }
                case .do(let node):
                    for clause in node.catches {
                        let names = clause.pattern == nil ? ["error"] : clause.items.flatMap(\.pattern.boundNames)
                        let start = clause.body.first?.range.lowerBound ?? statement.range.upperBound
                        found += names.map {
                            Binder(name: $0, range: start..<statement.range.upperBound, kind: .opaque)
                        }
                    }
                default:
                    break
                }
            case .declaration(let nested):
                if case .function(let inner) = nested.kind {
                    found += inner.parameters.map { Binder(name: $0.name, range: nested.range, kind: .opaque) }
                }
            case .expression(let expression):
                switch expression.kind {
                case .call(let call):
                    // `types.forEach { type in … }` walks `types` as a loop does.
                    guard call.calleeName == "forEach", case .member(let base?, _) = call.callee.kind,
                        call.arguments.isEmpty, call.trailingClosures.count == 1
                    else { break }
                    forEachClosures[call.trailingClosures[0].closure.range] = base
                case .closure(let closure):
                    let sequence = forEachClosures[closure.range]
                    for (position, name) in closure.parameters.enumerated() where name != "_" {
                        let kind: Binder.Kind =
                            if let sequence {
                                closure.parameters.count == 1 ? .loop(sequence) : .component(sequence, position)
                            } else { .opaque }
                        found.append(Binder(name: name, range: closure.range, kind: kind))
                    }
                    if closure.parameters.isEmpty, !closure.hasSignature {
                        // `$0`: the element in `types.forEach { … }`, unknown in other closures.
                        let kind: Binder.Kind = sequence.map { .loop($0) } ?? .opaque
                        found.append(Binder(name: "$0", range: closure.range, kind: kind))
                    }
                default:
                    break
                }
            }
        }
        return found
    }
}

/// A value an expression may hold, where it is written: the expression itself, or what a local, a property, a
/// loop's collection or a caller's argument gave it.
package struct FlowValue {
    package var expression: Expression
    package var file: Int
    /// The type whose code writes it (for properties and methods it names).
    package var type: String?
    /// The calls crossed to reach it, nearest first (`file << 32 | offset`): values met through different
    /// callers never come together.
    package var path: [Int64]
    /// Closure parameters the expression reads, with what they hold (`$0` in `ids.map { HKQuantityType($0) }`).
    package var bound: [BoundName] = []
    /// False when the value may never be held: one element of several where the code picks one (`types[i]`,
    /// `set.first`, `filter`). A rule that reports a value held needs it certain.
    package var isCertain = true

    package init(expression: Expression, file: Int, type: String?, path: [Int64], bound: [BoundName] = []) {
        self.expression = expression
        self.file = file
        self.type = type
        self.path = path
        self.bound = bound
    }

    /// Whether the two can be held at once: one was reached through the other's callers, or through none.
    package func isCompatible(with other: FlowValue) -> Bool {
        zip(path, other.path).allSatisfy { $0 == $1 }
    }
}

/// A closure parameter with the values it holds, within the closure's range of one file.
package struct BoundName {
    package var name: String
    package var file: Int
    package var scope: Range<Int>
    package var values: FlowValues
}

/// The values an expression may hold: every one found, and whether they are all of them. When a path ends
/// where tracing cannot follow (a parameter no caller fills, a collection of unknown making), the set is
/// incomplete: the values found may be held, and others may be too.
package struct FlowValues {
    package var values: [FlowValue]
    package var isComplete: Bool

    package init(_ values: [FlowValue] = [], isComplete: Bool) {
        self.values = values
        self.isComplete = isComplete
    }

    package static var unknown: FlowValues { FlowValues(isComplete: false) }
    package static var none: FlowValues { FlowValues(isComplete: true) }

    /// Both lists: at most `ValueFlow.maximumValues` values, and incomplete when more are cut.
    package mutating func add(_ other: FlowValues) {
        isComplete = isComplete && other.isComplete
        let room = ValueFlow.maximumValues - values.count
        if other.values.count > room {
            values += other.values.prefix(max(0, room))
            isComplete = false
        } else {
            values += other.values
        }
    }

    /// The same values, none of them certain.
    package var uncertain: FlowValues {
        var result = self
        for position in result.values.indices { result.values[position].isCertain = false }
        return result
    }
}

/// Traces values back through locals, properties, loop collections and function parameters (to each caller's
/// argument), for one target's facts. A parameter's values are found once per function and parameter,
/// whatever asks; tracing goes at most `maximumDepth` steps, so its cost stays linear in the code.
package final class ValueFlow {
    package static let maximumDepth = 12
    /// The most values one expression is traced to: a longer list is cut and counts as incomplete.
    package static let maximumValues = 256
    private let graph: CallGraph
    private let bindings: ValueBindings
    private let isActive: (ModuleIndex.CallSite) -> Bool
    private var parameterValues: [Int64: FlowValues] = [:]
    private var callers: [Int: [ModuleIndex.CallSite]] = [:]

    /// An expression its reader already knows the value of (a string constant's name): traced no further.
    private let isKnown: ((FlowValue) -> Bool)?

    package init(
        graph: CallGraph, bindings: ValueBindings, isActive: @escaping (ModuleIndex.CallSite) -> Bool,
        isKnown: ((FlowValue) -> Bool)? = nil
    ) {
        self.graph = graph
        self.bindings = bindings
        self.isActive = isActive
        self.isKnown = isKnown
    }

    package var index: ModuleIndex { graph.index }

    /// The values `expression`, written in `file` in code of `type`, may hold; empty when not evident.
    package func values(of expression: Expression, file: Int, type: String?, depth: Int = 0) -> [FlowValue] {
        possibleValues(of: expression, file: file, type: type, depth: depth).values
    }

    /// What a sub-expression of `value` (an argument of the call it is) may hold, with the closure parameters
    /// `value` was found under.
    package func possibleValues(of expression: Expression, within value: FlowValue) -> FlowValues {
        possibleValues(of: expression, within: value, depth: 1)
    }

    private func possibleValues(of expression: Expression, within value: FlowValue, depth: Int) -> FlowValues {
        let found = possibleValues(
            of: expression, file: value.file, type: value.type, bound: value.bound, depth: depth)
        return prefixed(value.isCertain ? found : found.uncertain, value.path)
    }

    /// The values `expression`, written in `file` in code of `type`, may hold (see `FlowValues`).
    package func possibleValues(
        of expression: Expression, file: Int, type: String?, bound: [BoundName] = [], depth: Int = 0
    ) -> FlowValues {
        guard depth <= Self.maximumDepth else { return .unknown }
        let here = FlowValues(
            [FlowValue(expression: expression, file: file, type: type, path: [], bound: bound)], isComplete: true)
        if let isKnown, isKnown(here.values[0]) { return here }
        switch expression.kind {
        case .tuple(let arguments) where arguments.count == 1 && arguments[0].label == nil:
            return possibleValues(of: arguments[0].value, file: file, type: type, bound: bound, depth: depth + 1)
        case .forceUnwrap(let inner), .await(let inner), .try(_, let inner):
            return possibleValues(of: inner, file: file, type: type, bound: bound, depth: depth + 1)
        case .sequence(let items) where items.count == 3:
            // `list ?? []`: either side.
            guard case .operator("??") = items[1].kind else { return here }
            var result = possibleValues(of: items[0], file: file, type: type, bound: bound, depth: depth + 1)
            result.add(possibleValues(of: items[2], file: file, type: type, bound: bound, depth: depth + 1))
            return result
        case .sequence(let items) where items.count == 2:
            // `x as! T`, `x as? T`: what `x` holds.
            guard case .cast(let cast, _) = items[1].kind, cast != "is" else { return here }
            return possibleValues(of: items[0], file: file, type: type, bound: bound, depth: depth + 1)
        case .identifier(let name):
            guard name != "self" else { return here }
            let offset = expression.range.lowerBound
            if let parameter = bound.last(where: { $0.name == name && $0.file == file && $0.scope.contains(offset) }) {
                return parameter.values
            }
            if let (function, binder) = bindings.scopes.binder(of: name, file: file, at: offset) {
                // A `let` of the same name in the function as well: which one is meant is not evident.
                guard !bindings.hasLocal(name, file: file, at: offset, within: binder.range) else { return .unknown }
                switch binder.kind {
                case .parameter(let position):
                    return valuesOfParameter(position, of: function, depth: depth + 1)
                case .loop(let sequence):
                    return elements(of: sequence, file: file, type: type, bound: bound, depth: depth + 1)
                case .component(let sequence, let position):
                    return components(
                        of: sequence, at: position, file: file, type: type, bound: bound, depth: depth + 1)
                case .opaque:
                    return .unknown
                }
            }
            guard !name.hasPrefix("$") else { return here }
            let written = writes(to: expression, file: file, type: type)
            guard let place = bindings.place(of: expression, file: file, at: offset, type: type) else {
                // A property given its value in `init` (`self.types = [...]`), or a `let` assigned later.
                guard let written, !written.assigned.isEmpty else { return here }
                return assignedValues(written, depth: depth + 1)
            }
            var result = possibleValues(
                of: place.value, file: place.file, type: place.type, bound: bound, depth: depth + 1)
            if let written { result.add(assignedValues(written, depth: depth + 1)) }
            return result
        case .member(let base?, let name):
            if let element = Self.elementAccess(name), element.call == false {
                return elements(of: base, file: file, type: type, bound: bound, depth: depth + 1).uncertain
            }
            if case .identifier("Self") = base.kind, let type, let property = index.property(owner: type, name: name),
                let value = property.initializer
            {
                return possibleValues(of: value, file: property.file, type: property.owner, depth: depth + 1)
            }
            if case .identifier(let owner) = base.kind, owner != "self",
                let place = bindings.place(of: expression, file: file, at: expression.range.lowerBound, type: type)
            {
                return possibleValues(of: place.value, file: place.file, type: place.type, depth: depth + 1)
            }
            if case .identifier("self") = base.kind {
                let written = writes(to: expression, file: file, type: type)
                let place = bindings.place(of: expression, file: file, at: expression.range.lowerBound, type: type)
                guard place != nil || written?.assigned.isEmpty == false else { return here }
                var result =
                    place.map { possibleValues(of: $0.value, file: $0.file, type: $0.type, depth: depth + 1) }
                    ?? .none
                if let written { result.add(assignedValues(written, depth: depth + 1)) }
                return result
            }
            // `metric.sampleType` where `metric` is an enum case: the case's branch of the computed property.
            return memberOfCases(base, name, here: here, file: file, type: type, bound: bound, depth: depth + 1)
        case .subscriptCall(let base, let arguments) where arguments.count == 1:
            return subscripted(base, key: arguments[0].value, file: file, type: type, bound: bound, depth: depth + 1)
        case .call(let call):
            // `types.first(where: …)`, `queue.removeFirst()`: one of the collection's elements.
            guard case .member(let base?, let name) = call.callee.kind, let element = Self.elementAccess(name),
                element.call
            else { return here }
            return elements(of: base, file: file, type: type, bound: bound, depth: depth + 1).uncertain
        default:
            return here
        }
    }

    /// `table[key]`: of a dictionary literal, the value whose key is written as `key` is (else any value); of
    /// another collection, any element.
    private func subscripted(
        _ base: Expression, key: Expression, file: Int, type: String?, bound: [BoundName], depth: Int
    ) -> FlowValues {
        guard depth <= Self.maximumDepth else { return .unknown }
        let tables = possibleValues(of: base, file: file, type: type, bound: bound, depth: depth)
        let keyText = index.files[file].source.file.text(key.range)
        var result = FlowValues(isComplete: tables.isComplete)
        for table in tables.values {
            guard case .dictionary(let entries) = table.expression.kind else {
                result.add(prefixed(elements(ofWritten: table, depth: depth + 1).uncertain, table.path))
                continue
            }
            let source = index.files[table.file].source.file
            let matching = entries.filter { source.text($0.key.range) == keyText }
            let picked = matching.isEmpty ? entries : matching
            var found = FlowValues.none
            for entry in picked {
                found.add(possibleValues(of: entry.value, within: table, depth: depth + 1))
            }
            result.add(matching.count == 1 && table.isCertain ? found : found.uncertain)
        }
        return result
    }

    /// Members that give one of a collection's elements: properties (`first`) or methods (`removeFirst()`).
    private static func elementAccess(_ name: String) -> (name: String, call: Bool)? {
        switch name {
        case "first", "last": return (name, false)
        case "removeFirst", "removeLast", "popFirst", "popLast", "randomElement": return (name, true)
        default: return nil
        }
    }

    /// The elements a collection may hold: those of array and set literals, of `+` and `union` of collections,
    /// of `Set(…)`/`Array(…)`, of `map`/`compactMap`/`flatMap` over a collection (the closure's result for
    /// each element), and of a name bound to any of these.
    package func elements(
        of sequence: Expression, file: Int, type: String?, bound: [BoundName] = [], depth: Int
    ) -> FlowValues {
        guard depth <= Self.maximumDepth else { return .unknown }
        let collections = possibleValues(of: sequence, file: file, type: type, bound: bound, depth: depth)
        var result = FlowValues(isComplete: collections.isComplete)
        // `types.insert(x)`, `types.append(contentsOf: list)`, `types.formUnion(list)`, `types += list`.
        if let written = writes(to: sequence, file: file, type: type) {
            result.add(addedElements(written))
        }
        for collection in collections.values {
            let found = elements(ofWritten: collection, depth: depth + 1)
            result.add(prefixed(collection.isCertain ? found : found.uncertain, collection.path))
        }
        return result
    }

    /// The elements of one collection expression, as written (not a name: `elements(of:)` traces names).
    private func elements(ofWritten collection: FlowValue, depth: Int) -> FlowValues {
        let file = collection.file
        let type = collection.type
        let bound = collection.bound
        func traced(_ expression: Expression) -> FlowValues {
            possibleValues(of: expression, file: file, type: type, bound: bound, depth: depth + 1)
        }
        func nested(_ expression: Expression) -> FlowValues {
            elements(of: expression, file: file, type: type, bound: bound, depth: depth + 1)
        }
        let expression = collection.expression
        switch expression.kind {
        case .array(let items):
            var result = FlowValues.none
            for item in items { result.add(traced(item)) }
            return result
        case .sequence(let items) where items.count == 2:
            // `[a, b] as Set<T>`
            guard case .cast = items[1].kind else { return .unknown }
            return nested(items[0])
        case .sequence(let items) where items.count >= 3 && items.count % 2 == 1:
            // `readTypes + writeTypes + [extra]`
            var result = FlowValues.none
            for (position, item) in items.enumerated() {
                if position % 2 == 1 {
                    guard case .operator("+") = item.kind else { return .unknown }
                } else {
                    result.add(nested(item))
                }
            }
            return result
        case .literal(.nil):
            // An optional collection that is absent holds nothing.
            return .none
        case .call(let call):
            return elements(ofCall: call, collection: collection, depth: depth)
        case .member(let base?, "allCases"):
            return allCases(of: base, type: type, depth: depth + 1)
        case .member(let base?, let member) where member == "values" || member == "keys":
            // A dictionary literal's values or keys.
            let tables = possibleValues(of: base, file: file, type: type, bound: bound, depth: depth + 1)
            var result = FlowValues(isComplete: tables.isComplete)
            for table in tables.values {
                guard case .dictionary(let entries) = table.expression.kind else {
                    result.isComplete = false
                    continue
                }
                for entry in entries {
                    result.add(
                        possibleValues(of: member == "keys" ? entry.key : entry.value, within: table, depth: depth + 1))
                }
            }
            return result
        default:
            return .unknown
        }
    }

    private func elements(ofCall call: Call, collection: FlowValue, depth: Int) -> FlowValues {
        let file = collection.file
        let type = collection.type
        let bound = collection.bound
        func nested(_ expression: Expression) -> FlowValues {
            elements(of: expression, file: file, type: type, bound: bound, depth: depth + 1)
        }
        switch call.callee.kind {
        case .identifier("Set"), .identifier("Array"), .specialized:
            // `Set(list)`, `Array<T>(set)`, `Set<T>()`
            if case .specialized(let base, _) = call.callee.kind {
                guard case .identifier(let name) = base.kind, name == "Set" || name == "Array" else { return .unknown }
            }
            guard call.trailingClosures.isEmpty else { return .unknown }
            if call.arguments.isEmpty { return .none }
            guard call.arguments.count == 1, call.arguments[0].label == nil || call.arguments[0].label == "arrayLiteral"
            else { return .unknown }
            return nested(call.arguments[0].value)
        case .member(let base?, let name):
            switch name {
            case "union", "appending", "symmetricDifference":
                // `a.union(b)`, `a.appending(contentsOf: b)`: elements of both.
                guard call.arguments.count == 1, call.trailingClosures.isEmpty else { return .unknown }
                var result = nested(base)
                result.add(nested(call.arguments[0].value))
                return result
            case "filter", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast",
                "subtracting", "intersection":
                // Some of the collection's elements, in some order.
                return nested(base).uncertain
            case "map", "compactMap", "flatMap":
                guard let closure = Self.onlyClosure(of: call), let results = Self.results(of: closure) else {
                    return .unknown
                }
                let parameter = closure.parameters.first ?? "$0"
                guard closure.parameters.count <= 1 else { return .unknown }
                let each = nested(base)
                let inner =
                    bound + [BoundName(name: parameter, file: file, scope: closure.range, values: each)]
                var result = FlowValues.none
                for value in results {
                    result.add(
                        name == "flatMap"
                            ? elements(of: value, file: file, type: type, bound: inner, depth: depth + 1)
                            : possibleValues(of: value, file: file, type: type, bound: inner, depth: depth + 1))
                }
                return result
            default:
                return .unknown
            }
        default:
            return .unknown
        }
    }

    /// The one closure a call is given, as its only argument or trailing.
    private static func onlyClosure(of call: Call) -> Closure? {
        if call.arguments.isEmpty, call.trailingClosures.count == 1 { return call.trailingClosures[0].closure }
        if call.trailingClosures.isEmpty, call.arguments.count == 1,
            case .closure(let closure) = call.arguments[0].value.kind
        {
            return closure
        }
        return nil
    }

    /// What a closure gives back: its only expression, or the value of its only statement, a `return`.
    private static func results(of closure: Closure) -> [Expression]? {
        guard closure.body.count == 1 else { return nil }
        switch closure.body[0].kind {
        case .expression(let value), .return(let value?): return [value]
        default: return nil
        }
    }

    /// The values with the calls crossed to reach `values`' expressions put before each one's own.
    private func prefixed(_ values: FlowValues, _ path: [Int64]) -> FlowValues {
        guard !path.isEmpty else { return values }
        var result = values
        for position in result.values.indices {
            result.values[position].path = Self.joined(path, result.values[position].path)
        }
        return result
    }

    /// A path of at most `maximumDepth` calls, the nearest: values handed down a long chain of wrappers keep
    /// paths of bounded length (and may pair up when they part only beyond it).
    private static func joined(_ near: [Int64], _ far: [Int64]) -> [Int64] {
        near.count >= maximumDepth ? Array(near.prefix(maximumDepth)) : near + far.prefix(maximumDepth - near.count)
    }

    // MARK: - Tuples

    /// The element at `position` of the tuples a sequence yields: of tuple literals, of `enumerated()` (the
    /// element at 1), `zip(a, b)` and dictionary literals (keys at 0, values at 1).
    private func components(
        of sequence: Expression, at position: Int, file: Int, type: String?, bound: [BoundName], depth: Int
    ) -> FlowValues {
        guard depth <= Self.maximumDepth else { return .unknown }
        let collections = possibleValues(of: sequence, file: file, type: type, bound: bound, depth: depth)
        var result = FlowValues(isComplete: collections.isComplete)
        for collection in collections.values {
            var found = FlowValues.unknown
            switch collection.expression.kind {
            case .call(let call) where call.arguments.isEmpty && call.calleeName == "enumerated":
                if position == 1, case .member(let base?, _) = call.callee.kind {
                    found = elements(
                        of: base, file: collection.file, type: collection.type, bound: collection.bound,
                        depth: depth + 1)
                }
            case .call(let call) where call.calleeName == "zip" && call.arguments.count == 2:
                if case .identifier = call.callee.kind, position < 2 {
                    found = elements(
                        of: call.arguments[position].value, file: collection.file, type: collection.type,
                        bound: collection.bound, depth: depth + 1)
                }
            case .dictionary(let entries) where position < 2:
                found = .none
                for entry in entries {
                    found.add(
                        possibleValues(
                            of: position == 0 ? entry.key : entry.value, file: collection.file,
                            type: collection.type, bound: collection.bound, depth: depth + 1))
                }
            default:
                let tuples = elements(ofWritten: collection, depth: depth + 1)
                found = FlowValues(isComplete: tuples.isComplete)
                for tuple in tuples.values {
                    guard case .tuple(let items) = tuple.expression.kind, items.count > position else {
                        found.isComplete = false
                        continue
                    }
                    var item = possibleValues(of: items[position].value, within: tuple, depth: depth + 1)
                    if !tuple.isCertain { item = item.uncertain }
                    found.add(item)
                }
            }
            result.add(prefixed(collection.isCertain ? found : found.uncertain, collection.path))
        }
        return result
    }

    // MARK: - Enums

    /// Per enum name, its cases (name, file, declaration range) in declaration order, and their names; read on
    /// first question.
    private var casesByEnum: [String: (list: [(name: String, file: Int, range: Range<Int>)], names: Set<String>)]?
    /// Per computed property (`Enum.name`), each case's branch of its `switch self`, and `default`'s.
    private var branchesByProperty: [String: (cases: [String: [Expression]], fallback: [Expression]?)?] = [:]

    private func cases(of enumName: String) -> [(name: String, file: Int, range: Range<Int>)] {
        enumCases(enumName)?.list ?? []
    }

    private func enumCases(_ enumName: String)
        -> (list: [(name: String, file: Int, range: Range<Int>)], names: Set<String>)?
    {
        if casesByEnum == nil {
            var table: [String: (list: [(name: String, file: Int, range: Range<Int>)], names: Set<String>)] = [:]
            for declaration in index.enumCases {
                for name in declaration.names {
                    table[declaration.owner, default: ([], [])].list.append(
                        (name, declaration.file, declaration.range))
                    table[declaration.owner, default: ([], [])].names.insert(name)
                }
            }
            casesByEnum = table
        }
        return casesByEnum?[enumName]
    }

    /// `E.allCases` (or `Self.allCases` in `E`'s code): each case as `E.name`, written where it is declared; a
    /// declared `allCases` is traced instead.
    private func allCases(of base: Expression, type: String?, depth: Int) -> FlowValues {
        guard depth <= Self.maximumDepth else { return .unknown }
        let name: String
        switch base.kind {
        case .identifier("Self"):
            guard let type else { return .unknown }
            name = type
        case .identifier(let identifier): name = identifier
        case .member(_, let member): name = member
        default: return .unknown
        }
        if let declared = index.property(owner: name, name: "allCases") {
            guard let value = declared.initializer else { return .unknown }
            return elements(of: value, file: declared.file, type: name, depth: depth + 1)
        }
        let found = cases(of: name)
        guard !found.isEmpty else { return .unknown }
        var result = FlowValues.none
        result.add(
            FlowValues(
                found.prefix(Self.maximumValues + 1).map { Self.caseValue(enumName: name, $0) }, isComplete: true))
        return result
    }

    /// `E.name` as an expression written at the case's declaration, in `E`'s code.
    private static func caseValue(enumName: String, _ found: (name: String, file: Int, range: Range<Int>)) -> FlowValue
    {
        let owner = Expression(.identifier(enumName), range: found.range)
        return FlowValue(
            expression: Expression(.member(base: owner, name: found.name), range: found.range), file: found.file,
            type: enumName, path: [])
    }

    /// The enum case a value names (`E.name`, `Self.name` in `E`'s code): the enum and the case.
    private func enumCase(_ value: FlowValue) -> (enumName: String, name: String)? {
        guard case .member(let base?, let name) = value.expression.kind else { return nil }
        let enumName: String
        switch base.kind {
        case .identifier("Self"):
            guard let type = value.type else { return nil }
            enumName = type
        case .identifier(let identifier): enumName = identifier
        default: return nil
        }
        return enumCases(enumName)?.names.contains(name) == true ? (enumName, name) : nil
    }

    /// `base.name` where `base` holds enum cases: `rawValue` stays as written on each case (`E.a.rawValue`); a
    /// computed property answers with the branch of its `switch self` for each case. Otherwise `here`.
    private func memberOfCases(
        _ base: Expression, _ name: String, here: FlowValues, file: Int, type: String?, bound: [BoundName], depth: Int
    ) -> FlowValues {
        guard depth <= Self.maximumDepth else { return .unknown }
        let bases = possibleValues(of: base, file: file, type: type, bound: bound, depth: depth)
        let cases = bases.values.map(enumCase)
        guard !cases.isEmpty, !cases.contains(where: { $0 == nil }) else { return here }
        var result = FlowValues(isComplete: bases.isComplete)
        for (value, found) in zip(bases.values, cases) {
            guard let found else { continue }
            if name == "rawValue" {
                var raw = value
                raw.expression = Expression(.member(base: value.expression, name: name), range: value.expression.range)
                result.add(FlowValues([raw], isComplete: true))
                continue
            }
            guard let property = index.property(owner: found.enumName, name: name),
                let branches = branches(of: property),
                let branch = branches.cases[found.name] ?? branches.fallback, !branch.isEmpty
            else {
                result.isComplete = false
                continue
            }
            var values = FlowValues.none
            for expression in branch {
                values.add(
                    possibleValues(of: expression, file: property.file, type: found.enumName, depth: depth + 1))
            }
            result.add(prefixed(value.isCertain ? values : values.uncertain, value.path))
        }
        return result
    }

    private func branches(of property: ModuleIndex.PropertyEntry)
        -> (cases: [String: [Expression]], fallback: [Expression]?)?
    {
        if let known = branchesByProperty[property.qualifiedName] { return known }
        let found = property.getter.flatMap { Self.branches(of: $0) }.map { found in
            let file = index.files[property.file]
            return (
                found.cases.mapValues { $0.map { $0.detached(in: file) } },
                found.fallback.map { $0.map { $0.detached(in: file) } }
            )
        }
        branchesByProperty[property.qualifiedName] = .some(found)
        return found
    }

    /// What a getter made of one `switch self` gives for each case named in its labels (an empty list for a
    /// branch that is not one expression), and for `default`.
    private static func branches(of getter: [Statement]) -> (cases: [String: [Expression]], fallback: [Expression]?)? {
        guard getter.count == 1 else { return nil }
        let switchStatement: Statement.Switch
        switch getter[0].kind {
        case .switch(let node): switchStatement = node
        case .return(let value?), .expression(let value):
            guard case .statement(let statement) = value.kind, case .switch(let node) = statement.kind else {
                return nil
            }
            switchStatement = node
        default: return nil
        }
        guard case .identifier("self") = switchStatement.subject.kind else { return nil }
        var fallback: [Expression]?
        var byCase: [String: [Expression]] = [:]
        for item in switchStatement.cases {
            guard case .switchCase(let node) = item.kind else { continue }
            let result: [Expression]? =
                switch node.body.count == 1 ? node.body[0].kind : nil {
                case .return(let value?)?, .expression(let value)?: [value]
                default: nil
                }
            if node.items.isEmpty {
                fallback = result
                continue
            }
            let names = node.items.compactMap { item -> String? in
                if case .enumCase(_, let caseName, nil) = item.pattern.kind { return caseName }
                return nil
            }
            // A case whose branch is more than one expression gives an empty list: not evident.
            for name in names where byCase[name] == nil { byCase[name] = result ?? [] }
        }
        return (byCase, fallback)
    }

    /// The text a value stands for when it is a string literal without interpolations or a `String` enum case's
    /// `rawValue` (`E.a.rawValue`: the raw value written, or the case's name).
    package func rawText(of value: FlowValue) -> String? {
        switch value.expression.kind {
        case .string(let literal):
            guard literal.interpolations.isEmpty, index.files.indices.contains(value.file) else { return nil }
            return literal.value(in: index.files[value.file].source.file.bytes)
        case .member(let base?, "rawValue"):
            var caseValue = value
            caseValue.expression = base
            guard let (enumName, name) = enumCase(caseValue),
                let declaration = index.stringEnumCases.first(where: {
                    $0.owner == enumName && $0.names.contains(name)
                })
            else { return nil }
            let raw = StringConstants.rawValues(in: declaration.range, of: index.files[declaration.file].source)
            return raw[name] ?? name
        default:
            return nil
        }
    }

    // MARK: - Writes

    /// Values given to a name after its declaration: assigned (`x = v`, including a property set in `init`),
    /// added one at a time (`insert`, `append`, `update(with:)`) or added as lists (`append(contentsOf:)`,
    /// `formUnion`, `+=`).
    package struct Writes {
        /// What is written: `Type.name` for a property, `function:name` for a local.
        package var target: String
        package var assigned: [(value: Expression, file: Int, type: String?)] = []
        package var added: [(value: Expression, file: Int, type: String?)] = []
        package var addedLists: [(value: Expression, file: Int, type: String?)] = []
        /// Written in a way not followed (handed `inout`, `merge`): what it holds is not all evident.
        package var isOpen = false
        var isEmpty: Bool { assigned.isEmpty && added.isEmpty && addedLists.isEmpty && !isOpen }
    }

    /// Per function position: the writes its body makes, by target (`name`, or `self.name` as `.name`).
    private var writesByFunction: [Int: [String: Writes]] = [:]
    /// Per property (`Type.name`): the writes of the type's functions to it.
    private var writesByProperty: [String: Writes?] = [:]
    /// Per `Writes.target`: the elements its writes add.
    private var addedByTarget: [String: FlowValues] = [:]
    /// Per type: the functions of its declaration and extensions.
    private var functionsByType: [String: [Int]]?

    /// What is written to a local (in the function around the read) or to a property of `type` (in the type's
    /// functions, bare or through `self`); nil when nothing is.
    private func writes(to expression: Expression, file: Int, type: String?) -> Writes? {
        let offset = expression.range.lowerBound
        var name: String
        var throughSelf = false
        switch expression.kind {
        case .identifier(let identifier): name = identifier
        case .member(let base?, let member):
            guard case .identifier("self") = base.kind else { return nil }
            name = member
            throughSelf = true
        default: return nil
        }
        if !throughSelf, bindings.hasLocal(name, file: file, at: offset) {
            guard let function = bindings.scopes.functions(containing: offset, file: file).first,
                var found = writes(in: function)[name], !found.isEmpty
            else { return nil }
            found.target = "\(function):" + name
            return found
        }
        guard let type, index.property(owner: type, name: name) != nil else { return nil }
        let key = type + "." + name
        if let known = writesByProperty[key] { return known }
        if functionsByType == nil {
            var table: [String: [Int]] = [:]
            for (position, function) in index.functions.enumerated() {
                if let owner = function.enclosingType { table[owner, default: []].append(position) }
            }
            functionsByType = table
        }
        var result = Writes(target: key)
        for function in functionsByType?[type] ?? [] {
            let table = writes(in: function)
            for key in [name, "." + name] {
                guard let found = table[key] else { continue }
                result.assigned += found.assigned
                result.added += found.added
                result.addedLists += found.addedLists
                result.isOpen = result.isOpen || found.isOpen
            }
        }
        writesByProperty[key] = .some(result.isEmpty ? nil : result)
        return result.isEmpty ? nil : result
    }

    private func writes(in function: Int) -> [String: Writes] {
        if let known = writesByFunction[function] { return known }
        let entry = index.functions[function]
        let file = entry.file
        let type = entry.enclosingType
        let swiftFile = index.files[file]
        var table: [String: Writes] = [:]
        func target(_ expression: Expression) -> String? {
            switch expression.kind {
            case .identifier(let name):
                // A name the function binds itself (a parameter, a loop variable) is not the property.
                if bindings.scopes.binder(of: name, file: file, at: expression.range.lowerBound) != nil {
                    return bindings.hasLocal(name, file: file, at: expression.range.lowerBound) ? name : nil
                }
                return name
            case .member(let base?, let name):
                if case .identifier("self") = base.kind { return "." + name }
                return nil
            default: return nil
            }
        }
        SyntaxWalker.forEachExpression(in: entry.declaration.body ?? []) { expression, _ in
            switch expression.kind {
            case .sequence(let items) where items.count >= 3:
                guard case .operator(let op) = items[1].kind, op == "=" || op == "+=" else { return }
                // `x = a + b` is one sequence: the value is all after the operator.
                let rest = items[2...].map { $0.detached(in: swiftFile) }
                let written =
                    rest.count == 1
                    ? rest[0]
                    : Expression(
                        .sequence(rest), range: rest[0].range.lowerBound..<rest[rest.count - 1].range.upperBound)
                let value = (written, file, type)
                if case .subscriptCall(let base, _) = items[0].kind, let name = target(base) {
                    // `table[key] = value`
                    table[name, default: Writes(target: name)].added.append(value)
                    return
                }
                guard let name = target(items[0]) else { return }
                if op == "=" {
                    table[name, default: Writes(target: name)].assigned.append(value)
                } else {
                    table[name, default: Writes(target: name)].addedLists.append(value)
                }
            case .prefix("&", let operand):
                // Handed `inout`: anything may be added.
                if let name = target(operand) { table[name, default: Writes(target: name)].isOpen = true }
            case .call(let call):
                guard case .member(let base?, let method) = call.callee.kind, let name = target(base),
                    let argument = call.arguments.first
                else { return }
                let value = (argument.value.detached(in: swiftFile), file, type)
                let labels = call.arguments.map(\.label)
                switch (method, labels) {
                case ("insert", [nil]), ("append", [nil]), ("update", ["with"]), ("insert", [nil, "at"]):
                    table[name, default: Writes(target: name)].added.append(value)
                case ("append", ["contentsOf"]), ("formUnion", [nil]), ("insert", ["contentsOf", "at"]):
                    table[name, default: Writes(target: name)].addedLists.append(value)
                case ("merge", _), ("updateValue", _), ("replaceSubrange", _):
                    table[name, default: Writes(target: name)].isOpen = true
                default:
                    break
                }
            default:
                break
            }
        }
        writesByFunction[function] = table
        return table
    }

    /// The elements `writes` add, found once per name written (many loops read one collection).
    private func addedElements(_ writes: Writes) -> FlowValues {
        if let known = addedByTarget[writes.target] { return known }
        // A collection that adds to itself meets no values while its own are being found.
        addedByTarget[writes.target] = .unknown
        var result = FlowValues.none
        for added in writes.added where result.values.count < Self.maximumValues {
            result.add(possibleValues(of: added.value, file: added.file, type: added.type, depth: 1))
        }
        for list in writes.addedLists where result.values.count < Self.maximumValues {
            result.add(elements(of: list.value, file: list.file, type: list.type, depth: 1))
        }
        if result.values.count >= Self.maximumValues || writes.isOpen { result.isComplete = false }
        addedByTarget[writes.target] = result
        return result
    }

    private func assignedValues(_ writes: Writes, depth: Int) -> FlowValues {
        var result = FlowValues(isComplete: !writes.isOpen)
        for assigned in writes.assigned {
            result.add(possibleValues(of: assigned.value, file: assigned.file, type: assigned.type, depth: depth))
        }
        return result
    }

    /// What every caller of the function passes for its parameter at `position`: incomplete when no caller
    /// is known, or one leaves the parameter out.
    private func valuesOfParameter(_ position: Int, of function: Int, depth: Int) -> FlowValues {
        let key = Int64(function) << 8 | Int64(min(position, 255))
        if let known = parameterValues[key] { return known }
        // A recursive call meets no values while its own values are being found.
        parameterValues[key] = .unknown
        let entry = index.functions[function]
        let signature = entry.signature
        let sites = callSites(of: function, entry)
        var result = FlowValues(isComplete: !sites.isEmpty)
        for site in sites {
            guard let argument = Self.argument(for: position, of: signature, in: site.call) else {
                result.isComplete = false
                continue
            }
            let crossed = Int64(site.file) << 32 | Int64(site.range.lowerBound)
            let found = possibleValues(of: argument, file: site.file, type: site.enclosingType, depth: depth)
            result.add(prefixed(found, [crossed]))
        }
        parameterValues[key] = result
        return result
    }

    private func callSites(of function: Int, _ entry: ModuleIndex.FunctionEntry) -> [ModuleIndex.CallSite] {
        if let known = callers[function] { return known }
        let found = graph.callers(of: entry.qualifiedName).filter(isActive)
        callers[function] = found
        return found
    }

    /// The parameter the call's argument at `argumentIndex` binds: the one `argument(for:of:in:)` gives it for.
    package static func parameter(
        boundBy argumentIndex: Int, of signature: ModuleIndex.FunctionSignature, in call: Call
    )
        -> Int?
    {
        signature.parameters(boundBy: call).map { $0[argumentIndex] }
    }

    /// The closure literals a function body returns (`return { … }`, or its only expression), in order.
    package static func returnedClosures(of body: [Statement]) -> [Closure] {
        body.compactMap { statement in
            switch statement.kind {
            case .return(let value?), .expression(let value):
                if case .closure(let closure) = value.kind { return closure }
                return nil
            default: return nil
            }
        }
    }

    /// The argument a call passes for parameter `position`, as `ArgumentMatching` binds them; nil when the call
    /// leaves it out.
    package static func argument(for position: Int, of signature: ModuleIndex.FunctionSignature, in call: Call)
        -> Expression?
    {
        signature.argument(for: position, in: call)
    }
}
extension FlowValue {
    /// The same value with its node held by its file (see `Expression.detached(in:)`), to keep in facts.
    package func detached(in index: ModuleIndex) -> FlowValue {
        var value = self
        value.expression = expression.detached(in: index.files[file])
        return value
    }
}
