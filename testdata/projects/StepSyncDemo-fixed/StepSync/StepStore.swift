import HealthKit
import os

/// Keeps today's step count in sync, also while the app is in the background.
final class StepStore {
    static let shared = StepStore()

    private let healthStore = HKHealthStore()
    private let log = Logger(subsystem: "com.example.stepsync", category: "steps")
    private let stepType = HKQuantityType(.stepCount)
    private(set) var total = 0.0
    private(set) var recent: [HKQuantitySample] = []
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

    /// Reads the steps added since the last run, from the anchor saved after the previous one, then today's total.
    func refresh(completion: @escaping (Bool) -> Void) {
        let query = HKAnchoredObjectQuery(type: stepType, predicate: nil, anchor: savedAnchor(), limit: HKObjectQueryNoLimit) {
            [weak self] _, samples, _, newAnchor, error in
            guard let self, let samples = samples as? [HKQuantitySample], error == nil else {
                completion(false)
                return
            }
            self.recent.append(contentsOf: samples)
            if let newAnchor { self.save(newAnchor) }
            self.readTodaysTotal(completion: completion)
        }
        healthStore.execute(query)
    }

    /// Today's steps as the Health app counts them: the statistics query merges what iPhone and Apple Watch both
    /// recorded instead of adding it up twice.
    private func readTodaysTotal(completion: @escaping (Bool) -> Void) {
        let today = HKQuery.predicateForSamples(withStart: Calendar.current.startOfDay(for: Date()), end: nil)
        let query = HKStatisticsQuery(quantityType: stepType, quantitySamplePredicate: today, options: .cumulativeSum) {
            [weak self] _, statistics, error in
            guard let self, error == nil else {
                completion(false)
                return
            }
            self.total = statistics?.sumQuantity()?.doubleValue(for: .count()) ?? 0
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
