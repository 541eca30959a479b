import HealthKit
import os

/// Keeps today's step count in sync, also while the app is in the background.
final class StepStore {
    static let shared = StepStore()

    private let healthStore = HKHealthStore()
    private let log = Logger(subsystem: "com.example.stepsync", category: "steps")
    private let stepType = HKQuantityType(.stepCount)
    /// Where the last sync stopped.
    private var anchor: HKQueryAnchor?

    /// Called at launch by the app delegate: starts refreshing steps in the background.
    func startObserving() {
        guard HKHealthStore.isHealthDataAvailable() else {
            log.error("Health data is not available on this device")
            return
        }
        // The observer itself is created by the steps screen (StepsViewController calls observeSteps()).
        // Wakes the app for new steps; needs the background-delivery entitlement (see StepSync.entitlements).
        // A commented-out call does not count:
        // healthStore.enableBackgroundDelivery(for: stepType, frequency: .immediate) { _, _ in }
        healthStore.enableBackgroundDelivery(for: stepType, frequency: .hourly) { [log] success, error in
            if !success {
                log.error("enableBackgroundDelivery failed: \(String(describing: error))")
            }
        }
    }

    func observeSteps() {
        let query = HKObserverQuery(sampleType: stepType, predicate: nil) { _, completionHandler, error in
            if let error {
                self.log.error("observer failed: \(error.localizedDescription)")
                return
            }
            self.refresh(then: completionHandler)
        }
        healthStore.execute(query)
    }

    private func refresh(then completion: @escaping () -> Void) {
        let query = HKAnchoredObjectQuery(type: stepType, predicate: nil, anchor: anchor, limit: HKObjectQueryNoLimit) { _, samples, _, newAnchor, _ in
            self.log.info("\(samples?.count ?? 0) new step samples")
            self.anchor = newAnchor
            completion()
        }
        healthStore.execute(query)
    }
}
