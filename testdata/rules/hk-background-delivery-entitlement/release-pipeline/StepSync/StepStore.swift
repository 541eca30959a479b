import HealthKit

final class StepStore {
    let healthStore = HKHealthStore()

    func start() async {
        let stepType = HKQuantityType(.stepCount)
        healthStore.execute(HKObserverQuery(sampleType: stepType, predicate: nil) { _, done, _ in done() })
        do {
            // wakelint-expect: hk-background-delivery-entitlement
            try await healthStore.enableBackgroundDelivery(for: stepType, frequency: .hourly)
        } catch {
            print("background delivery failed: \(error)")
        }
    }

    // healthStore.enableBackgroundDelivery(for: stepType, frequency: .hourly) { _, _ in }
    // wakelint-ok: hk-background-delivery-entitlement
    static let help = "Call healthStore.enableBackgroundDelivery(for:frequency:) after authorization"

    #if false
    func legacyStart() {
        healthStore.enableBackgroundDelivery(for: HKQuantityType(.stepCount), frequency: .hourly) { _, _ in }
    }
    #endif

    // The app's own wrapper with another signature is not HealthKit's method.
    // wakelint-ok: hk-background-delivery-entitlement
    func enableBackgroundDelivery(for type: HKObjectType) { enableBackgroundDelivery(for: type) }
}
