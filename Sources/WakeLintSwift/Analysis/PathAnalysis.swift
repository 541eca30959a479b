/// Path analysis over a closure or function body: does every exit perform an action, and can one perform it
/// twice? It follows `if`/`guard`/`switch`/`do`-`catch`/loops/`#if`, applies `defer` at every later exit, counts
/// closures passed to calls (`Task { …; done() }`) as running, but not when the call hangs off an optional chain
/// (`self?.fetch { done() }` may never run; see `settlesWeakSelf`) or sits after `??`, `&&`, `||` or in a ternary branch. Loop bodies
/// may run zero times. Counts are capped at 2.
public struct PathAnalysis {
    /// Whether a call performs the action (it may also inspect arguments, e.g. a handler handed to a helper).
    public typealias ActionMatcher = (Call) -> Bool

    let isAction: ActionMatcher
    /// `return` statements (by range) after which nothing is owed: paths the caller rules out (`guard let self
    /// else { return }` in a handler whose owner outlives it) or that hand what the action concerns back to the
    /// caller (`return identifier`). Such a path ends there with no exit, also inside closures passed to calls,
    /// where it would otherwise make the closure's effect "maybe never".
    let settledReturns: Set<Range<Int>>

    /// Whether a call on `self?` is taken to happen (`self?.queue.sync { end() }`): for rules that also settle
    /// `guard let self else { return }`, the owner being gone is the same path written another way.
    let settlesWeakSelf: Bool

    /// Action calls that only hand what the action concerns on (`self.manager?.handle(task)`): reached through an
    /// optional other than `self?` (which `settlesWeakSelf` decides), they may not happen. Nil: none.
    let isHandOff: ActionMatcher?

    /// Whether a closure that is stored or returned rather than passed (`self.cleanup = { end(id) }`) counts as
    /// performing what its body performs: for rules where arranging the action for later is enough.
    let keptClosuresAct: Bool

    /// Whether an assignment (`target = value`, as written) performs the action: for rules where storing a value
    /// where other code takes it over is enough (`tasks[key] = id`). Nil: no assignment does.
    public typealias AssignmentMatcher = (_ target: Expression, _ value: Expression) -> Bool
    let isActionAssignment: AssignmentMatcher?

    /// Whether skipping an `if` without `else` leaves nothing owed (`if id != .invalid { end(id) }`: with no
    /// identifier there is nothing to end), anywhere in the body, closures included: that path ends there with no
    /// exit, as after a settled return. Nil: every skipped `if` goes on.
    public typealias SkipMatcher = (Statement.If) -> Bool
    let settlesSkippedIf: SkipMatcher?

    /// The file the body is in, to read integer literals (`if items.count == 0 { return }`); without it no
    /// emptiness test is recognised but `isEmpty`.
    let source: SwiftSource?

    /// What each closure passed to a call, and each statement used as an expression, does, by range, for one
    /// body (`analyze(body:end:)` starts it afresh). A condition is weighed twice (on the path where it holds
    /// and on the one where it does not); with this, a closure nested in conditions is analysed once, not
    /// 2^depth times.
    final class Effects {
        var ofClosures: [Range<Int>: Counts] = [:]
        var ofStatements: [Range<Int>: Counts] = [:]
        /// How many closure bodies were analysed (tests check each is analysed once).
        var closureAnalyses = 0
    }
    let effects = Effects()

    public init(
        isAction: @escaping ActionMatcher, settledReturns: Set<Range<Int>> = [], settlesWeakSelf: Bool = false,
        isHandOff: ActionMatcher? = nil, keptClosuresAct: Bool = false, isActionAssignment: AssignmentMatcher? = nil,
        settlesSkippedIf: SkipMatcher? = nil,
        source: SwiftSource? = nil
    ) {
        self.source = source
        self.isAction = isAction
        self.settledReturns = settledReturns
        self.settlesWeakSelf = settlesWeakSelf
        self.isHandOff = isHandOff
        self.keptClosuresAct = keptClosuresAct
        self.isActionAssignment = isActionAssignment
        self.settlesSkippedIf = settlesSkippedIf
    }

