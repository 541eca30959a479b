import HealthKit

final class WorkoutObserver {
    static let shared = WorkoutObserver()
    let store = HKHealthStore()
    // wakelint-ok: hk-observer-after-launch
    let query = HKObserverQuery(sampleType: HKObjectType.workoutType(), predicate: nil) { _, completionHandler, _ in
        completionHandler()
    }

    private init() {
        store.execute(query)
        store.enableBackgroundDelivery(for: HKObjectType.workoutType(), frequency: .hourly) { success, error in
            if !success { print("workout delivery: \(String(describing: error))") }
        }
    }
}

/// Reached at launch (from the app delegate) and again from the settings screen: fine.
final class SleepStore {
    let store = HKHealthStore()
    func observe() {
        let type = HKCategoryType(.sleepAnalysis)
        // wakelint-ok: hk-observer-after-launch
        store.execute(HKObserverQuery(sampleType: type, predicate: nil) { _, completionHandler, _ in completionHandler() })
        store.enableBackgroundDelivery(for: type, frequency: .daily) { success, error in
            if !success { print("sleep delivery: \(String(describing: error))") }
        }
    }
}

/// Only in debug builds, but at launch there.
final class DebugObserver {
    let store = HKHealthStore()
    func start() {
        // wakelint-ok: hk-observer-after-launch
        store.execute(HKObserverQuery(sampleType: HKCategoryType(.sleepAnalysis), predicate: nil) { _, done, _ in done() })
    }
}

/// Set up from a view controller: a background launch shows no view, so this observer never exists then.
final class StepsStore {
    let store = HKHealthStore()
    func startObserving() {
        let stepType = HKObjectType.quantityType(forIdentifier: .stepCount)!
        // wakelint-expect: hk-observer-after-launch (warning)
        let query = HKObserverQuery(sampleType: stepType, predicate: nil) { _, completionHandler, _ in
            completionHandler()
        }
        store.execute(query)
        store.enableBackgroundDelivery(for: stepType, frequency: .hourly) { success, error in
            if !success { print("step delivery: \(String(describing: error))") }
        }
    }
}

/// Created at launch, but executed only when a screen appears.
final class EnergyObserver {
    static let shared = EnergyObserver()
    let store = HKHealthStore()
    let query = HKObserverQuery(sampleType: HKQuantityType(.activeEnergyBurned), predicate: nil) { _, done, _ in done() }
    func resume() {
        // wakelint-expect: hk-observer-after-launch
        store.execute(query)
    }
}

/// Started only through a protocol: no caller is found, so this is a note, not a warning.
protocol HealthFeature { func activate() }
final class MindfulnessFeature: HealthFeature {
    let store = HKHealthStore()
    func activate() {
        // wakelint-expect: hk-observer-after-launch (info)
        store.execute(HKObserverQuery(sampleType: HKCategoryType(.mindfulSession), predicate: nil) { _, done, _ in done() })
        store.enableBackgroundDelivery(for: HKCategoryType(.mindfulSession), frequency: .hourly) { success, error in
            if !success { print("mindfulness delivery: \(String(describing: error))") }
        }
    }
}
