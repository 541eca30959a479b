import WakeLintCore
import WakeLintEngine
import WakeLintLogs
import WakeLintModel
import WakeLintSwift

/// Source side: a `beginBackgroundTask` not ended on every path.
extension AssertionLeakRule {
    /// `beginBackgroundTask(name) { … }` where the name is a parameter of the function making the call
    /// (`execute(withName:beginBackgroundTask:endBackgroundTask:wrapping:)` takes UIKit's or an
    /// extension's as a closure): what it begins and how it ends are the caller's.
    static func callsParameter(_ site: ModuleIndex.CallSite, _ graph: CallGraph) -> Bool {
        guard !site.hasReceiver, let name = site.calleeName else { return false }
        return parameterNames(of: site, graph).contains(name)
    }

    func check(_ target: LintTarget, in context: inout RuleContext) {
        let index = target.swift.index
        let graph = target.swift.graph
        let endSites = index.callSites(calling: "endBackgroundTask")
        let endsSomewhere = !endSites.isEmpty
        // `finish()` that calls endBackgroundTask ends the task too, as does a function calling it.
        let endingFunctions = Self.endingFunctions(endSites, target.swift.graph)
        let enders = Set(index.functions.filter { endingFunctions.contains($0.qualifiedName) }.map(\.name))
            .union(["endBackgroundTask"])
        // The app's own `beginBackgroundTask()` helpers (which call UIKit's inside, checked there) are not UIKit's,
        // nor is a closure the caller passes in under that name.
        let lists = FunctionStatementLists(graph: target.swift.graph)
        var closuresByBlock = EnderClosures()
        for site in index.callSites(calling: "beginBackgroundTask")
        where target.swift.graph.targets(of: site).isEmpty && !Self.callsParameter(site, target.swift.graph) {
            let file = index.files[site.file]
            let location = site.nameLocation ?? site.location
            // The expiration handler must end the task, or the system kills the app.
            let handlerArgument = site.call.arguments.first { $0.label == "expirationHandler" }
            // The statement lists of the calling function that hold the call, innermost first.
            let around = lists.around(site)
            let assignment = Self.assignment(of: site, in: file, around: around)
            // `let endTask = { … app.endBackgroundTask(id) … }` beside the call: calling it ends the task, in the
            // expiration handler as after the call.
            let enderClosures =
                assignment.map { variable, block, _ in
                    closuresByBlock.names(in: [block] + around.map(\.declarations), mentioning: variable.name)
                } ?? []
            if let closure = site.closureArguments.first?.closure {
                // `guard let self else { return }` also inside a `Task { }` the handler starts, and `guard let self,
                // let id = self.taskID else { return }`: with no identifier there is nothing to end.
                let ended = Self.endedIdentifiers(in: closure.body)
                // `beginBackgroundTask { handler?() }` in a wrapper (`beginBgTask(_ handler:)`): the caller's
                // handler is the expiration handler, checked where the wrapper is called.
                let parameters = Self.parameterNames(of: site, target.swift.graph).union(
                    Self.enclosingClosureParameters(of: site, in: file))
                let ends = PathAnalysis(
                    isAction: { call in
                        if let name = Self.calledName(call.callee),
                            parameters.contains(name) || enderClosures.contains(name)
                        {
                            return true
                        }
                        return call.calleeName.map(enders.contains) ?? false
                    },
                    settledReturns: WeakSelfGuard.exits(in: closure.body).union(
                        Self.noIdentifierExits(in: closure.body, ending: ended)
                    )
                    .union(Self.invalidIdentifierExits(in: closure.body, ending: ended)),
                    settlesWeakSelf: true, source: file.source)
                let report = ends.analyze(
                    body: Self.endingWhenValid(closure.body, ending: ended), end: closure.closingBrace)
                if !report.missing.isEmpty {
                    context.report(
                        .expirationDoesNotEnd, at: location, input: .swift,
                        related: report.placesLeftWithoutAction().map {
                            RelatedLocation(
                                file.location(of: $0.range),
                                "the expiration handler leaves here without endBackgroundTask")
                        })
                }
            } else if handlerArgument == nil
                || handlerArgument.map({ if case .literal(.nil) = $0.value.kind { true } else { false } }) == true,
                !Self.endsAtOnce(assignment)
            {
                context.report(.noExpirationHandler, at: location, input: .swift)
            }
            // The identifier must be ended on every path of the code that began it.
            guard let (variable, block, position) = assignment else { continue }
            if variable.isProperty(in: site, target.swift.graph) {
                // Stored for another method to end: only a module that never ends anything is certain to leak.
                if !endsSomewhere { context.report(.neverEnded, at: location, input: .swift) }
                continue
            }
            // After a statement of the block that hands the identifier to a call on every path (`app.endBackgroundTask(id)`),
            // nothing can leave it unended: the analysis stops there, so a function beginning thousands of tasks stays
            // linear.
            let following = block[(position + 1)...]
            let rest =
                following.firstIndex { Self.handsOn($0, variable.name) }.map { Array(block[(position + 1)...$0]) }
                ?? Array(following)
                + Self.statementsAfter(block, holding: site, in: around, naming: variable.name, mentions: lists)
            let last = (rest.last ?? block[position]).range
            // Returning the identifier hands it to the caller (`return (id, remaining)`); `guard id != .invalid else
            // { return }` and `if id == .invalid { …; return }` leave when there is nothing to end.
            var handedBack = GuardExits.returns(in: rest) { $0.contains { Self.compares($0, variable.name, "!=") } }
            // `guard let self else { return }` in the completion that ends it: the owner being gone is left out, as
            // in the expiration handler.
            handedBack.formUnion(WeakSelfGuard.exits(in: rest))
            // `let finish = { app.endBackgroundTask(id) }` in the same block: calling it ends the task, returning it
            // hands the ending to the caller.
            SyntaxWalker.walk(rest) { node, _ in
                guard case .statement(let statement) = node else { return }
                switch statement.kind {
                case .return(let value?)
                where value.mentions(variable.name) || enderClosures.contains { value.mentions($0) }:
                    handedBack.insert(statement.range)
                case .if(let node)
                where node.conditions.count == 1 && Self.compares(node.conditions[0], variable.name, "=="):
                    for exit in node.body { if case .return = exit.kind { handedBack.insert(exit.range) } }
                default:
                    break
                }
            }
            let barriers = CompletionBarrier.tests(in: rest)
            // A closure kept for later that ends the identifier (`self.cleanup = { app.endBackgroundTask(id) }`) is the
            // ending, arranged for whoever runs it.
            let analysis = PathAnalysis(
                isAction: { call in
                    if case .identifier(let name) = call.callee.kind, enderClosures.contains(name) { return true }
                    return call.calleeName.map(enders.contains) ?? false
                        || call.arguments.contains {
                            if case .identifier(variable.name) = $0.value.kind { true } else { false }
                        }
                }, settledReturns: handedBack, keptClosuresAct: true,
                isActionAssignment: { target, value in
                    // Stored where another method ends it (`tasks[key] = id`, `self.current = id`), as for an identifier
                    // assigned to a property from the start: only a module that never ends anything is certain to leak.
                    guard endsSomewhere, case .identifier(variable.name) = value.kind else { return false }
                    return Self.isPropertyPlace(target, owner: site.enclosingType, graph)
                },
                settlesSkippedIf: { node in
                    // `if id != .invalid { end(id) }` in the completion or `if let id = id { … }`
                    // skipped: nothing to end. `if allDone { end(id) }` after counting a completion: the
                    // last completion ends it.
                    guard node.conditions.count == 1 else { return false }
                    let condition = node.conditions[0]
                    return Self.compares(condition, variable.name, "!=") || Self.unwraps(condition, variable.name)
                        || barriers.contains(condition.range)
                }, source: file.source)
            // The end given is the last statement's last byte: not a place to point at.
            let report = analysis.analyze(body: rest, end: max(last.lowerBound, last.upperBound - 1)..<last.upperBound)
            guard !report.missing.isEmpty else { continue }
            context.report(
                .notEndedOnEveryPath(variable.name), at: location, input: .swift,
                related: report.placesLeftWithoutAction(bodyEnd: false).map {
                    RelatedLocation(file.location(of: $0.range), "this path leaves without endBackgroundTask")
                })
        }
    }

