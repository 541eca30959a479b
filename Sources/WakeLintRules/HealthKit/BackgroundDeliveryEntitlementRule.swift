import WakeLintCore
import WakeLintLogs

// What and why: rules/healthkit/hk-background-delivery-entitlement.md
struct BackgroundDeliveryEntitlementRule: ProjectRule, LogRule {
    static let id: RuleID = "hk-background-delivery-entitlement"
    static let entitlement = "com.apple.developer.healthkit.background-delivery"

    /// Source and config side: a target calls `enableBackgroundDelivery` but none of its entitlements
    /// files sets the entitlement to `<true/>`.
    func check(_ target: LintTarget, in context: inout RuleContext) {
        let calls = target.swiftSources.flatMap { $0.memberCalls(named: "enableBackgroundDelivery") }
        guard !calls.isEmpty else { return }
        guard !target.entitlements.contains(where: { $0.document.root.dictValue?[Self.entitlement]?.value.boolValue == true }) else { return }

        let related = target.entitlements.map { file -> RelatedLocation in
            let value = file.document.root.dictValue?[Self.entitlement]?.value
            let state = value == nil ? "has no '\(Self.entitlement)' key" : "does not set '\(Self.entitlement)' to true"
            return RelatedLocation(file.location(ofKey: Self.entitlement), "this entitlements file \(state)")
        }
        let message: Finding.Message = target.entitlements.isEmpty ? .noEntitlementsFile : .entitlementNotTrue
        for call in calls {
            context.report(message, at: call.location, input: .swift, related: related)
        }
    }

    // Log side: the error HealthKit returns to `enableBackgroundDelivery` (HKError code 4).
    static let requiredLiterals = ["Missing com.apple.developer.healthkit.background-delivery entitlement"]

    private var evidence: [EvidenceLine] = []
    private var occurrences = 0
    private var firstLocation: SourceLocation?

    mutating func check(_ event: LogEvent, in context: inout RuleContext) {
        for line in event.lines where line.text.contains(Self.requiredLiterals[0]) {
            occurrences += 1
            if firstLocation == nil { firstLocation = context.location(of: line, at: Self.requiredLiterals[0]) }
            if evidence.count < 5 { evidence.append(EvidenceLine(line: line.number, text: line.text)) }
        }
    }

    mutating func finish(in context: inout RuleContext) {
        guard let firstLocation else { return }
        context.report(.logMissingEntitlement(occurrences: occurrences), at: firstLocation, input: .log, evidence: evidence)
    }
}

extension Finding.Message {
    fileprivate static let noEntitlementsFile: Self =
        "'enableBackgroundDelivery' fails with errorAuthorizationDenied: no entitlements file sets 'com.apple.developer.healthkit.background-delivery'; enable HealthKit > Background Delivery in Signing & Capabilities"
    fileprivate static let entitlementNotTrue: Self =
        "'enableBackgroundDelivery' fails with errorAuthorizationDenied: 'com.apple.developer.healthkit.background-delivery' is not true in any entitlements file; set it to <true/> (HealthKit > Background Delivery)"
    fileprivate static func logMissingEntitlement(occurrences: Int) -> Self {
        "background delivery was refused for a missing 'com.apple.developer.healthkit.background-delivery' entitlement\(occurrences > 1 ? " (seen \(occurrences) times)" : ""); enable HealthKit > Background Delivery and use a provisioning profile that includes it"
    }
}
