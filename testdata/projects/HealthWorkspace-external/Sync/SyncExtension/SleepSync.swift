import HealthKit

final class SleepSync {
    let store = HKHealthStore()

    func enable() {
        store.enableBackgroundDelivery(for: HKCategoryType(.sleepAnalysis), frequency: .daily) { _, _ in }
    }
}