    /// Whether the statement is a call passing the identifier that nothing can skip (no `?` on its way): the path
    /// analysis counts it as ending the identifier on every path through it.
    static func handsOn(_ statement: Statement, _ name: String) -> Bool {
        guard case .expression(let expression) = statement.kind, case .call(let call) = expression.kind,
            !PathAnalysis.mayBeSkipped(call.callee)
        else { return false }
        return call.arguments.contains { if case .identifier(name) = $0.value.kind { true } else { false } }
    }

    /// What runs after `block` when it is a branch of an `if` or the body of a `do` (not a closure's or a loop's
    /// body): the statements after that statement in the list around it, and so on outwards. `if phase ==
    /// .background { id = app.beginBackgroundTask { … } }` is ended after the `if`. From each
    /// list only the statements up to the last one naming the identifier are taken: later ones cannot end it, and
    /// a function beginning many tasks stays linear.
    static func statementsAfter(
        _ block: [Statement], holding site: ModuleIndex.CallSite, in lists: [FunctionStatementLists.List],
        naming name: String, mentions cache: FunctionStatementLists
    ) -> [Statement] {
        func same(_ a: [Statement], _ b: [Statement]) -> Bool {
            a.count == b.count && a.first?.range == b.first?.range && a.last?.range == b.last?.range
        }
        guard let start = lists.firstIndex(where: { same($0.statements, block) }) else { return [] }
        var after: [Statement] = []
        var inner = block
        for outer in lists[(start + 1)...] {
            guard let position = outer.position(holding: site.range.lowerBound) else { break }
            // An `#if` clause around the statement (`#if os(iOS) if … { id = begin… } #endif`) goes on after its
            // `#endif`: its items after the statement, then the list's.
            var statement = outer.statements[position]
            var clauseRest: [Statement] = []
            if case .ifConfig(let config) = statement.kind {
                for clause in config.clauses {
                    guard let inClause = clause.items.firstIndex(where: { $0.extent.contains(site.range.lowerBound) })
                    else { continue }
                    statement = clause.items[inClause]
                    clauseRest = Array(clause.items[(inClause + 1)...])
                    break
                }
            }
            let branches: [[Statement]]
            switch statement.kind {
            case .if(let node): branches = [node.body] + (node.elseBody.map { [$0] } ?? [])
            case .do(let node): branches = [node.body]
            default: branches = []
            }
            guard branches.contains(where: { same($0, inner) }) else { break }
            after += clauseRest
            if let last = cache.lastMention(of: name, in: outer, file: site.file), last > position {
                after += outer.statements[(position + 1)...last]
            }
            inner = outer.statements
        }
        return after
    }

