import HealthKit
import os

/// Keeps today's step count in sync, also while the app is in the background.
final class StepStore {
    static let shared = StepStore()

    private let healthStore = HKHealthStore()
    private let log = Logger(subsystem: "com.example.stepsync", category: "steps")
    private let stepType = HKQuantityType(.stepCount)

    func startObserving() {
        let query = HKObserverQuery(sampleType: stepType, predicate: nil) { [weak self] _, completionHandler, error in
            defer { completionHandler() }
            if let error {
                self?.log.error("observer failed: \(error.localizedDescription)")
                return
            }
            self?.refresh()
        }
        healthStore.execute(query)

        // Wakes the app for new steps; needs the background-delivery entitlement (see StepSync.entitlements).
        healthStore.enableBackgroundDelivery(for: stepType, frequency: .hourly) { [log] success, error in
            if !success {
                log.error("enableBackgroundDelivery failed: \(String(describing: error))")
            }
        }
    }

    private func refresh() {
        log.info("refreshing steps")
    }
}
