import HealthKit

/// A foreground-only observer: no background delivery anywhere in this target, so a skipped completion
/// handler changes nothing today and is only worth a note.
final class LiveHeartRate {
    let store = HKHealthStore()

    func start(onChange: @escaping () -> Void) {
        let query = HKObserverQuery(sampleType: HKQuantityType(.heartRate), predicate: nil) { _, completionHandler, error in
            // wakelint-expect: hk-observer-completion (info)
            guard error == nil else { return }
            onChange()
            completionHandler()
        }
        store.execute(query)
    }
}
