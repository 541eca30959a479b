import HealthKit

// The entitlement com.apple.developer.healthkit is added by the release pipeline (it is not).
struct StepsProvider {
    // A declaration alone asks HealthKit for nothing.
    // wakelint-ok: hk-healthkit-entitlement
    let store: HKHealthStore

    static func make() -> StepsProvider {
        // wakelint-expect: hk-healthkit-entitlement
        StepsProvider(store: HKHealthStore())
    }
}
