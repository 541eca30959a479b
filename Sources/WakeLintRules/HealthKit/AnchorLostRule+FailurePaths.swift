import WakeLintCore
import WakeLintEngine
import WakeLintSwift

extension AnchorLostRule {
    /// Saves of a sync position (an anchor, a date cursor) reached on a path where storing the samples failed: in or after the failure branch
    /// of the completion of a call given the samples (`if let error`, `error != nil`, `!success`,
    /// `case .failure`), or in or after the `catch` of a `do` whose `try` is given them. A completion that
    /// names no error, success or result parameter, and a branch that returns, end no path on failure.
    struct FailurePaths {
        /// The outcomes of storing the samples a path may have met.
        struct Outcomes: OptionSet {
            let rawValue: UInt8
            static let failed = Outcomes(rawValue: 1)
            static let stored = Outcomes(rawValue: 2)
            static let any: Outcomes = [.failed, .stored]
        }

        /// The parameters of the completion being walked that report the outcome.
        struct Reports {
            var errors: Set<String> = []
            var successes: Set<String> = []
            var results: Set<String> = []
            var isEmpty: Bool { errors.isEmpty && successes.isEmpty && results.isEmpty }

            init(_ parameters: [String]) {
                for name in parameters where name != "_" {
                    let lowered = name.lowercased()
                    if lowered.contains("error") || lowered == "err" {
                        errors.insert(name)
                    } else if lowered.contains("succe") || ["ok", "saved", "stored", "uploaded"].contains(lowered) {
                        successes.insert(name)
                    } else if lowered == "result" {
                        results.insert(name)
                    }
                }
            }
        }

        /// Whether a call or an assignment saves the position (`isSave`, given the anchor).
        let isSave: (Expression) -> Bool
        let samples: String
        /// Each save reached after a failure, with the call or `do` whose failure it follows.
        private(set) var found: [(save: Expression, source: Range<Int>)] = []
        private var source: Range<Int>?
        private var steps = 0
        /// Bounds the walk of one handler: nested closures and branches are walked once each.
        private static let maximumSteps = 20_000

        init(anchor: String, samples: String) {
            self.init(samples: samples) { expression in
                guard case .call(let call) = expression.kind else { return false }
                return AnchorLostRule.isSave(call.calleeName) && call.arguments.contains { $0.value.mentions(anchor) }
            }
        }

        init(samples: String, isSave: @escaping (Expression) -> Bool) {
            self.samples = samples
            self.isSave = isSave
        }

        /// Walks a statement list from `state`; returns the outcomes of the paths that fall through its end.
        mutating func walk(_ statements: [Statement], _ state: Outcomes, _ reports: Reports?) -> Outcomes {
            var state = state
            for statement in statements {
                guard !state.isEmpty else { break }
                state = walk(statement, state, reports)
            }
            return state
        }