    /// Calls of `handler` (`handler()`, `handler?()`, `self.handler()`) and calls that receive it as an
    /// argument (`process(samples, completion: handler)`), also inside a tuple or array argument
    /// (`update(.success((types, handler)))`), which are assumed to call it.
    public static func callsOrHandsOff(_ handler: String) -> ActionMatcher {
        { call in
            switch call.callee.kind {
            case .identifier(let name) where name == handler: return true
            case .optionalChain(let base):
                if case .identifier(let name) = base.kind, name == handler { return true }
            case .member(let base?, let name) where name == handler:
                if case .identifier("self") = base.kind { return true }
            default: break
            }
            return call.arguments.contains { holds($0.value, handler) }
        }
    }

    /// Whether a value is `handler`, or a tuple or array literal with it among its elements.
    private static func holds(_ value: Expression, _ handler: String) -> Bool {
        switch value.kind {
        case .identifier(let name): return name == handler
        case .tuple(let elements): return elements.contains { holds($0.value, handler) }
        case .array(let elements): return elements.contains { holds($0, handler) }
        default: return false
        }
    }

    /// `catch` and `catch let error`: no type test, no `where`.
    static func catchesEverything(_ clause: Statement.Catch) -> Bool {
        guard clause.pattern != nil else { return true }
        guard clause.items.count == 1, clause.items[0].whereClause == nil else { return false }
        switch clause.items[0].pattern.kind {
        case .identifier, .wildcard: return true
        case .binding(_, let inner):
            if case .identifier = inner.kind { return true }
            if case .wildcard = inner.kind { return true }
            return false
        default: return false
        }
    }

    public func analyze(_ closure: Closure) -> PathReport {
        analyze(body: closure.body, end: closure.closingBrace)
    }

    /// `end` is where falling off the body is reported (usually its closing brace).
    public func analyze(body: [Statement], end: Range<Int>) -> PathReport {
        // Ranges are of one file: what a body of another file held does not apply.
        effects.ofClosures.removeAll(keepingCapacity: true)
        effects.ofStatements.removeAll(keepingCapacity: true)
        let flow = analyze(body, entry: .zero)
        var exits = flow.exits
        // `break`/`continue` outside any loop cannot happen in valid code; they end the body like its last line.
        if let state = flow.jumps.reduce(flow.continuing, { Counts.join($0, $1) }) {
            exits.append(Exit(kind: .endOfBody, range: end, counts: state))
        }
        return PathReport(
            exits: exits.map { exit in
                let skips = exit.counts.minimum == 0 ? exit.counts.skips : []
                return PathExit(
                    kind: exit.kind, range: exit.range, minimumCount: exit.counts.minimum,
                    maximumCount: exit.counts.maximum,
                    skippedInClosures: skips, leftOnlyInClosures: !skips.isEmpty && exit.counts.skipsExplainAll)
            })
    }

    // MARK: - Counting

    /// Minimum and maximum number of times the action ran along the paths merged into one state, and where
    /// closures passed along them left without it.
    struct Counts: Equatable {
        var minimum: Int
        var maximum: Int
        /// When `minimum` is 0: the exits inside closures passed to calls on the way (`queue.async { guard … else
        /// { return }; done() }`) where some path of the closure left without the action, though another performs
        /// it. The path out of this body is then only where that skip surfaced; findings point at these.
        var skips: [PathExit.Place] = []
        /// When `minimum` is 0: whether every path without the action went through such a skip (none simply
        /// never performed it).
        var skipsExplainAll = false

        static let zero = Counts(minimum: 0, maximum: 0)

        static func + (lhs: Counts, rhs: Counts) -> Counts {
            var sum = Counts(minimum: min(2, lhs.minimum + rhs.minimum), maximum: min(2, lhs.maximum + rhs.maximum))
            if sum.minimum == 0 {
                // A path without the action takes a path of each side without it: one skip on either explains it.
                sum.skips = merged(lhs.skips, rhs.skips)
                sum.skipsExplainAll = lhs.skipsExplainAll || rhs.skipsExplainAll
            }
            return sum
        }