    /// Whether the statement right after the assignment ends the identifier (`let id = app.beginBackgroundTask(
    /// expirationHandler: nil)` then `app.endBackgroundTask(id)`): no work runs in between that
    /// could outlast the time, so there is nothing for an expiration handler to end.
    static func endsAtOnce(_ assignment: (Variable, [Statement], Int)?) -> Bool {
        guard let (variable, block, position) = assignment, position + 1 < block.count,
            case .expression(let expression) = block[position + 1].kind, case .call(let call) = expression.kind,
            call.calleeName == "endBackgroundTask", let argument = call.arguments.first?.value
        else { return false }
        return identifierName(argument) == variable.name
    }

    /// The functions that call `endBackgroundTask`, and those that call one of them, up to `levels` deep
    /// (`endInitialScanBackgroundTask()` ends through `endInitialScanBackgroundTaskHandle()`); beyond that the
    /// ending is not followed, as path analysis gives up on helpers a few levels down.
    static func endingFunctions(_ endSites: [ModuleIndex.CallSite], _ graph: CallGraph, levels: Int = 3) -> Set<String>
    {
        var ending = Set(endSites.compactMap(\.enclosingFunction))
        var frontier = ending
        for _ in 1..<levels where !frontier.isEmpty {
            frontier = Set(frontier.flatMap { graph.callers(of: $0) }.compactMap(\.enclosingFunction)).subtracting(
                ending)
            ending.formUnion(frontier)
        }
        return ending
    }

