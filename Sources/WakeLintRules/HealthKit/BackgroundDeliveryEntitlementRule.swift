import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintProject

// What and why: rules/healthkit/hk-background-delivery-entitlement.md
struct BackgroundDeliveryEntitlementRule: ProjectRule {
    static let id: RuleID = "hk-background-delivery-entitlement"
    static let entitlement = EntitlementsFile.Key.healthKitBackgroundDelivery

    /// Source and config side: a target calls `enableBackgroundDelivery` but some configuration is signed
    /// without the entitlement set to `<true/>`. Each call is reported once, naming those configurations.
    func check(_ target: LintTarget, in context: inout RuleContext) {
        guard target.describesAppBundle else { return }
        let code = context.healthKit(of: target)
        let calls = code.deliveries.filter { code.runsInThisApp($0.site) }.map {
            $0.site.nameLocation ?? $0.site.location
        }
        guard !calls.isEmpty, let gap = EntitlementGap(Self.entitlement, in: target) else { return }
        let message: Finding.Message =
            target.isImplicit
            ? (target.entitlements.isEmpty ? .noEntitlementsFile(gap) : .entitlementNotTrue(gap))
            : .entitlementMissing(gap)
        let fix = gap.fix
        for call in calls {
            context.report(message, at: call, input: .swift, related: gap.related, fix: fix)
        }
    }

}

extension Finding.Message {
    fileprivate static func noEntitlementsFile(_ gap: EntitlementGap) -> Self {
        "'enableBackgroundDelivery' fails with errorAuthorizationDenied: no entitlements file sets 'com.apple.developer.healthkit.background-delivery'; enable HealthKit > Background Delivery in Signing & Capabilities\(gap.doubt)"
    }
    fileprivate static func entitlementNotTrue(_ gap: EntitlementGap) -> Self {
        "'enableBackgroundDelivery' fails with errorAuthorizationDenied: 'com.apple.developer.healthkit.background-delivery' is not true in any entitlements file; set it to <true/> (HealthKit > Background Delivery)\(gap.doubt)"
    }
    fileprivate static func entitlementMissing(_ gap: EntitlementGap) -> Self {
        "'enableBackgroundDelivery' fails with errorAuthorizationDenied\(gap.scope): its entitlements do not set 'com.apple.developer.healthkit.background-delivery' to true\(gap.grantedNote); set it to <true/> in the entitlements file of every configuration (HealthKit > Background Delivery)\(gap.doubt)"
    }
}

extension BackgroundDeliveryEntitlementRule: ProjectLinkedLogRule {
    /// The log says the entitlement is missing: each entitlements file, and whether it sets it.
    static func projectPlaces(for finding: Finding, in join: LogProjectJoin) -> [RelatedLocation] {
        join.entitlementPlaces(EntitlementsFile.Key.healthKitBackgroundDelivery)
    }
}
