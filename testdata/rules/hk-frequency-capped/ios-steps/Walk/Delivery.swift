import HealthKit

final class Delivery {
    let store = HKHealthStore()

    func enable() {
        let steps = HKObjectType.quantityType(forIdentifier: .stepCount)!
        // wakelint-expect: hk-frequency-capped (info)
        store.enableBackgroundDelivery(for: steps, frequency: .immediate) { ok, error in log(ok, error) }
        // wakelint-ok: hk-frequency-capped
        store.enableBackgroundDelivery(for: HKQuantityType(.heartRate), frequency: .immediate) { ok, error in log(ok, error) }
        // wakelint-ok: hk-frequency-capped
        store.enableBackgroundDelivery(for: HKQuantityType(.stepCount), frequency: .hourly) { ok, error in log(ok, error) }
    }
}

func log(_ ok: Bool, _ error: Error?) {}