    /// The parameter names of the function making the call, empty outside functions.
    static func parameterNames(of site: ModuleIndex.CallSite, _ graph: CallGraph) -> Set<String> {
        guard let caller = site.enclosingFunction, let function = graph.function(caller) else { return [] }
        return Set(function.parameterNames)
    }

    /// Parameters of the closures around the call (`.run { send in … beginBackgroundTask { send(.end) } }` in a
    /// reducer's effect): what the caller hands in, as a wrapper's parameters are.
    static func enclosingClosureParameters(of site: ModuleIndex.CallSite, in file: SwiftFile) -> Set<String> {
        var names: Set<String> = []
        SyntaxWalker.forEachExpression(containing: site.range.lowerBound, in: file.items) { expression in
            if case .closure(let closure) = expression.kind { names.formUnion(closure.parameters.filter { $0 != "_" }) }
        }
        return names
    }

    /// `handler` in `handler()` and `handler?()`.
    static func calledName(_ callee: Expression) -> String? {
        switch callee.kind {
        case .identifier(let name): return name
        case .optionalChain(let base): if case .identifier(let name) = base.kind { return name }
        default: break
        }
        return nil
    }

    /// Names of closures bound in blocks (`let callback = { … }`), and of functions declared there
    /// (`func endTask() { … }`), whose body mentions a name. Each block is read once, into the names its
    /// closures mention: asking for each of many calls in one block does not read the block again.
    struct EnderClosures {
        /// Per block (by its first and last statements' ranges): mentioned name → the closures and functions.
        private var byBlock: [BlockKey: [String: Set<String>]] = [:]

        private struct BlockKey: Hashable {
            var first: Range<Int>
            var last: Range<Int>
            var count: Int
        }

        mutating func names(in blocks: [[Statement]], mentioning name: String) -> Set<String> {
            var names: Set<String> = []
            for block in blocks {
                guard let first = block.first, let last = block.last else { continue }
                let key = BlockKey(first: first.range, last: last.range, count: block.count)
                if byBlock[key] == nil { byBlock[key] = Self.closures(in: block) }
                names.formUnion(byBlock[key]?[name] ?? [])
            }
            return names
        }

        /// For each name the block's closures and functions mention, those that count as ending it: a closure
        /// bound to a name, a function without parameters, or one with parameters that ends the name itself
        /// (`func endTaskIfNeeded(context:)`).
        private static func closures(in block: [Statement]) -> [String: Set<String>] {
            var byName: [String: Set<String>] = [:]
            for statement in block {
                guard case .declaration(let declaration) = statement.kind else { continue }
                if case .function(let function) = declaration.kind, let body = function.body {
                    let ended = function.parameters.isEmpty ? nil : AssertionLeakRule.endedIdentifiers(in: body)
                    for mentioned in Self.identifiers(in: body) where ended?.contains(mentioned) ?? true {
                        byName[mentioned, default: []].insert(function.name)
                    }
                }
                guard case .variable(let variable) = declaration.kind else { continue }
                for binding in variable.bindings {
                    guard let initializer = binding.initializer, case .closure(let closure) = initializer.kind else {
                        continue
                    }
                    for mentioned in Self.identifiers(in: closure.body) {
                        byName[mentioned, default: []].insert(binding.pattern)
                    }
                }
            }
            return byName
        }

        /// Every identifier the statements mention (nested closures included).
        private static func identifiers(in statements: [Statement]) -> Set<String> {
            var names: Set<String> = []
            SyntaxWalker.forEachExpression(in: statements) { expression, _ in
                if case .identifier(let identifier) = expression.kind { names.insert(identifier) }
            }
            return names
        }
    }

