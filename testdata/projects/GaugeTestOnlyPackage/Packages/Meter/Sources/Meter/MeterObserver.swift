import HealthKit

/// Watches heart rate; the unit tests compile this file directly, and no app links the package yet.
public final class MeterObserver {
    let store = HKHealthStore()
    public private(set) var query: HKObserverQuery?

    public init() {}

    public func start() {
        let type = HKQuantityType(.heartRate)
        // Leaves without calling the completion handler when the wake fails.
        query = HKObserverQuery(sampleType: type, predicate: nil) { _, completionHandler, error in
            if error != nil { return }
            self.refresh()
            completionHandler()
        }
        store.execute(query!)
        store.enableBackgroundDelivery(for: type, frequency: .hourly) { enabled, error in
            if !enabled { Logger().error("background delivery failed: \(String(describing: error))") }
        }
    }

    /// The near variant: every path acknowledges.
    public func startResting() {
        let type = HKQuantityType(.restingHeartRate)
        let resting = HKObserverQuery(sampleType: type, predicate: nil) { _, completionHandler, error in
            if error == nil { self.refresh() }
            completionHandler()
        }
        store.execute(resting)
    }

    func refresh() {}
}