        private mutating func walk(_ statement: Statement, _ state: Outcomes, _ reports: Reports?) -> Outcomes {
            steps += 1
            guard steps < Self.maximumSteps else { return state }
            switch statement.kind {
            case .if(let node):
                let (holds, fails) = split(node.conditions, reports)
                visit(conditions: node.conditions, state, reports)
                let then = walk(node.body, state.intersection(holds), reports)
                let otherwise =
                    node.elseBody.map { walk($0, state.intersection(fails), reports) } ?? state.intersection(fails)
                return then.union(otherwise)
            case .guard(let node):
                let (holds, fails) = split(node.conditions, reports)
                visit(conditions: node.conditions, state, reports)
                return walk(node.elseBody, state.intersection(fails), reports).union(state.intersection(holds))
            case .return(let value), .throw(let value):
                if let value { visit(value, state, reports) }
                return []
            case .jump(let word):
                return word == "fallthrough" ? state : []
            case .do(let node):
                let storing = Self.hasStoringTry(node.body, samples: samples, isSave: isSave)
                var after = walk(node.body, state, reports)
                let previous = source
                if storing { source = statement.range }
                for clause in node.catches {
                    after.formUnion(walk(clause.body, storing ? .failed : state, reports))
                }
                // What follows a `catch` that goes on follows the failure too.
                if storing, after.contains(.failed) { source = statement.range } else { source = previous }
                return after
            case .switch(let node):
                visit(node.subject, state, reports)
                var subject: String?
                if case .identifier(let name) = node.subject.kind, reports?.results.contains(name) == true {
                    subject = name
                }
                var after: Outcomes = []
                var exhaustive = false
                for item in node.cases {
                    guard case .switchCase(let body) = item.kind else {
                        after.formUnion(state)
                        continue
                    }
                    var caseState = state
                    if subject != nil {
                        let names = body.items.compactMap { item -> String? in
                            if case .enumCase(_, let name, _) = item.pattern.kind { return name }
                            if case .binding(_, let inner) = item.pattern.kind,
                                case .enumCase(_, let name, _) = inner.kind
                            {
                                return name
                            }
                            return nil
                        }
                        if !names.isEmpty, names.allSatisfy({ $0 == "failure" }) {
                            caseState = state.intersection(.failed)
                        }
                        if !names.isEmpty, names.allSatisfy({ $0 == "success" }) {
                            caseState = state.intersection(.stored)
                        }
                    }
                    if body.pattern == nil { exhaustive = true }
                    after.formUnion(walk(body.body, caseState, reports))
                }
                return subject != nil || exhaustive ? after : after.union(state)
            case .forIn, .while, .repeat, .defer, .ifConfig, .switchCase, .expression, .declaration, .unknown:
                // Loops may not run, `defer` runs at the end, `#if` clauses are walked in turn: the state goes on.
                let children = SyntaxWalker.children(of: statement)
                for expression in children.expressions { visit(expression, state, reports) }
                let inner = walk(children.statements, state, reports)
                switch statement.kind {
                case .forIn, .while, .repeat, .defer, .ifConfig: return state.union(inner)
                default: return children.statements.isEmpty ? state : inner
                }
            }
        }

        private mutating func visit(conditions: [Condition], _ state: Outcomes, _ reports: Reports?) {
            for condition in conditions {
                switch condition.kind {
                case .binding(_, _, let value?), .pattern(_, let value?), .expression(let value):
                    visit(value, state, reports)
                default:
                    break
                }
            }
        }

        /// Records anchor saves made with a failure possible; walks closures: the completion of a call given the
        /// samples starts from either outcome, any other closure from the state where it is written.
        private mutating func visit(_ expression: Expression, _ state: Outcomes, _ reports: Reports?) {
            steps += 1
            guard steps < Self.maximumSteps else { return }
            if isSave(expression) {
                if state.contains(.failed), let source { found.append((expression, source)) }
                return
            }
            switch expression.kind {
            case .call(let call):
                let passes = { (name: String) in call.arguments.contains { $0.value.mentions(name) } }
                let storing = samples != "_" && passes(samples)
                visit(call.callee, state, reports)
                for argument in call.arguments {
                    if case .closure(let closure) = argument.value.kind {
                        walk(closure, storing: storing, in: expression, state, reports)
                    } else {
                        visit(argument.value, state, reports)
                    }
                }
                for trailing in call.trailingClosures {
                    walk(trailing.closure, storing: storing, in: expression, state, reports)
                }
            case .closure(let closure):
                _ = walk(closure.body, state, reports)
            default:
                let children = SyntaxWalker.children(of: expression)
                for child in children.expressions { visit(child, state, reports) }
                if !children.statements.isEmpty { _ = walk(children.statements, state, reports) }
            }
        }

        private mutating func walk(
            _ closure: Closure, storing: Bool, in call: Expression, _ state: Outcomes, _ reports: Reports?
        ) {
            let completion = Reports(closure.parameters)
            guard storing, !completion.isEmpty else {
                _ = walk(closure.body, state, reports)
                return
            }
            let previous = source
            source = call.range
            _ = walk(closure.body, .any, completion)
            source = previous
        }

