import HealthKit

final class RingsHealth {
    let store = HKHealthStore()
    let energyType = HKQuantityType(.activeEnergyBurned)
    let exerciseType = HKQuantityType(.appleExerciseTime)

    func start() {
        let descriptors = [
            HKQueryDescriptor(sampleType: energyType, predicate: nil),
            HKQueryDescriptor(sampleType: HKQuantityType(.appleStandTime), predicate: nil),
        ]
        store.execute(HKObserverQuery(queryDescriptors: descriptors) { _, _, done, _ in done() })
        // wakelint-ok: hk-delivery-without-observer
        store.enableBackgroundDelivery(for: energyType, frequency: .hourly) { ok, error in log(ok, error) }
        // wakelint-ok: hk-delivery-without-observer
        store.enableBackgroundDelivery(for: HKObjectType.quantityType(forIdentifier: .appleStandTime)!, frequency: .hourly) { ok, error in log(ok, error) }
        // Exercise minutes are fetched by an anchored query only: HealthKit wakes the app and no observer runs.
        // wakelint-expect: hk-delivery-without-observer
        store.enableBackgroundDelivery(for: exerciseType, frequency: .hourly) { ok, error in log(ok, error) }
        store.execute(HKAnchoredObjectQuery(type: exerciseType, predicate: nil, anchor: nil, limit: HKObjectQueryNoLimit) { _, _, _, _, _ in })
    }
}

func log(_ ok: Bool, _ error: Error?) {}
