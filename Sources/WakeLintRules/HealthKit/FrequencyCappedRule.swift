import WakeLintCore
import WakeLintEngine
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
    /// Apple's list of ten. Types and frequencies are traced through loops and callers (`FlowValue`); a
    /// frequency and a type count together only when they reach the call through the same callers. The finding
    /// is where `.immediate` is written, once per type.
    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = context.healthKit(of: target)
        // A watch app is its own product type, or (one target since watchOS 7) an application built for watchOS alone.
        let watch = LintTarget.platforms(target.productType, target.configurations) == ["watchOS"]
        let isCapped = { (identifier: String) in
            watch ? !Self.watchImmediateTypes.contains(identifier) : identifier == "stepCount"
        }
        var reported: Set<String> = []
        for delivery in code.deliveries {
            let immediate = delivery.frequencies.filter { Self.isImmediate($0.expression) }
            guard !immediate.isEmpty else { continue }
            var capped: [(value: FlowValue, identifier: String)] = delivery.types.flatMap { traced in
                zip(traced.sampleTypes.types, traced.sampleTypes.isCertain).compactMap { type, isCertain in
                    guard isCertain, let identifier = type.identifier, isCapped(identifier) else { return nil }
                    return (traced.value, identifier)
                }
            }
            if capped.isEmpty, let identifier = delivery.sampleType?.identifier, isCapped(identifier) {
                let here = FlowValue(
                    expression: delivery.typeExpression, file: delivery.site.file, type: delivery.site.enclosingType,
                    path: [])
                capped = [(here, identifier)]
            }
            guard !capped.isEmpty else { continue }
            // By the first call crossed, so many callers each passing a type and a frequency pair up in linear time.
            var byCaller: [Int64: [Int]] = [:]
            var unpassed: [Int] = []
            for (position, type) in capped.enumerated() {
                if let first = type.value.path.first {
                    byCaller[first, default: []].append(position)
                } else {
                    unpassed.append(position)
                }
            }
            let hkCall = RelatedLocation(
                delivery.site.nameLocation ?? delivery.site.location, "background delivery is enabled here")
            for frequency in immediate {
                let candidates =
                    frequency.path.first.map { ((byCaller[$0] ?? []) + unpassed).sorted() } ?? Array(capped.indices)
                for position in candidates where capped[position].value.isCompatible(with: frequency) {
                    let (type, identifier) = capped[position]
                    let at = frequency.expression.range.lowerBound
                    guard reported.insert("\(frequency.file):\(at):\(identifier)").inserted else { continue }
                    var related: [RelatedLocation] = []
                    if !frequency.path.isEmpty { related.append(hkCall) }
                    if !type.path.isEmpty || delivery.sampleType == nil {
                        related.append(
                            RelatedLocation(
                                code.location(type.expression.range.lowerBound, in: type.file),
                                "'\(identifier)' is passed here"))
                    }
                    context.report(
                        .capped(identifier, watch: watch), at: code.location(at, in: frequency.file), input: .swift,
                        related: related)
                }
            }
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
