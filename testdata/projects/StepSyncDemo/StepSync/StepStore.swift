import HealthKit
import os

/// Keeps today's step count in sync, also while the app is in the background.
final class StepStore {
    static let shared = StepStore()

    private let healthStore = HKHealthStore()
    private let log = Logger(subsystem: "com.example.stepsync", category: "steps")
    private let stepType = HKQuantityType(.stepCount)
    private(set) var total = 0.0

    func startObserving() {
        let query = HKObserverQuery(sampleType: stepType, predicate: nil) { [weak self] _, completionHandler, error in
            guard let self, error == nil else {
                // A failed wake is not acknowledged, so HealthKit backs off and stops waking the app.
                return
            }
            self.refresh { _ in completionHandler() }
        }
        healthStore.execute(query)

        // Wakes the app for new steps; needs the background-delivery entitlement (see StepSync.entitlements).
        healthStore.enableBackgroundDelivery(for: stepType, frequency: .hourly) { [log] success, error in
            if !success {
                log.error("enableBackgroundDelivery failed: \(String(describing: error))")
            }
        }
    }

    /// Reads the steps added since the last run.
    func refresh(completion: @escaping (Bool) -> Void) {
        let query = HKAnchoredObjectQuery(type: stepType, predicate: nil, anchor: nil, limit: HKObjectQueryNoLimit) {
            [weak self] _, samples, _, _, error in
            guard let self, let samples = samples as? [HKQuantitySample], error == nil else {
                completion(false)
                return
            }
            self.total += samples.reduce(0) { $0 + $1.quantity.doubleValue(for: .count()) }
            completion(true)
        }
        healthStore.execute(query)
    }
}