        /// Paths meeting: the fewest and the most of either side.
        static func join(_ lhs: Counts?, _ rhs: Counts?) -> Counts? {
            guard let lhs else { return rhs }
            guard let rhs else { return lhs }
            var joined = Counts(minimum: min(lhs.minimum, rhs.minimum), maximum: max(lhs.maximum, rhs.maximum))
            if joined.minimum == 0 {
                joined.skips = merged(lhs.minimum == 0 ? lhs.skips : [], rhs.minimum == 0 ? rhs.skips : [])
                joined.skipsExplainAll =
                    (lhs.minimum > 0 || lhs.skipsExplainAll) && (rhs.minimum > 0 || rhs.skipsExplainAll)
            }
            return joined
        }

        /// The effect when it may not happen at all (a path that skips it by no closure's doing).
        var optional: Counts { Counts(minimum: 0, maximum: maximum, skips: minimum == 0 ? skips : []) }

        /// At most this many skips are kept: enough to point at, and a body of thousands of closures that skip
        /// stays linear.
        static let maximumSkips = 8

        private static func merged(_ lhs: [PathExit.Place], _ rhs: [PathExit.Place]) -> [PathExit.Place] {
            if rhs.isEmpty || lhs.count >= maximumSkips { return lhs }
            if lhs.isEmpty { return rhs }
            var result = lhs
            for place in rhs where result.count < maximumSkips && !result.contains(place) { result.append(place) }
            return result
        }
    }

    struct Exit {
        var kind: PathExit.Kind
        var range: Range<Int>
        var counts: Counts
    }

    /// The result of running a statement list from an entry state.
    struct Flow {
        /// State when control reaches the end of the list; nil when every path left earlier.
        var continuing: Counts?
        var exits: [Exit] = []
        /// States at `break`/`continue`/`fallthrough`, for the enclosing loop or `switch`.
        var jumps: [Counts] = []
    }

    // MARK: - Statements

    func analyze(_ items: [Statement], entry: Counts) -> Flow {
        var state: Counts? = entry
        var exits: [Exit] = []
        var jumps: [Counts] = []
        /// Registered `defer` bodies: their effect and the first exit/jump they apply to.
        var defers: [(effect: Counts, firstExit: Int, firstJump: Int)] = []
        // Sequences known not to be empty here (`guard !items.isEmpty else { … }`), and names bound to a count
        // (`let pending = items.count`): a `for` over such a sequence runs at least once.
        var nonEmpty: Set<String> = []
        var counts: [String: String] = [:]
        for item in items {
            guard let current = state else { break }
            let flow: Flow
            if case .forIn(let node) = item.kind, let name = Self.pathName(node.sequence), nonEmpty.contains(name) {
                flow = loop(body: node.body, entry: current + effect(of: node.sequence), runsAtLeastOnce: true)
            } else {
                flow = analyze(item, entry: current)
            }
            noteEmptiness(item, nonEmpty: &nonEmpty, counts: &counts)
            if case .defer(let body) = item.kind {
                let effect = analyze(body, entry: .zero).continuing ?? .zero
                defers.append((effect, exits.count, jumps.count))
                continue
            }
            exits += flow.exits
            jumps += flow.jumps
            state = flow.continuing
        }
        for registered in defers.reversed() {
            for index in registered.firstExit..<exits.count {
                exits[index].counts = exits[index].counts + registered.effect
            }
            for index in registered.firstJump..<jumps.count { jumps[index] = jumps[index] + registered.effect }
            state = state.map { $0 + registered.effect }
        }
        return Flow(continuing: state, exits: exits, jumps: jumps)
    }