        /// The outcomes in which all conditions may hold, and those in which one may fail.
        private func split(_ conditions: [Condition], _ reports: Reports?) -> (holds: Outcomes, fails: Outcomes) {
            var holds = Outcomes.any
            var fails: Outcomes = []
            for condition in conditions {
                let effect: (holds: Outcomes, fails: Outcomes)
                switch condition.kind {
                case .binding(_, let pattern, let value):
                    // `if let error`, `if let error = error`: only a failure binds it.
                    var name = pattern
                    if let value, case .identifier(let bound) = value.kind { name = bound }
                    effect = reports?.errors.contains(name) == true ? (.failed, .stored) : (.any, .any)
                case .expression(let expression):
                    effect = self.effect(of: expression, reports)
                default:
                    effect = (.any, .any)
                }
                holds.formIntersection(effect.holds)
                fails.formUnion(effect.fails)
            }
            return (holds, fails)
        }

        /// The outcomes in which a condition may be true, and those in which it may be false.
        private func effect(of expression: Expression, _ reports: Reports?) -> (holds: Outcomes, fails: Outcomes) {
            let unknown: (holds: Outcomes, fails: Outcomes) = (.any, .any)
            guard let reports else { return unknown }
            switch expression.kind {
            case .identifier(let name) where reports.successes.contains(name):
                return (.stored, .failed)
            case .prefix("!", let operand):
                let inner = effect(of: operand, reports)
                return (inner.fails, inner.holds)
            case .tuple(let arguments) where arguments.count == 1:
                return effect(of: arguments[0].value, reports)
            case .sequence(let items):
                return effect(ofSequence: items, reports)
            default:
                return unknown
            }
        }

        private func effect(ofSequence items: [Expression], _ reports: Reports) -> (holds: Outcomes, fails: Outcomes) {
            let unknown: (holds: Outcomes, fails: Outcomes) = (.any, .any)
            // `a || b` and `a && b`, split at the loosest operator present.
            for word in ["||", "&&"] {
                let parts = items.split { if case .operator(word) = $0.kind { return true } else { return false } }
                guard parts.count > 1 else { continue }
                let effects = parts.map { part -> (holds: Outcomes, fails: Outcomes) in
                    part.count == 1
                        ? effect(of: part[part.startIndex], reports) : effect(ofSequence: Array(part), reports)
                }
                if word == "||" {
                    return (
                        effects.reduce([]) { $0.union($1.holds) }, effects.reduce(.any) { $0.intersection($1.fails) }
                    )
                }
                return (effects.reduce(.any) { $0.intersection($1.holds) }, effects.reduce([]) { $0.union($1.fails) })
            }
            guard items.count == 3, case .operator(let comparison) = items[1].kind,
                comparison == "==" || comparison == "!="
            else { return unknown }
            let equal = comparison == "=="
            for (side, other) in [(items[0], items[2]), (items[2], items[0])] {
                guard case .identifier(let name) = side.kind, case .literal(let literal) = other.kind else { continue }
                if reports.errors.contains(name), literal == .nil {
                    return equal ? (.stored, .failed) : (.failed, .stored)
                }
                if reports.successes.contains(name), literal == .boolean, let value = booleanValue(other) {
                    return equal == value ? (.stored, .failed) : (.failed, .stored)
                }
            }
            return unknown
        }

        private func booleanValue(_ literal: Expression) -> Bool? {
            // The parser keeps no value for Boolean literals: one character tells them apart (`true` is 4 long).
            literal.range.count == 4 ? true : literal.range.count == 5 ? false : nil
        }

        /// Whether a `try` in these statements is given the samples and is not a save of the position.
        static func hasStoringTry(_ statements: [Statement], samples: String, isSave: (Expression) -> Bool) -> Bool {
            guard samples != "_" else { return false }
            var found = false
            SyntaxWalker.forEachExpression(in: statements) { expression, _ in
                guard !found, case .try(_, let operand) = expression.kind else { return }
                var inner = operand
                if case .await(let awaited) = inner.kind { inner = awaited }
                guard case .call(let call) = inner.kind,
                    call.arguments.contains(where: { $0.value.mentions(samples) }), !isSave(inner)
                else { return }
                found = true
            }
            return found
        }
    }
}
