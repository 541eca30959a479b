import WakeLintCore
import WakeLintModel
import WakeLintSwift

// What and why: rules/healthkit/hk-frequency-capped.md
struct FrequencyCappedRule: ProjectRule {
    static let id: RuleID = "hk-frequency-capped"

    /// The types watchOS may deliver immediately; every other type is capped at hourly there.
    static let watchImmediateTypes: Set<String> = [
        "highHeartRateEvent", "lowHeartRateEvent", "irregularHeartRhythmEvent", "environmentalAudioExposureEvent",
        "headphoneAudioExposureEvent", "lowCardioFitnessEvent", "numberOfTimesFallen", "vo2Max", "handwashingEvent",
        "toothbrushingEvent",
    ]

    /// `.immediate` for a type HealthKit caps at hourly: `stepCount` on iOS; on watchOS everything outside
    /// Apple's list of ten.
    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = target.healthKit
        let watch = [.watchApp, .watchExtension].contains(target.productType)
        for delivery in code.deliveries {
            guard let frequency = delivery.frequency, Self.isImmediate(frequency.value),
                let identifier = delivery.sampleType?.identifier
            else { continue }
            let capped = watch ? !Self.watchImmediateTypes.contains(identifier) : identifier == "stepCount"
            guard capped else { continue }
            context.report(
                .capped(identifier, watch: watch),
                at: code.location(frequency.value.range.lowerBound, in: delivery.site.file), input: .swift)
        }
    }

    static func isImmediate(_ expression: Expression) -> Bool {
        if case .member(let base, "immediate") = expression.kind {
            guard let base else { return true }
            if case .identifier("HKUpdateFrequency") = base.kind { return true }
        }
        return false
    }
}

extension Finding.Message {
    fileprivate static func capped(_ identifier: String, watch: Bool) -> Self {
        "'.immediate' has no effect for \(identifier)\(watch ? " on watchOS" : ""): HealthKit caps its background delivery at hourly, so the app is woken at most once an hour; ask for '.hourly' and do not rely on immediate updates"
    }
}