    func analyze(_ statement: Statement, entry: Counts) -> Flow {
        switch statement.kind {
        case .expression(let expression):
            return Flow(continuing: entry + effect(of: expression))
        case .declaration(let declaration):
            guard case .variable(let variable) = declaration.kind else { return Flow(continuing: entry) }
            let initializers = variable.bindings.compactMap(\.initializer)
            return Flow(continuing: initializers.reduce(entry) { $0 + effect(of: $1) })
        case .return where settledReturns.contains(statement.range):
            return Flow(continuing: nil)
        case .return(let value):
            let state = entry + (value.map { effect(of: $0) } ?? .zero)
            return Flow(continuing: nil, exits: [Exit(kind: .return, range: statement.range, counts: state)])
        case .throw(let value):
            let state = entry + (value.map { effect(of: $0) } ?? .zero)
            return Flow(continuing: nil, exits: [Exit(kind: .throw, range: statement.range, counts: state)])
        case .jump:
            return Flow(continuing: nil, jumps: [entry])
        case .if(let node):
            let afterConditions = entry + effect(of: node.conditions)
            let then = analyze(node.body, entry: entry + effect(of: node.conditions, holding: true))
            let skipIsSettled = node.elseBody == nil && (settlesSkippedIf?(node) ?? false)
            let otherwise =
                node.elseBody.map { analyze($0, entry: afterConditions) }
                ?? Flow(continuing: skipIsSettled ? nil : afterConditions)
            return Flow(
                continuing: Counts.join(then.continuing, otherwise.continuing),
                exits: then.exits + otherwise.exits, jumps: then.jumps + otherwise.jumps)
        case .guard(let node):
            let afterConditions = entry + effect(of: node.conditions)
            let elseFlow = analyze(node.elseBody, entry: afterConditions)
            // A guard's else must leave; if the parser saw it fall through, treat that as leaving too.
            var exits = elseFlow.exits
            if let fell = elseFlow.continuing, let last = node.elseBody.last {
                exits.append(Exit(kind: .return, range: last.range, counts: fell))
            }
            return Flow(
                continuing: entry + effect(of: node.conditions, holding: true), exits: exits, jumps: elseFlow.jumps)
        case .switch(let node):
            let afterSubject = entry + effect(of: node.subject)
            var result = Flow(continuing: nil)
            var sawCase = false
            for flow in caseFlows(node.cases, entry: afterSubject) {
                sawCase = true
                result.continuing = Counts.join(
                    result.continuing,
                    Counts.join(flow.continuing, flow.jumps.reduce(nil as Counts?) { Counts.join($0, $1) }))
                result.exits += flow.exits
            }
            if !sawCase { result.continuing = afterSubject }
            return result
        case .switchCase(let node):
            return analyze(node.body, entry: entry)
        case .do(let node):
            let body = analyze(node.body, entry: entry)
            guard !node.catches.isEmpty else { return body }
            // A `throw` in the body lands in the catches when one catches everything (`catch`, `catch let error`):
            // it leaves the body, not the function (`guard let container else { throw … }` in a `do`).
            var exits = body.exits
            var thrown: Counts?
            if node.catches.contains(where: Self.catchesEverything) {
                thrown = exits.filter { $0.kind == .throw }.reduce(nil as Counts?) { Counts.join($0, $1.counts) }
                exits.removeAll { $0.kind == .throw }
            }
            // Any `try` may throw before the action: each catch starts from the entry state, or a thrown one.
            let catchEntry = Counts.join(entry, thrown) ?? entry
            var result = Flow(continuing: body.continuing, exits: exits, jumps: body.jumps)
            for clause in node.catches {
                let flow = analyze(clause.body, entry: catchEntry)
                result.continuing = Counts.join(result.continuing, flow.continuing)
                result.exits += flow.exits
                result.jumps += flow.jumps
            }
            return result
        case .forIn(let node):
            let afterSequence = entry + effect(of: node.sequence)
            return loop(body: node.body, entry: afterSequence, runsAtLeastOnce: false)
        case .while(let conditions, let body):
            return loop(body: body, entry: entry + effect(of: conditions), runsAtLeastOnce: false)
        case .repeat(let body, let condition):
            var flow = loop(body: body, entry: entry, runsAtLeastOnce: true)
            if let condition { flow.continuing = flow.continuing.map { $0 + effect(of: condition) } }
            return flow
        case .ifConfig(let config):
            // Any one clause (or none, without `#else`) is compiled in.
            var result = Flow(continuing: config.clauses.contains { $0.directive == "#else" } ? nil : entry)
            for clause in config.clauses {
                let flow = analyze(clause.items, entry: entry)
                result.continuing = Counts.join(result.continuing, flow.continuing)
                result.exits += flow.exits
                result.jumps += flow.jumps
            }
            return result
        case .defer, .unknown:
            return Flow(continuing: entry)
        }
    }

    // MARK: - Sequences known not to be empty

