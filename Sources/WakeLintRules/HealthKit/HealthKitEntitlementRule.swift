import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintProject

// What and why: rules/healthkit/hk-healthkit-entitlement.md
struct HealthKitEntitlementRule: ProjectRule {
    static let id: RuleID = "hk-healthkit-entitlement"
    static let entitlement = EntitlementsFile.Key.healthKit

    /// A target that uses `HKHealthStore` but is signed, in some configuration, without
    /// `com.apple.developer.healthkit` = `<true/>`: reported once, at the first use.
    func check(_ target: LintTarget, in context: inout RuleContext) {
        guard target.describesAppBundle else { return }
        // Only real uses count: creating a store or calling one of its class methods.
        guard
            let firstUse = context.healthKit(of: target).healthStoreUses.map({ $0.nameLocation ?? $0.location }).min(),
            let gap = EntitlementGap(Self.entitlement, in: target)
        else { return }
        let message: Finding.Message =
            target.isImplicit && target.entitlements.isEmpty ? .noEntitlementsFile(gap) : .entitlementMissing(gap)
        context.report(message, at: firstUse, input: .swift, related: gap.related, fix: gap.fix)
    }

}

extension Finding.Message {
    fileprivate static func noEntitlementsFile(_ gap: EntitlementGap) -> Self {
        "'HKHealthStore' is used but no entitlements file sets 'com.apple.developer.healthkit'; add the HealthKit capability in Signing & Capabilities\(gap.doubt)"
    }
    fileprivate static func entitlementMissing(_ gap: EntitlementGap) -> Self {
        "'HKHealthStore' is used but 'com.apple.developer.healthkit' is not true\(gap.scope)\(gap.grantedNote); add the HealthKit capability in Signing & Capabilities so every configuration's entitlements set it to <true/>\(gap.doubt)"
    }
}

extension HealthKitEntitlementRule: ProjectLinkedLogRule {
    /// The log says the entitlement is missing: each entitlements file, and whether it sets it.
    static func projectPlaces(for finding: Finding, in join: LogProjectJoin) -> [RelatedLocation] {
        join.entitlementPlaces(EntitlementsFile.Key.healthKit)
    }
}