    /// Returns of guards that only bind `self` and identifiers the handler then ends (`guard let self, let id =
    /// self.taskID else { return }` … `endBackgroundTask(id)`): taken when there is no task to end.
    static func noIdentifierExits(in body: [Statement], ending ended: Set<String>) -> Set<Range<Int>> {
        func binds(_ condition: Condition, _ names: Set<String>) -> Bool {
            if case .binding(_, let pattern, _) = condition.kind { return names.contains(pattern) }
            return false
        }
        return GuardExits.returns(in: body) { conditions in
            conditions.contains { binds($0, ended) }
                && conditions.allSatisfy { binds($0, ended.union(["self"])) || WeakSelfGuard.bindsSelf($0) }
        }
    }

    /// Returns of guards that leave when an identifier the handler ends is invalid (`guard task.id != .invalid else
    /// { return }`): there is no task to end.
    static func invalidIdentifierExits(in body: [Statement], ending ended: Set<String>) -> Set<Range<Int>> {
        GuardExits.returns(in: body) { conditions in
            conditions.contains { condition in ended.contains { compares(condition, $0, "!=") } }
        }
    }

    /// `if let id = id`, `if let id`, or under another name (`if let task = id`): the identifier
    /// unwrapped, so the skipped branch has none to end.
    static func unwraps(_ condition: Condition, _ name: String) -> Bool {
        guard case .binding(_, let pattern, let initializer) = condition.kind else { return false }
        return initializer.map { identifierName($0) == name } ?? (pattern == name)
    }

    /// The body with `if id != .invalid { … }` or `if let id = stored.value { … }` (no `else`, `id` being what the
    /// body ends) replaced by what it holds: when the test fails there is no task to end, so only the other branch
    /// can leak (an expiration handler that ends the task and resets it to `.invalid`, or unwraps a stored identifier).
    static func endingWhenValid(_ body: [Statement], ending ended: Set<String>) -> [Statement] {
        body.flatMap { statement -> [Statement] in
            guard case .if(let node) = statement.kind, node.elseBody == nil, node.conditions.count == 1 else {
                return [statement]
            }
            let condition = node.conditions[0]
            if case .binding(_, let pattern, _?) = condition.kind, ended.contains(pattern) { return node.body }
            return ended.contains(where: { compares(condition, $0, "!=") }) ? node.body : [statement]
        }
    }

    /// The names `endBackgroundTask(name)` ends in `body`.
    static func endedIdentifiers(in body: [Statement]) -> Set<String> {
        var ended: Set<String> = []
        SyntaxWalker.forEachExpression(in: body) { expression, _ in
            guard case .call(let call) = expression.kind, call.calleeName == "endBackgroundTask",
                let argument = call.arguments.first?.value, let name = identifierName(argument)
            else { return }
            ended.insert(name)
        }
        return ended
    }

    /// `id`, also written `self.id` (an expiration handler testing and ending `self.backgroundTask`), or a
    /// path to it (`task.id` of a wrapper object).
    static func identifierName(_ expression: Expression) -> String? {
        switch expression.kind {
        case .identifier(let name): return name
        case .member(let base?, let name):
            if case .identifier("self") = base.kind { return name }
            return identifierName(base).map { "\($0).\(name)" }
        default: return nil
        }
    }

    /// `id != .invalid` or `id == .invalid` (also `UIBackgroundTaskIdentifier.invalid`), by `comparison`.
    static func compares(_ condition: Condition, _ name: String, _ comparison: String) -> Bool {
        guard case .expression(let expression) = condition.kind, case .sequence(let elements) = expression.kind,
            elements.count == 3,
            identifierName(elements[0]) == name, case .operator(comparison) = elements[1].kind,
            case .member(_, "invalid") = elements[2].kind
        else { return false }
        return true
    }

