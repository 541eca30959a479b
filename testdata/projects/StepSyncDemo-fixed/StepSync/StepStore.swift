import HealthKit
import os

/// Keeps today's step count in sync, also while the app is in the background.
final class StepStore {
    static let shared = StepStore()

    private let healthStore = HKHealthStore()
    private let log = Logger(subsystem: "com.example.stepsync", category: "steps")
    private let stepType = HKQuantityType(.stepCount)
    private(set) var total = 0.0
    private let anchorKey = "steps.anchor"

    func startObserving() {
        let query = HKObserverQuery(sampleType: stepType, predicate: nil) { [weak self] _, completionHandler, error in
            guard let self, error == nil else {
                // Acknowledge every wake, failed ones too, or HealthKit backs off and stops waking the app.
                completionHandler()
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

    /// Reads the steps added since the last run, from the anchor saved after the previous one.
    func refresh(completion: @escaping (Bool) -> Void) {
        let query = HKAnchoredObjectQuery(type: stepType, predicate: nil, anchor: savedAnchor(), limit: HKObjectQueryNoLimit) {
            [weak self] _, samples, _, newAnchor, error in
            guard let self, let samples = samples as? [HKQuantitySample], error == nil else {
                completion(false)
                return
            }
            self.total += samples.reduce(0) { $0 + $1.quantity.doubleValue(for: .count()) }
            if let newAnchor { self.save(newAnchor) }
            completion(true)
        }
        healthStore.execute(query)
    }

    private func savedAnchor() -> HKQueryAnchor? {
        guard let data = UserDefaults.standard.data(forKey: anchorKey) else { return nil }
        return try? NSKeyedUnarchiver.unarchivedObject(ofClass: HKQueryAnchor.self, from: data)
    }

    private func save(_ anchor: HKQueryAnchor) {
        if let data = try? NSKeyedArchiver.archivedData(withRootObject: anchor, requiringSecureCoding: true) {
            UserDefaults.standard.set(data, forKey: anchorKey)
        }
    }
}