    /// `items`, `self.items`, `model.items` (without `self.`); nil for anything else.
    static func pathName(_ expression: Expression) -> String? {
        switch expression.kind {
        case .identifier(let name): return name
        case .member(let base?, let name):
            if case .identifier("self") = base.kind { return name }
            return pathName(base).map { $0 + "." + name }
        default: return nil
        }
    }

    /// After `let n = items.count`, or a guard or an `if` that leaves when `items` is empty, records what is known.
    func noteEmptiness(_ statement: Statement, nonEmpty: inout Set<String>, counts: inout [String: String]) {
        switch statement.kind {
        case .declaration(let declaration):
            guard case .variable(let variable) = declaration.kind else { return }
            for binding in variable.bindings {
                guard let initializer = binding.initializer, case .member(let base?, "count") = initializer.kind,
                    let name = Self.pathName(base)
                else { continue }
                counts[binding.pattern] = name
            }
        case .guard(let node):
            guard node.conditions.count == 1, case .expression(let test) = node.conditions[0].kind,
                let name = emptinessTest(test, counts: counts), !name.empty
            else { return }
            nonEmpty.insert(name.sequence)
        case .if(let node):
            // `if items.isEmpty { …; return }` with no else: the code after it runs only for a non-empty sequence.
            guard node.elseBody == nil, node.conditions.count == 1,
                case .expression(let test) = node.conditions[0].kind,
                let name = emptinessTest(test, counts: counts), name.empty, let last = node.body.last
            else { return }
            switch last.kind {
            case .return, .throw, .jump: nonEmpty.insert(name.sequence)
            default: break
            }
        default:
            break
        }
    }

