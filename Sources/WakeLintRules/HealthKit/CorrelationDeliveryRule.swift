import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

// What and why: rules/healthkit/hk-correlation-delivery.md
struct CorrelationDeliveryRule: ProjectRule {
    static let id: RuleID = "hk-correlation-delivery"

    /// `enableBackgroundDelivery(for:)` with an `HKCorrelationType` (spelled inline or bound to a name).
    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = context.healthKit(of: target)
        for delivery in code.deliveries where delivery.sampleType?.kind == .correlation {
            context.report(
                .correlation(delivery.sampleType!),
                at: code.location(delivery.typeExpression.range.lowerBound, in: delivery.site.file),
                input: .swift)
        }
    }
}

extension Finding.Message {
    fileprivate static func correlation(_ type: SampleType) -> Self {
        let members =
            type.identifier == "bloodPressure"
            ? " (bloodPressureSystolic and bloodPressureDiastolic)"
            : type.identifier == "food" ? " (e.g. dietaryEnergyConsumed)" : ""
        return
            "HKCorrelationType \(type) is not a supported type for background delivery: enable delivery and observe the correlation's quantity types\(members) instead"
    }
}
