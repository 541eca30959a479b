import HealthKit

final class BloodPressureSync {
    let store = HKHealthStore()
    let bloodPressure = HKCorrelationType(.bloodPressure)
    let systolic = HKQuantityType(.bloodPressureSystolic)

    func enable() {
        // wakelint-expect: hk-correlation-delivery
        store.enableBackgroundDelivery(for: bloodPressure, frequency: .immediate) { ok, error in report(ok, error) }
        // wakelint-ok: hk-correlation-delivery
        store.enableBackgroundDelivery(for: systolic, frequency: .immediate) { ok, error in report(ok, error) }
        store.execute(HKObserverQuery(sampleType: systolic, predicate: nil) { _, done, _ in done() })
    }

    func enableFood() async throws {
        guard let food = HKObjectType.correlationType(forIdentifier: .food) else { return }
        // wakelint-expect: hk-correlation-delivery
        try await store.enableBackgroundDelivery(for: food, frequency: .daily)
    }

    // Reading correlations is supported.
    func readings() {
        // wakelint-ok: hk-correlation-delivery
        store.execute(HKCorrelationQuery(type: bloodPressure, predicate: nil, samplePredicates: nil) { _, _, _ in })
    }
}

func report(_ ok: Bool, _ error: Error?) {
    if !ok { print("delivery failed: \(String(describing: error))") }
}
