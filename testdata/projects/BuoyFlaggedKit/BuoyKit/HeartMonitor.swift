import HealthKit
import os

/// Heart-rate wakes, for the apps that turn them on when they make the monitor.
public final class HeartMonitor {
    let isObserving: Bool
    let store = HKHealthStore()
    let log = Logger(subsystem: "com.example.buoy", category: "health")

    public init(isObserving: Bool) {
        self.isObserving = isObserving
    }

    public func start() {
        guard isObserving else { return }
        let heartRate = HKQuantityType(.heartRate)
        store.execute(HKObserverQuery(sampleType: heartRate, predicate: nil) { _, completion, _ in completion() })
        store.enableBackgroundDelivery(for: heartRate, frequency: .hourly) { _, error in
            if let error { self.log.error("heart-rate delivery failed: \(error.localizedDescription)") }
        }
    }
}
