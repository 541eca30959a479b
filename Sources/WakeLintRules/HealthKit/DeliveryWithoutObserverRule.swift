import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

// What and why: rules/healthkit/hk-delivery-without-observer.md
struct DeliveryWithoutObserverRule: ProjectRule {
    static let id: RuleID = "hk-delivery-without-observer"

    /// Background delivery enabled for a type no `HKObserverQuery` in the target observes. Only said for the
    /// delivery's evident types (each a type some path gives it: a loop's elements, a caller's argument) when
    /// every observer's types are evident from the code, or when the target has no observer query at all (then
    /// no type is observed, whatever the delivery's is: `enableBackgroundDelivery(for: type, …)` in a helper
    /// handed the type).
    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = context.healthKit(of: target)
        let observed = code.observers.flatMap(\.sampleTypes)
        guard !observed.contains(where: { $0 == nil }) else { return }
        for delivery in code.deliveries {
            let at = code.location(delivery.typeExpression.range.lowerBound, in: delivery.site.file)
            let evident = delivery.sampleTypes.certainlyEvident
            guard !evident.isEmpty else {
                if code.observers.isEmpty {
                    context.report(
                        .unobserved(
                            "'\(code.text(delivery.typeExpression.range, in: delivery.site.file))'", observers: 0),
                        at: at, input: .swift)
                }
                continue
            }
            let unobserved = evident.filter { !observed.contains($0) }
            guard !unobserved.isEmpty else { continue }
            let related = code.observers.map {
                RelatedLocation($0.site.nameLocation ?? $0.site.location, "this observer query watches other types")
            }
            context.report(
                .unobserved(unobserved.map(\.description).joined(separator: ", "), observers: code.observers.count),
                at: at, input: .swift, related: related)
        }
    }
}

extension Finding.Message {
    fileprivate static func unobserved(_ type: String, observers: Int) -> Self {
        let none =
            observers == 0 ? "no HKObserverQuery in this target" : "none of the target's HKObserverQuery instances"
        return
            "background delivery is enabled for \(type) but \(none) observes it: HealthKit wakes the app and nothing handles the update; create an HKObserverQuery for \(type) at launch and call its completion handler"
    }
}
