import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintProject
import WakeLintSwift

// What and why: rules/healthkit/hk-completion-without-delivery.md
struct CompletionWithoutDeliveryRule: ProjectRule {
    static let id: RuleID = "hk-completion-without-delivery"

    /// Targets whose observers run inside another target (a framework, a library) or never ship (tests).
    private static let hostedProducts: [XcodeProductType] = [
        .framework, .staticLibrary, .dynamicLibrary, .unitTest, .uiTest,
    ]

    /// An observer query whose update handler calls (or hands on) its completion handler while no
    /// `enableBackgroundDelivery` of the target may cover any of its types. The finding is at the query, with the
    /// first use of the completion handler as the related location.
    func check(_ target: LintTarget, in context: inout RuleContext) {
        if let product = target.productType, Self.hostedProducts.contains(product) { return }
        let code = context.healthKit(of: target)
        for observer in code.observers where !observer.sampleTypes.contains(where: code.deliveryMayCover) {
            guard let use = observer.handlers.lazy.compactMap({ Self.completionUse($0, of: observer, code) }).first
            else { continue }
            let types = observer.sampleTypes.compactMap { $0?.description }
            context.report(
                .withoutDelivery(types.isEmpty ? "the observed type" : types.joined(separator: ", ")),
                at: observer.site.nameLocation ?? observer.site.location, input: .swift,
                related: [RelatedLocation(use, "the update handler acknowledges the update here")])
        }
    }

    /// Where the handler first uses its completion-handler parameter (a call or a hand-off), if it does.
    private static func completionUse(
        _ handler: HealthKitCode.Observer.Handler, of observer: HealthKitCode.Observer, _ code: HealthKitCode
    ) -> SourceLocation? {
        guard let name = observer.completionHandlerName(in: handler), name != "_", let body = handler.body else {
            return nil
        }
        var first: Int?
        SyntaxWalker.forEachExpression(in: body) { expression, _ in
            if case .identifier(let identifier) = expression.kind, identifier == name {
                first = min(first ?? .max, expression.range.lowerBound)
            }
        }
        return first.map { code.location($0, in: handler.file) }
    }
}

extension Finding.Message {
    fileprivate static func withoutDelivery(_ types: String) -> Self {
        "the update handler calls its completion handler, which acknowledges background deliveries, but no enableBackgroundDelivery in this target covers \(types): the observer only runs while the app is open; enable background delivery for \(types) at launch if the app should be woken for new samples"
    }
}
