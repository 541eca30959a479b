import HealthKit
import os

final class HeartRateObserver {
    private let store = HKHealthStore()
    private let log = Logger(subsystem: "com.example.pulse", category: "health")
    private let heartRate = HKQuantityType(.heartRate)

    func start() {
        guard HKHealthStore.isHealthDataAvailable() else { return }
        store.requestAuthorization(toShare: [], read: [heartRate]) { [self] granted, error in
            guard granted else { return log.error("authorization: \(String(describing: error))") }
            let query = HKObserverQuery(sampleType: heartRate, predicate: nil) { _, completion, error in
                defer { completion() }
                if let error { self.log.error("observer: \(error)") }
            }
            store.execute(query)
            store.enableBackgroundDelivery(for: heartRate, frequency: .immediate) { success, error in
                if !success { self.log.error("background delivery: \(String(describing: error))") }
            }
        }
    }
}
