/// Whether code on a failure path does anything with the failure: logs, reports, retries or propagates it.
/// `print`, `debugPrint` and `dump` (and module functions that only call them) write to standard output, which a
/// device does not keep, so they count as dropping it, as do `return`, `break` and `continue`.
package struct FailureHandling {
    let index: ModuleIndex

    package init(index: ModuleIndex) { self.index = index }

    /// The names a completion reports its outcome under: `success` is false and `error` is non-nil on failure.
    package struct Outcome {
        package var success: String?
        package var error: String?

        package init(success: String?, error: String?) {
            self.success = success
            self.error = error
        }

        /// `{ success, error in … }`, `{ _, error in … }` or `$0`/`$1`, for a `(Bool, Error?)` completion.
        package init(successAndError closure: Closure) {
            let names = closure.hasSignature ? closure.parameters : ["$0", "$1"]
            success = names.first.flatMap { $0 == "_" ? nil : $0 }
            error = names.dropFirst().first.flatMap { $0 == "_" ? nil : $0 }
        }

        /// `{ error in … }` or `$0`, for an `(Error?)` completion.
        package init(error closure: Closure) {
            let name = closure.hasSignature ? closure.parameters.first : "$0"
            success = nil
            error = name == "_" ? nil : name
        }

        var names: [String] { [success, error].compactMap { $0 } }
    }

    /// Whether a completion's body drops the failure: on the path its statements take when the call failed
    /// (`if error != nil`, `guard success else`, an `else`, or code no condition guards), nothing handles it.
    /// Code no condition guards handles it only by using the outcome (`completion(success, error)`).
    package func dropsFailure(in body: [Statement], outcome: Outcome) -> Bool {
        walk(body, outcome: outcome, onFailure: false, depth: 2) != .handles
    }

    /// Whether statements already on the failure path (a `catch` body) drop it.
    package func dropsFailure(inCatch body: [Statement], error: String = "error") -> Bool {
        walk(body, outcome: Outcome(success: nil, error: error), onFailure: true, depth: 2) != .handles
    }

    /// What the statements do with the failure, in order: the first that handles it, or leaves the path.
    enum Flow {
        case handles, exits, continues
    }

    /// Whether a condition list holds when the call failed.
    enum Truth {
        case yes, no, unknown

        static func all(_ values: [Truth]) -> Truth {
            if values.contains(.no) { return .no }
            return values.allSatisfy { $0 == .yes } ? .yes : .unknown
        }
    }

    func walk(_ statements: [Statement], outcome: Outcome, onFailure: Bool, depth: Int) -> Flow {
        for statement in statements {
            let flow = walk(statement, outcome: outcome, onFailure: onFailure, depth: depth)
            if flow != .continues { return flow }
        }
        return .continues
    }

    private func walk(_ statement: Statement, outcome: Outcome, onFailure: Bool, depth: Int) -> Flow {
        switch statement.kind {
        case .return(nil), .jump:
            return .exits
        case .return(let value?):
            return uses(value, outcome) ? .handles : .exits
        case .throw:
            return .handles
        case .ifConfig(let config):
            let flows = config.clauses.map { walk($0.items, outcome: outcome, onFailure: onFailure, depth: depth) }
            return Self.either(flows)
        case .if(let node):
            switch truth(of: node.conditions, outcome) {
            case .yes: return walk(node.body, outcome: outcome, onFailure: true, depth: depth)
            case .no: return walk(node.elseBody ?? [], outcome: outcome, onFailure: true, depth: depth)
            case .unknown:
                return Self.either([
                    walk(node.body, outcome: outcome, onFailure: onFailure, depth: depth),
                    walk(node.elseBody ?? [], outcome: outcome, onFailure: onFailure, depth: depth),
                ])
            }
        case .guard(let node):
            switch truth(of: node.conditions, outcome) {
            case .yes: return .continues
            case .no:
                let flow = walk(node.elseBody, outcome: outcome, onFailure: true, depth: depth)
                return flow == .handles ? .handles : .exits
            case .unknown:
                let flow = walk(node.elseBody, outcome: outcome, onFailure: onFailure, depth: depth)
                return flow == .handles ? .handles : .continues
            }
        case .expression(let expression):
            return walk(expression, outcome: outcome, onFailure: onFailure, depth: depth)
        case .declaration:
            return SyntaxWalker.children(of: statement).expressions.contains { uses($0, outcome) }
                ? .handles : .continues
        case .unknown:
            return .handles
        default:
            // Loops, `do`, `switch`, `defer`: whatever handles the failure inside them handles it.
            let children = SyntaxWalker.children(of: statement)
            if children.expressions.contains(where: { uses($0, outcome) }) && onFailure { return .handles }
            return walk(children.statements, outcome: outcome, onFailure: onFailure, depth: depth) == .handles
                ? .handles : .continues
        }
    }

    private func walk(_ expression: Expression, outcome: Outcome, onFailure: Bool, depth: Int) -> Flow {
        var expression = expression
        while case .try(_, let operand) = expression.kind { expression = operand }
        if case .await(let operand) = expression.kind { expression = operand }
        guard case .call(let call) = expression.kind else {
            return onFailure || uses(expression, outcome) ? .handles : .continues
        }
        let name = call.calleeName ?? ""
        if Self.printing.contains(name) || printsOnly(name, depth: depth) { return .continues }
        // `DispatchQueue.main.async { … }`, `Task { … }`: the closure's statements are what happens.
        if Self.deferring.contains(name), call.arguments.allSatisfy({ !uses($0.value, outcome) }),
            let closure = call.trailingClosures.first?.closure, call.trailingClosures.count == 1
        {
            let flow = walk(closure.body, outcome: outcome, onFailure: onFailure, depth: depth)
            return flow == .handles ? .handles : .continues
        }
        return onFailure || uses(expression, outcome) ? .handles : .continues
    }

    /// Calls whose output a device does not keep.
    static let printing: Set<String> = ["print", "debugPrint", "dump"]

    /// Calls that run their one trailing closure later, on some queue or task.
    static let deferring: Set<String> = ["async", "asyncAfter", "sync", "Task", "detached", "run", "perform"]

    /// A module function whose every declaration with a body only prints (followed `depth` levels).
    private func printsOnly(_ name: String, depth: Int) -> Bool {
        guard depth > 0, !name.isEmpty else { return false }
        let functions = index.functions(named: name).filter { $0.declaration.body != nil }
        return !functions.isEmpty && functions.allSatisfy { onlyPrints($0.declaration.body ?? [], depth: depth - 1) }
    }

    /// Statements that are all `print`-family calls (or module functions that only print), `return` or jumps,
    /// in every `#if` variant.
    private func onlyPrints(_ statements: [Statement], depth: Int) -> Bool {
        statements.allSatisfy { statement in
            switch statement.kind {
            case .return(nil), .jump: return true
            case .ifConfig(let config): return config.clauses.allSatisfy { onlyPrints($0.items, depth: depth) }
            case .expression(let expression):
                guard case .call(let call) = expression.kind, let name = call.calleeName else { return false }
                return Self.printing.contains(name) || printsOnly(name, depth: depth)
            default: return false
            }
        }
    }

    /// The flow of code that takes one of several branches: it handles the failure if any branch does.
    private static func either(_ flows: [Flow]) -> Flow {
        if flows.contains(.handles) { return .handles }
        return !flows.isEmpty && flows.allSatisfy { $0 == .exits } ? .exits : .continues
    }

    private func uses(_ expression: Expression, _ outcome: Outcome) -> Bool {
        outcome.names.contains { expression.mentions($0) }
    }

    // MARK: - Conditions

    func truth(of conditions: [Condition], _ outcome: Outcome) -> Truth {
        Truth.all(conditions.map { truth(of: $0, outcome) })
    }

    private func truth(of condition: Condition, _ outcome: Outcome) -> Truth {
        switch condition.kind {
        case .binding(_, let pattern, let initializer):
            guard let error = outcome.error else { return .unknown }
            // `if let error`, `if let e = error`: bound exactly when the call failed.
            if let initializer {
                if case .identifier(let name) = initializer.kind, name == error { return .yes }
                return .unknown
            }
            return pattern == error ? .yes : .unknown
        case .expression(let expression):
            return truth(of: expression, outcome)
        case .pattern, .availability:
            return .unknown
        }
    }

    private func truth(of expression: Expression, _ outcome: Outcome) -> Truth {
        switch expression.kind {
        case .identifier(let name):
            return name == outcome.success ? .no : .unknown
        case .prefix("!", let operand):
            switch truth(of: operand, outcome) {
            case .yes: return .no
            case .no: return .yes
            case .unknown: return .unknown
            }
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return truth(of: elements[0].value, outcome)
        case .sequence(let elements):
            if elements.contains(where: { if case .operator("||") = $0.kind { return true } else { return false } }) {
                return .unknown
            }
            let parts = elements.split { if case .operator("&&") = $0.kind { return true } else { return false } }
            if parts.count > 1 {
                return Truth.all(parts.map { truth(ofComparison: Array($0), outcome) })
            }
            return truth(ofComparison: elements, outcome)
        default:
            return .unknown
        }
    }

    /// `error != nil`, `nil == error`, `success == false`, `success != true`, or one operand alone.
    private func truth(ofComparison elements: [Expression], _ outcome: Outcome) -> Truth {
        if elements.count == 1 { return truth(of: elements[0], outcome) }
        guard elements.count == 3, case .operator(let op) = elements[1].kind, op == "==" || op == "!=" else {
            return .unknown
        }
        let equal: Truth
        switch (Self.name(elements[0]), Self.literal(elements[2]), Self.name(elements[2]), Self.literal(elements[0])) {
        case (let name?, let literal?, _, _), (_, _, let name?, let literal?):
            if name == outcome.error, literal == "nil" {
                equal = .no
            } else if name == outcome.success, literal == "true" || literal == "false" {
                equal = literal == "true" ? .no : .yes
            } else {
                return .unknown
            }
        default:
            return .unknown
        }
        guard op == "!=" else { return equal }
        switch equal {
        case .yes: return .no
        case .no: return .yes
        case .unknown: return .unknown
        }
    }

    private static func name(_ expression: Expression) -> String? {
        if case .identifier(let name) = expression.kind { return name }
        return nil
    }

    private static func literal(_ expression: Expression) -> String? {
        switch expression.kind {
        case .literal(.nil): return "nil"
        // The parser keeps no value for Boolean literals: their lengths tell them apart.
        case .literal(.boolean): return expression.range.count == 4 ? "true" : "false"
        default: return nil
        }
    }
}
