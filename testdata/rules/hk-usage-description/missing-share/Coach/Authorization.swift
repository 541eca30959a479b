import HealthKit

final class Authorization {
    let store = HKHealthStore()

    func request() async throws {
        // "requestAuthorization(toShare: [], read: [HKQuantityType(.heartRate)])" is how it used to look.
        // wakelint-expect: hk-usage-description
        try await store.requestAuthorization(toShare: [HKObjectType.workoutType()], read: [HKQuantityType(.heartRate)])
    }

    #if false
    func old() { store.execute(HKSampleQuery(sampleType: HKQuantityType(.stepCount), predicate: nil, limit: 1, sortDescriptors: nil) { _, _, _ in }) }
    #endif
}
