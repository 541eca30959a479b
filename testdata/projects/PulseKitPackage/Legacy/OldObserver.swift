import HealthKit

// Left on disk after the package moved to Sources/; no target and no package builds it.
final class OldObserver {
    func start(store: HKHealthStore) {
        let query = HKObserverQuery(sampleType: HKQuantityType(.stepCount), predicate: nil) { _, completionHandler, error in
            if error != nil { return }
            completionHandler()
        }
        store.execute(query)
    }
}
