import HealthKit
import os

/// Step wakes, for the apps that turn them on when they make the monitor.
public final class StepMonitor {
    let isObserving: Bool
    let store = HKHealthStore()
    let log = Logger(subsystem: "com.example.buoy", category: "health")

    public init(isObserving: Bool) {
        self.isObserving = isObserving
    }

    public func start() {
        guard isObserving else { return }
        let steps = HKQuantityType(.stepCount)
        store.execute(HKObserverQuery(sampleType: steps, predicate: nil) { _, completion, _ in completion() })
        store.enableBackgroundDelivery(for: steps, frequency: .hourly) { _, error in
            if let error { self.log.error("step delivery failed: \(error.localizedDescription)") }
        }
    }
}