    /// `items.isEmpty`, `count == 0`, `items.count < 1` (empty: true); `!items.isEmpty`, `count > 0`,
    /// `items.count != 0` (empty: false); the count is `items.count` or a name bound to it.
    func emptinessTest(_ test: Expression, counts: [String: String]) -> (sequence: String, empty: Bool)? {
        switch test.kind {
        case .member(let base?, "isEmpty"):
            return Self.pathName(base).map { ($0, true) }
        case .prefix("!", let operand):
            guard case .member(let base?, "isEmpty") = operand.kind else { return nil }
            return Self.pathName(base).map { ($0, false) }
        case .sequence(let elements):
            guard elements.count == 3, case .operator(let operation) = elements[1].kind,
                let literal = integer(elements[2])
            else { return nil }
            let sequence: String?
            switch elements[0].kind {
            case .member(let base?, "count"): sequence = Self.pathName(base)
            case .identifier(let name): sequence = counts[name]
            default: sequence = nil
            }
            guard let sequence else { return nil }
            switch (operation, literal) {
            case ("==", 0), ("<=", 0), ("<", 1): return (sequence, true)
            case ("!=", 0), (">", 0), (">=", 1): return (sequence, false)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The value of an integer literal, read from the source.
    private func integer(_ expression: Expression) -> Int? {
        guard case .literal(.integer) = expression.kind, let source else { return nil }
        return Int(source.text(of: expression.range))
    }

    /// Each case of a switch (cases inside `#if` included) as its own flow from the entry state.
    func caseFlows(_ cases: [Statement], entry: Counts) -> [Flow] {
        cases.flatMap { item -> [Flow] in
            switch item.kind {
            case .switchCase(let node): return [analyze(node.body, entry: entry)]
            case .ifConfig(let config): return config.clauses.flatMap { caseFlows($0.items, entry: entry) }
            default: return []
            }
        }
    }

    /// A loop body may run zero times (unless `runsAtLeastOnce`) or many: actions inside are never definite
    /// and may repeat. Exits inside the body are reported; `break`/`continue` end the iteration.
    func loop(body: [Statement], entry: Counts, runsAtLeastOnce: Bool) -> Flow {
        let flow = analyze(body, entry: entry)
        let iteration = Counts.join(flow.continuing, flow.jumps.reduce(nil as Counts?) { Counts.join($0, $1) })
        var after = entry
        if let iteration {
            let repeats = iteration.maximum > entry.maximum
            if runsAtLeastOnce {
                after = iteration
            } else {
                // Run no times or some: the entry's paths and the iterations' (skips included), with the entry's fewest.
                after = Counts.join(entry, iteration) ?? entry
                after.minimum = entry.minimum
                after.maximum = repeats ? 2 : entry.maximum
                if after.minimum > 0 { (after.skips, after.skipsExplainAll) = ([], false) }
            }
            if repeats { after.maximum = 2 }
        }
        var exits = flow.exits
        if !runsAtLeastOnce {
            for index in exits.indices where exits[index].counts.maximum > entry.maximum {
                exits[index].counts.maximum = 2
            }
        }
        return Flow(continuing: after, exits: exits)
    }

    // MARK: - Expressions

    /// `holding`: on the path where every condition held. There a binding's optional chain ran to its end
    /// (`guard let item = self.owner?.makeItem(wrapping: { done() }) else { … }`: the item exists, so `makeItem`
    /// was called and took the closure).
    func effect(of conditions: [Condition], holding: Bool = false) -> Counts {
        var total = Counts.zero
        for condition in conditions {
            switch condition.kind {
            case .binding(_, _, let initializer?): total = total + effect(of: initializer, chainCompleted: holding)
            case .pattern(_, let initializer?): total = total + effect(of: initializer)
            case .expression(let expression): total = total + effect(of: expression)
            default: break
            }
        }
        return total
    }

    /// How often evaluating the expression performs the action. `chainCompleted`: the expression is known to
    /// have produced a value, so no `?` in its postfix chain cut it short.
    func effect(of expression: Expression, chainCompleted: Bool = false) -> Counts {
        switch expression.kind {
        case .call(let call):
            let mayBeSkipped = !chainCompleted && hasOptionalChain(call.callee)
            var total = Counts.zero
            if isAction(call) {
                // `self?.handle(completion: done)` hands it off only when `self` is still there, as a closure passed
                // there runs only then (`handler?()`, an optional the caller passes, is the caller's to give).
                let skippedWithSelf = mayBeSkipped && !settlesWeakSelf && Self.chainsOnSelf(call.callee)
                let skippedHandOff = mayBeSkipped && (isHandOff?(call) ?? false)
                total = Counts(minimum: skippedWithSelf || skippedHandOff ? 0 : 1, maximum: 1)
            }
            total = total + effect(of: call.callee, chainCompleted: chainCompleted)
            // Closures for the outcomes of one call (`success:` and `failure:`) are alternatives: one of them runs.
            var outcomes: Counts?
            for argument in call.arguments {
                let argumentEffect: Counts
                if case .closure(let closure) = argument.value.kind {
                    argumentEffect = effect(ofPassed: closure)
                    if let label = argument.label, Self.outcomeLabels.contains(label) {
                        outcomes = Counts.join(outcomes, argumentEffect)
                        continue
                    }
                } else {
                    argumentEffect = effect(of: argument.value)
                }
                total = total + (mayBeSkipped ? argumentEffect.optional : argumentEffect)
            }
            for trailing in call.trailingClosures {
                let closureEffect = effect(ofPassed: trailing.closure)
                if let label = trailing.label, Self.outcomeLabels.contains(label) {
                    outcomes = Counts.join(outcomes, closureEffect)
                    continue
                }
                total = total + (mayBeSkipped ? closureEffect.optional : closureEffect)
            }
            if let outcomes { total = total + (mayBeSkipped ? outcomes.optional : outcomes) }
            return total
        case .sequence(let elements):
            if elements.count == 3, case .operator("=") = elements[1].kind,
                isActionAssignment?(elements[0], elements[2]) == true
            {
                return Counts(minimum: 1, maximum: 1) + effect(of: elements[0]) + effect(of: elements[2])
            }
            // After `??`, `&&`, `||` or `?`, operands are evaluated only sometimes.
            var total = Counts.zero
            var conditional = false
            for element in elements {
                if case .operator(let name) = element.kind, ["??", "&&", "||", "?", ":"].contains(name) {
                    conditional = true
                }
                let elementEffect = effect(of: element)
                total = total + (conditional ? elementEffect.optional : elementEffect)
            }
            return total
        case .member(let base?, _) where chainCompleted, .optionalChain(let base) where chainCompleted,
            .forceUnwrap(let base) where chainCompleted:
            return effect(of: base, chainCompleted: true)
        case .statement(let statement):
            if let known = effects.ofStatements[statement.range] { return known }
            let effect = analyze([statement], entry: .zero).continuing ?? .zero
            effects.ofStatements[statement.range] = effect
            return effect
        case .string:
            // Text built for a string only describes what it interpolates (`"\(type(of: task))"`): no call there acts.
            return .zero
        case .closure(let closure):
            // A closure that is only stored may never run.
            return keptClosuresAct ? effect(ofPassed: closure) : .zero
        default:
            let children = SyntaxWalker.children(of: expression).expressions
            return children.reduce(.zero) { $0 + effect(of: $1) }
        }
    }

    /// A closure passed to a call is assumed to run once; its own paths decide how often it performs the action.
    /// When some do and some do not, those that do not are where a path without the action goes (`skips`): its
    /// exits, or the closure's end, or the skips deeper down that explain them.
    func effect(ofPassed closure: Closure) -> Counts {
        if let known = effects.ofClosures[closure.range] { return known }
        let effect = closureEffect(closure)
        effects.ofClosures[closure.range] = effect
        return effect
    }

    private func closureEffect(_ closure: Closure) -> Counts {
        effects.closureAnalyses += 1
        let flow = analyze(closure.body, entry: .zero)
        let end = PathExit.Place(kind: .endOfBody, range: closure.closingBrace)
        let ends =
            flow.exits.map { ($0.counts, PathExit.Place(kind: $0.kind, range: $0.range)) }
            + [flow.continuing].compactMap { $0 }.map { ($0, end) } + flow.jumps.map { ($0, end) }
        guard var effect = ends.reduce(nil as Counts?, { Counts.join($0, $1.0) }) else { return .zero }
        guard effect.minimum == 0, effect.maximum > 0 else { return effect }
        var skips: [PathExit.Place] = []
        for (counts, place) in ends where counts.minimum == 0 {
            for skip in counts.skipsExplainAll ? counts.skips : [place]
            where skips.count < Counts.maximumSkips && !skips.contains(skip) {
                skips.append(skip)
            }
        }
        effect.skips = skips
        effect.skipsExplainAll = true
        return effect
    }

    /// The bases of the `?` in a callee's chain, outermost first (`self?.store?.fetch`: `self?.store`, `self`).
    /// Labels of closures that report one outcome each of the same call: only one of them runs.
    static let outcomeLabels: Set<String> = [
        "success", "failure", "onSuccess", "onFailure", "onError", "successHandler", "failureHandler",
        "successBlock", "failureBlock", "onOK", "onFail", "onFailed", "onSucceeded", "error", "errorHandler",
        "errorBlock",
    ]

    static func optionalChainBases(_ callee: Expression) -> [Expression] {
        var bases: [Expression] = []
        var current = callee
        while true {
            switch current.kind {
            case .optionalChain(let base):
                bases.append(base)
                current = base
            case .member(let base?, _): current = base
            case .call(let call): current = call.callee
            case .forceUnwrap(let base), .specialized(let base, _): current = base
            case .subscriptCall(let base, _): current = base
            default: return bases
            }
        }
    }

    /// Whether the callee's chain starts at `self?` (`self?.handle`, `self?.store.fetch`).
    static func chainsOnSelf(_ callee: Expression) -> Bool {
        optionalChainBases(callee).contains { if case .identifier("self") = $0.kind { true } else { false } }
    }

    /// Whether the callee's chain has a `?` anywhere (`store?.fetch`, `self?.handle`): the call may not happen.
    package static func mayBeSkipped(_ callee: Expression) -> Bool { !optionalChainBases(callee).isEmpty }

    /// Whether the callee is reached through `?` (`self?.store.fetch`), so the call may not happen.
    func hasOptionalChain(_ callee: Expression) -> Bool {
        // Only the outermost `?` decides: `self?.store?.fetch` may still be skipped.
        guard let outermost = Self.optionalChainBases(callee).first else { return false }
        if settlesWeakSelf, case .identifier("self") = outermost.kind { return false }
        return true
    }
}
