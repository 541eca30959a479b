import HealthKit

/// Every path acknowledges: the error path hands the handler to `Acknowledger.finish`, in another file.
public final class HeartObserver {
    private let store: HKHealthStore

    public init(store: HKHealthStore) {
        self.store = store
    }

    public func start() {
        let heart = HKQuantityType(.heartRate)
        let query = HKObserverQuery(sampleType: heart, predicate: nil) { _, completionHandler, error in
            if error != nil {
                Acknowledger.finish(completionHandler)
                return
            }
            defer { completionHandler() }
            NotificationCenter.default.post(name: .heartRateChanged, object: nil)
        }
        store.execute(query)
    }
}

extension Notification.Name {
    public static let heartRateChanged = Notification.Name("PulseKit.heartRateChanged")
}
