import WakeLintCore
import WakeLintEngine
import WakeLintLogs
import WakeLintModel
import WakeLintSwift

extension ObserverCompletionRule {
    /// Source side: every exit of an observer query's update handler must call its completion handler once
    /// while background delivery is enabled; the finding points at the exit that skips (or repeats) it.
    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = context.healthKit(of: target)
        // A handler handed to several queries (down a chain of wrappers) is judged once, with the first query.
        var judged: Set<String> = []
        for observer in code.observers {
            let delivered = observer.sampleTypes.contains { code.deliveryMayCover($0) }
            let severity: Severity? = delivered ? nil : .info
            var related = [RelatedLocation(observer.site.nameLocation ?? observer.site.location, "the observer query")]
            if let delivery = code.deliveries.first {
                related.append(
                    RelatedLocation(
                        delivery.site.nameLocation ?? delivery.site.location, "background delivery is enabled here"))
            }
            // Each handler on its own: a factory's observer has one per closure its callers pass.
            for handler in observer.handlers where judged.insert(Self.key(handler)).inserted {
                check(
                    handler, of: observer, code: code, delivered: delivered, related: related, severity: severity,
                    in: &context)
            }
        }
    }

    private static func key(_ handler: HealthKitCode.Observer.Handler) -> String {
        switch handler {
        case .closure(let closure, let file): "\(file):\(closure.range.lowerBound)"
        case .function(let function): "\(function.file):\(function.range.lowerBound)"
        }
    }

    private func check(
        _ handler: HealthKitCode.Observer.Handler, of observer: HealthKitCode.Observer, code: HealthKitCode,
        delivered: Bool, related: [RelatedLocation], severity: Severity?, in context: inout RuleContext
    ) {
        switch handler {
        case .closure(let closure, let file):
            let source = code.model.files[file].source
            guard let name = observer.completionHandlerName(in: handler) else { return }
            if name == "_" {
                let at =
                    source.parameterNameRanges(of: closure)[safe: observer.completionParameter]?.lowerBound
                    ?? closure.range.lowerBound
                context.report(
                    .ignored(delivered: delivered), at: source.file.location(of: at), input: .swift,
                    related: related, severity: severity)
                return
            }
            // `[weak self]` in a singleton (`static let shared = Store()`, built nowhere else): `self?` is never nil.
            let exits = PathAnalysis(
                isAction: PathAnalysis.callsOrHandsOff(name),
                settlesWeakSelf: Self.isSingleton(Self.type(around: closure.range.lowerBound, file: file, code), code)
            ).analyze(closure)
            reportExits(
                exits, handler: name, file: source.file, delivered: delivered, related: related, severity: severity,
                in: &context)
            reportHandOffs(
                of: name, within: closure.range, file: file, code: code, delivered: delivered,
                related: related, severity: severity, in: &context)
            reportDeferredAcknowledgement(of: name, in: closure.body, file: source.file, in: &context)
        case .function(let function):
            guard let body = function.declaration.body, let name = observer.completionHandlerName(in: handler),
                let end = function.closingBrace
            else { return }
            let file = code.model.files[function.file].source.file
            if name == "_" {
                context.report(
                    .ignored(delivered: delivered), at: function.location, input: .swift, related: related,
                    severity: severity)
                return
            }
            let exits = PathAnalysis(isAction: PathAnalysis.callsOrHandsOff(name)).analyze(body: body, end: end)
            reportExits(
                exits, handler: name, file: file, delivered: delivered, related: related, severity: severity,
                in: &context)
            reportDeferredAcknowledgement(of: name, in: body, file: file, in: &context)
        }
    }

    /// Helpers in the module that receive the completion handler (`importer.importEnergy(completion: done)`), or
    /// closures that call it on every path (`pull(onOK: { done() }, onFail: { _ in done() })`), are followed: a
    /// helper with a path that calls none of the parameters it received them as, and hands none on, is reported
    /// at the hand-off. Helpers that store one for later are trusted.
    private func reportHandOffs(
        of handler: String, within range: Range<Int>, file: Int, code: HealthKitCode, delivered: Bool,
        related: [RelatedLocation], severity: Severity?, in context: inout RuleContext
    ) {
        for site in code.callSites(file: file, in: range) {
            let positions = Self.positions(carrying: handler, in: site.call)
            var visited: Set<String> = []
            for leak in Self.helpersLeaving(positions, at: site, code: code, depth: 0, visited: &visited) {
                context.report(
                    .helperSkips(handler, helper: leak.helper, parameter: leak.parameter),
                    at: site.nameLocation ?? site.location, input: .swift,
                    related: [
                        RelatedLocation(
                            leak.exit, "'\(leak.leaving)' leaves here without calling '\(leak.leavingParameter)'")
                    ] + related,
                    severity: severity)
            }
        }
    }

    /// The argument positions of `call` that carry `handler`: the handler itself, or a closure that calls it on
    /// every path.
    private static func positions(carrying handler: String, in call: Call) -> [Int] {
        call.arguments.indices.filter { index in
            switch call.arguments[index].value.kind {
            case .identifier(handler): return true
            case .closure(let closure):
                return PathAnalysis(isAction: PathAnalysis.callsOrHandsOff(handler)).analyze(closure)
                    .performsOnEveryPath && calls(handler, in: closure.body)
            default: return false
            }
        }
    }

    /// The module functions `site` hands the handler to (at argument `positions`) that have a path calling none of
    /// the parameters they receive it as, and handing none on, followed through helpers that hand them on (three
    /// levels at most). Helpers that store one for later are trusted.
    private static func helpersLeaving(
        _ positions: [Int], at site: ModuleIndex.CallSite, code: HealthKitCode, depth: Int, visited: inout Set<String>
    ) -> [(helper: String, parameter: String, leaving: String, leavingParameter: String, exit: SourceLocation)] {
        guard depth < 3, !positions.isEmpty else { return [] }
        var leaks:
            [(helper: String, parameter: String, leaving: String, leavingParameter: String, exit: SourceLocation)] = []
        for target in code.model.graph.targets(of: site) where visited.insert(target).inserted {
            guard let helper = code.model.graph.function(target),
                let body = helper.declaration.body, let end = helper.closingBrace,
                let indices = Self.parameterIndices(of: positions, in: site.call, helper: helper)
            else { continue }
            let parameters = indices.map { helper.declaration.parameters[$0].name }.filter { $0 != "_" }
            guard !parameters.isEmpty, !parameters.contains(where: { stores($0, in: body) }) else { continue }
            let shown = parameters.joined(separator: "' or '")
            let helperFile = code.model.files[helper.file].source.file
            let isAction: PathAnalysis.ActionMatcher = { call in
                parameters.contains { PathAnalysis.callsOrHandsOff($0)(call) }
            }
            if let exit = PathAnalysis(isAction: isAction).analyze(body: body, end: end).placesLeftWithoutAction()
                .first
            {
                leaks.append((target, shown, target, shown, helperFile.location(of: exit.range.lowerBound)))
                continue
            }
            // Every path hands one on: follow where they are handed.
            for inner in code.callSites(file: helper.file, in: helper.range) {
                let handed = inner.call.arguments.indices.filter { index in
                    if case .identifier(let name) = inner.call.arguments[index].value.kind {
                        return parameters.contains(name)
                    }
                    return false
                }
                if let deeper = helpersLeaving(handed, at: inner, code: code, depth: depth + 1, visited: &visited)
                    .first
                {
                    leaks.append((target, shown, deeper.leaving, deeper.leavingParameter, deeper.exit))
                    break
                }
            }
        }
        return leaks
    }

    /// The helper's parameter indices the call's arguments at `positions` bind; nil when one binds none.
    private static func parameterIndices(
        of positions: [Int], in call: Call, helper: ModuleIndex.FunctionEntry
    ) -> [Int]? {
        let indices = positions.compactMap { ValueFlow.parameter(boundBy: $0, of: helper.signature, in: call) }
        return indices.count == positions.count ? indices : nil
    }

    /// `defer { completionHandler() }` in a handler that starts asynchronous work (`store.execute(query)`,
    /// `Task { … }`) acknowledges the update when the handler returns, before that work has processed anything.
    /// A handler that waits for its work (`semaphore.wait()`, `group.wait()`) is synchronous and not reported.
    private func reportDeferredAcknowledgement(
        of handler: String, in body: [Statement], file: SourceFile, in context: inout RuleContext
    ) {
        guard
            let deferred = body.first(where: {
                guard case .defer(let deferredBody) = $0.kind else { return false }
                return Self.calls(handler, in: deferredBody)
            })
        else { return }
        var asynchronousStart: Expression?
        var waits = false
        SyntaxWalker.forEachExpression(in: body.filter { $0.range != deferred.range }) { expression, _ in
            guard case .call(let call) = expression.kind else { return }
            switch call.callee.kind {
            case .member(_, "wait"): waits = true
            case .member(_, "execute"), .identifier("Task"): asynchronousStart = asynchronousStart ?? expression
            case .member(let base?, "detached"):
                if case .identifier("Task") = base.kind { asynchronousStart = asynchronousStart ?? expression }
            default: break
            }
        }
        guard let start = asynchronousStart, !waits else { return }
        context.report(
            .acknowledgedBeforeWork(handler, work: Self.describe(start)),
            at: file.location(of: deferred.range.lowerBound), input: .swift,
            related: [RelatedLocation(file.location(of: start.range.lowerBound), "the asynchronous work starts here")],
            severity: .warning)
    }

    private static func calls(_ handler: String, in statements: [Statement]) -> Bool {
        var found = false
        SyntaxWalker.forEachExpression(in: statements) { expression, _ in
            if case .call(let call) = expression.kind, case .identifier(handler) = call.callee.kind { found = true }
        }
        return found
    }

    private static func describe(_ start: Expression) -> String {
        guard case .call(let call) = start.kind else { return "its work" }
        return call.calleeName == "execute" ? "the query it executes" : "the Task it starts"
    }

    /// The type whose method holds the offset.
    private static func type(around offset: Int, file: Int, _ code: HealthKitCode) -> String? {
        code.model.index.functions.filter { $0.file == file && $0.range.contains(offset) }
            .min { $0.range.count < $1.range.count }?.enclosingType
    }

    /// Whether the type is a singleton: a static property holds the one instance built by calling it
    /// (`static let shared = HealthStore()`), and no other code builds one.
    static func isSingleton(_ type: String?, _ code: HealthKitCode) -> Bool {
        guard let type else { return false }
        let index = code.model.index
        let builds = index.callSites(calling: type).filter { !$0.hasReceiver }
        guard builds.count == 1, let holder = builds[0].enclosingFunction,
            let property = index.property(holder)
        else { return false }
        return property.isStatic && property.owner == type
    }

    /// `x = parameter` somewhere in the body: the handler is kept for later, so its calls cannot be followed.
    static func stores(_ parameter: String, in body: [Statement]) -> Bool {
        var found = false
        SyntaxWalker.forEachExpression(in: body) { expression, _ in
            guard !found, case .sequence(let items) = expression.kind else { return }
            for (index, item) in items.enumerated() where index > 0 {
                if case .identifier(parameter) = item.kind, case .operator("=") = items[index - 1].kind { found = true }
            }
        }
        return found
    }

    private func reportExits(
        _ report: PathReport, handler: String, file: SourceFile, delivered: Bool, related: [RelatedLocation],
        severity: Severity?, in context: inout RuleContext
    ) {
        // A path that leaves only inside a closure the handler hands its work to (`DispatchQueue.main.async { guard
        // … else { return }; completionHandler() }`) is reported there, not where it surfaces.
        let handlerExits = Set(report.missing.map { PathExit.Place(kind: $0.kind, range: $0.range) })
        for place in report.placesLeftWithoutAction() {
            let message: Finding.Message =
                handlerExits.contains(place)
                ? .skipped(handler, at: place.kind, delivered: delivered)
                : .skippedInClosure(handler, at: place.kind, delivered: delivered)
            context.report(
                message, at: file.location(of: place.range.lowerBound), input: .swift, related: related,
                severity: severity)
        }
        for exit in report.repeated where exit.minimumCount > 0 {
            context.report(
                .repeated(handler), at: file.location(of: exit.range.lowerBound), input: .swift, related: related,
                severity: .warning)
        }
    }
}

