import HealthKit

/// Step observing for the app; `startObserving()` must run at launch.
public final class HealthSync {
    let store = HKHealthStore()
    let steps = HKQuantityType(.stepCount)

    public init() {}

    public func startObserving() {
        let query = HKObserverQuery(sampleType: steps, predicate: nil) { _, completionHandler, error in
            guard error == nil else {
                completionHandler()
                return
            }
            self.importNewSteps()
            completionHandler()
        }
        store.execute(query)
        store.enableBackgroundDelivery(for: steps, frequency: .hourly) { enabled, error in
            if !enabled { Logger().error("background delivery failed: \(String(describing: error))") }
        }
    }

    /// Kept for the watch companion; nothing in the app calls it.
    public func startResting() {
        store.enableBackgroundDelivery(for: HKQuantityType(.restingHeartRate), frequency: .hourly) { enabled, error in
            if !enabled { Logger().error("background delivery failed: \(String(describing: error))") }
        }
    }

    func importNewSteps() {}
}
