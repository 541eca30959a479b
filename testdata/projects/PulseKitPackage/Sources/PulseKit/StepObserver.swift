import HealthKit

/// Observes step counts for the app that uses this package.
public final class StepObserver {
    private let store: HKHealthStore
    private let onChange: () -> Void

    public init(store: HKHealthStore, onChange: @escaping () -> Void) {
        self.store = store
        self.onChange = onChange
    }

    public func start() {
        let steps = HKQuantityType(.stepCount)
        let query = HKObserverQuery(sampleType: steps, predicate: nil) { [weak self] _, completionHandler, error in
            if let error {
                Log.error("step observer failed: \(error)")
                return
            }
            self?.onChange()
            completionHandler()
        }
        store.execute(query)
    }
}