extension Collection {
    subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension Finding.Message {
    private static let threeStrikes =
        "HealthKit retries with a back-off and stops background delivery after three unacknowledged updates"
    private static func notDelivered(_ delivered: Bool) -> String {
        delivered ? "" : " (background delivery is not enabled for this type in this target; this matters once it is)"
    }

    /// How a message names a way out: "this return leaves", "a path reaches the end of".
    private static func leaving(_ kind: PathExit.Kind) -> String {
        switch kind {
        case .return: "this return leaves"
        case .throw: "this throw leaves"
        case .endOfBody: "a path reaches the end of"
        }
    }

    fileprivate static func skipped(_ handler: String, at kind: PathExit.Kind, delivered: Bool) -> Self {
        "\(leaving(kind)) the observer's update handler without calling '\(handler)': \(threeStrikes); call \(handler)() on this path too, and once the work is done (in the results handler of the query the handler starts)\(notDelivered(delivered))"
    }
    fileprivate static func acknowledgedBeforeWork(_ handler: String, work: String) -> Self {
        "'defer' calls '\(handler)' when the update handler returns, before \(work) has processed the new data: HealthKit takes the update as handled and the app can be suspended first; call \(handler)() where that work ends and on each early return"
    }
    fileprivate static func skippedInClosure(_ handler: String, at kind: PathExit.Kind, delivered: Bool) -> Self {
        "\(leaving(kind)) a closure the observer's update handler runs its work in, and that path never calls '\(handler)': \(threeStrikes); call \(handler)() on this path too\(notDelivered(delivered))"
    }
    fileprivate static func ignored(delivered: Bool) -> Self {
        "the observer's update handler ignores its completion handler ('_'): \(threeStrikes); name the parameter and call it once processing is done\(notDelivered(delivered))"
    }
    fileprivate static func helperSkips(_ handler: String, helper: String, parameter: String) -> Self {
        "'\(handler)' is handed to '\(helper)', which has a path that never calls '\(parameter)': \(threeStrikes); call it on every path of the helper too"
    }
    fileprivate static func repeated(_ handler: String) -> Self {
        "'\(handler)' may be called twice on a path that reaches this exit; call it exactly once, when processing is done"
    }
}
