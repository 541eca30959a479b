import WakeLintCore
import WakeLintModel
import WakeLintSwift

// What and why: rules/healthkit/hk-observer-completion.md (the log side is in ObserverCompletionRule.swift)
extension ObserverCompletionRule: ProjectRule {
    /// Source side: every exit of an observer query's update handler must call its completion handler once
    /// while background delivery is enabled; the finding points at the exit that skips (or repeats) it.
    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = target.healthKit
        for observer in code.observers {
            guard let handler = observer.handler else { continue }
            let delivered = observer.sampleTypes.contains { code.deliveryMayCover($0) }
            let severity: Severity? = delivered ? nil : .info
            var related = [RelatedLocation(observer.site.nameLocation ?? observer.site.location, "the observer query")]
            if let delivery = code.deliveries.first {
                related.append(
                    RelatedLocation(
                        delivery.site.nameLocation ?? delivery.site.location, "background delivery is enabled here"))
            }
            let source = code.model.files[observer.site.file].source
            switch handler {
            case .closure(let closure):
                guard closure.hasSignature, closure.parameters.count > observer.completionParameter else { continue }
                let name = closure.parameters[observer.completionParameter]
                if name == "_" {
                    let at =
                        source.parameterNameRanges(of: closure)[safe: observer.completionParameter]?.lowerBound
                        ?? closure.range.lowerBound
                    context.report(
                        .ignored(delivered: delivered), at: source.file.location(of: at), input: .swift,
                        related: related, severity: severity)
                    continue
                }
                let exits = PathAnalysis(isAction: PathAnalysis.callsOrHandsOff(name)).analyze(closure)
                reportExits(
                    exits, handler: name, file: source.file, delivered: delivered, related: related, severity: severity,
                    in: &context)
                reportHandOffs(
                    of: name, within: closure.range, file: observer.site.file, code: code, delivered: delivered,
                    related: related, severity: severity, in: &context)
            case .function(let function):
                guard let body = function.declaration.body,
                    function.declaration.parameters.count > observer.completionParameter,
                    let end = function.closingBrace
                else { continue }
                let name = function.declaration.parameters[observer.completionParameter].name
                let file = code.model.files[function.file].source.file
                if name == "_" {
                    context.report(
                        .ignored(delivered: delivered), at: function.location, input: .swift, related: related,
                        severity: severity)
                    continue
                }
                let exits = PathAnalysis(isAction: PathAnalysis.callsOrHandsOff(name)).analyze(body: body, end: end)
                reportExits(
                    exits, handler: name, file: file, delivered: delivered, related: related, severity: severity,
                    in: &context)
            }
        }
    }

    /// Helpers in the module that receive the completion handler (`importer.importEnergy(completion: done)`) are
    /// followed one level: a helper with a path that neither calls nor passes on its parameter is reported at
    /// the hand-off. Helpers that store the handler (`self.pending = completion`) are trusted.
    private func reportHandOffs(
        of handler: String, within range: Range<Int>, file: Int, code: HealthKitCode, delivered: Bool,
        related: [RelatedLocation], severity: Severity?, in context: inout RuleContext
    ) {
        for site in code.callSites(file: file, in: range) {
            guard
                let position = site.call.arguments.firstIndex(where: {
                    if case .identifier(handler) = $0.value.kind { return true }
                    return false
                })
            else { continue }
            for target in code.model.graph.targets(of: site) {
                guard let helper = code.model.graph.function(target),
                    let body = helper.declaration.body, position < helper.declaration.parameters.count,
                    let end = helper.closingBrace
                else { continue }
                let parameter = helper.declaration.parameters[position].name
                guard !Self.stores(parameter, in: body) else { continue }
                let helperFile = code.model.files[helper.file].source.file
                guard
                    let exit = PathAnalysis(isAction: PathAnalysis.callsOrHandsOff(parameter)).analyze(
                        body: body, end: end
                    )
                    .placesLeftWithoutAction().first
                else { continue }
                let exitLocation = helperFile.location(of: exit.range.lowerBound)
                context.report(
                    .helperSkips(handler, helper: target, parameter: parameter), at: site.nameLocation ?? site.location,
                    input: .swift,
                    related: [RelatedLocation(exitLocation, "'\(target)' leaves here without calling '\(parameter)'")]
                        + related,
                    severity: severity)
            }
        }
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
        "\(leaving(kind)) the observer's update handler without calling '\(handler)': \(threeStrikes); call \(handler)() on every path, e.g. 'defer { \(handler)() }' at the top of the handler\(notDelivered(delivered))"
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
