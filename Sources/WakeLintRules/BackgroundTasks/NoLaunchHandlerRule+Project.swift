import WakeLintCore
import WakeLintEngine
import WakeLintLogs
import WakeLintModel

extension NoLaunchHandlerRule {
    func check(_ target: LintTarget, in context: inout RuleContext) {
        // An extension submits and its host app registers: the handler is in another target.
        guard target.productType != .appExtension else { return }
        let code = context.backgroundTasks(of: target)
        // A registration whose identifier cannot be read may be the one; with no registration at all in the
        // target, the handlers live in code wakelint does not see (a framework, Objective-C, an SDK).
        guard !code.registrations.isEmpty, code.registrations.allSatisfy({ $0.identifier != nil }) else { return }
        let configuration = target.configurations.first
        var reported: Set<String> = []
        let registered = code.registrations.compactMap { registration in
            registration.identifier.map { configuration.map($0.value(in:)) ?? $0.text }
        }
        let registeredSet = Set(registered)
        for request in code.requests {
            guard let identifier = request.identifier else { continue }
            let value = configuration.map(identifier.value(in:)) ?? identifier.text
            guard !registeredSet.contains(value),
                !registered.contains(where: { Self.handles($0, value, kind: request.kind) }),
                reported.insert(value).inserted
            else { continue }
            let closest = ClosestMatch.closest(to: value, in: registered)
            let related = code.registrations.filter { registration in
                closest != nil && registration.identifier.map { configuration.map($0.value(in:)) ?? $0.text } == closest
            }.map { RelatedLocation($0.location, "the closest registration, for '\(closest ?? "")'") }
            context.report(
                .noHandler(value, kind: request.kind, closest: closest), at: request.location, input: .swift,
                related: related)
        }
    }

    /// A registration for `registered` handles requests for `submitted`; for continued-processing requests a
    /// registration under the same prefix (or the `.*` pattern) is accepted, since which one iOS expects is unsettled.
    static func handles(_ registered: String, _ submitted: String, kind: TaskRequestKind) -> Bool {
        if registered == submitted { return true }
        guard kind == .continuedProcessing else { return false }
        let prefix = registered.hasSuffix(".*") ? String(registered.dropLast()) : registered + "."
        return submitted.hasPrefix(prefix)
    }
}

extension Finding.Message {
    fileprivate static func noHandler(_ identifier: String, kind: TaskRequestKind, closest: String?) -> Self {
        let hint = closest.map { " (the app registers '\($0)': make the two identical)" } ?? ""
        return
            "'\(identifier)' is submitted as a '\(kind.requestType)' but no launch handler is registered for it\(hint); when the task launches the app crashes with 'No launch handler registered for task with identifier \(identifier)': register it with BGTaskScheduler.shared.register(forTaskWithIdentifier:using:launchHandler:) in application(_:didFinishLaunchingWithOptions:)"
    }
}