    /// Whether an assignment target is (part of) a property, so the value outlives the function: `self.id`,
    /// `self.tasks[key]`, `tasks[key]` or `current` when the enclosing type declares `tasks` or `current`.
    static func isPropertyPlace(_ target: Expression, owner: String?, _ graph: CallGraph) -> Bool {
        switch target.kind {
        case .identifier(let name):
            // Declared by the type or one it inherits from, as for `Variable.isProperty(in:_:)`.
            return owner.map { graph.declaresProperty(name, in: $0) } ?? false
        case .member(let base?, _):
            if case .identifier("self") = base.kind { return true }
            return isPropertyPlace(base, owner: owner, graph)
        case .subscriptCall(let base, _), .optionalChain(let base), .forceUnwrap(let base):
            return isPropertyPlace(base, owner: owner, graph)
        default:
            return false
        }
    }

    /// The name the identifier is stored in: `let id = …`, `id = …`, `self.id = …`.
    struct Variable {
        var name: String
        var viaSelf: Bool

        /// Declared by the type making the call or one it inherits from (an identifier stored
        /// in a superclass's property).
        func isProperty(in site: ModuleIndex.CallSite, _ graph: CallGraph) -> Bool {
            viaSelf || site.enclosingType.map { graph.declaresProperty(name, in: $0) } == true
        }
    }

    /// The variable, the statement list holding the assignment, and its position there.
    static func assignment(of site: ModuleIndex.CallSite, in file: SwiftFile, around: [FunctionStatementLists.List])
        -> (Variable, [Statement], Int)?
    {
        // The lists of the function making the call that hold it (`FunctionStatementLists.around`) are searched
        // first, so a large file is not searched whole per call. The whole file when nothing is
        // found there.
        if let found = assignment(of: site, in: around) { return found }
        return assignment(of: site, in: StatementLists.all(in: file.items).map { FunctionStatementLists.List($0) })
    }

    /// The first of `blocks` (innermost first) with an assignment of the call's result.
    private static func assignment(of site: ModuleIndex.CallSite, in blocks: [FunctionStatementLists.List]) -> (
        Variable, [Statement], Int
    )? {
        for list in blocks {
            guard let position = list.position(holding: site.range.lowerBound) else { continue }
            let block = list.statements
            let statement = block[position]
            switch statement.kind {
            case .declaration(let declaration):
                guard case .variable(let variable) = declaration.kind, let binding = variable.bindings.first,
                    binding.initializer.map({ $0.range.contains(site.range.lowerBound) }) == true
                else { continue }
                return (Variable(name: binding.pattern, viaSelf: false), block, position)
            case .expression(let expression):
                guard case .sequence(let elements) = expression.kind, elements.count == 3,
                    case .operator("=") = elements[1].kind
                else { continue }
                switch elements[0].kind {
                case .identifier(let name): return (Variable(name: name, viaSelf: false), block, position)
                case .member(let base?, let name):
                    if case .identifier("self") = base.kind {
                        return (Variable(name: name, viaSelf: true), block, position)
                    }
                default: break
                }
            default:
                continue
            }
        }
        return nil
    }
}

extension Finding.Message {
    fileprivate static let expirationDoesNotEnd: Self =
        "the expiration handler of 'beginBackgroundTask' does not end the task on every path; 'Background task still not ended after expiration handlers were called' precedes the app being killed: call UIApplication.shared.endBackgroundTask(id) in the handler and set id to .invalid"
    fileprivate static let noExpirationHandler: Self =
        "'beginBackgroundTask' has no expiration handler; if the work outlasts the remaining time the task is never ended and the system kills the app: pass an expirationHandler that calls endBackgroundTask"
    fileprivate static let neverEnded: Self =
        "the background task begun here is stored but nothing in the module calls endBackgroundTask; after 30 seconds iOS warns and then kills the app: end it when the work finishes and in the expiration handler"
    fileprivate static func notEndedOnEveryPath(_ name: String) -> Self {
        "a path after 'beginBackgroundTask' leaves without ending '\(name)'; a task that is never ended gets the app killed: call UIApplication.shared.endBackgroundTask(\(name)) on every path (a defer works)"
    }
}
