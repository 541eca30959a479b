import HealthKit
import os

/// Every observer the app needs, started from the app delegate at launch.
final class HealthObservers {
    let store = HKHealthStore()
    let importer = SampleImporter()
    private let log = Logger(subsystem: "com.example.stepsync", category: "observers")

    func startAll() {
        for type in [HKQuantityType(.stepCount), HKQuantityType(.heartRate), HKQuantityType(.activeEnergyBurned), HKQuantityType(.distanceWalkingRunning)] + [HKCategoryType(.sleepAnalysis), HKObjectType.workoutType(), HKCategoryType(.mindfulSession)] {
            store.enableBackgroundDelivery(for: type, frequency: .hourly) { [log] success, error in
                if !success { log.error("background delivery: \(String(describing: error))") }
            }
        }
        observeSteps()
        observeHeartRate()
        observeEnergy()
        observeSleep()
        observeWorkouts()
        observeMindfulness()
        observeDescriptors()
        observeBatches()
    }

    // A helper that receives the completion handler is followed: this one skips it for an empty batch.
    func observeBatches() {
        let query = HKObserverQuery(sampleType: HKQuantityType(.distanceWalkingRunning), predicate: nil) { _, completionHandler, _ in
            if self.importer.mode == .paused {
                // wakelint-ok: hk-observer-completion
                self.importer.importLater(completion: completionHandler)
            } else {
                // wakelint-expect: hk-observer-completion
                self.importer.importBatch(self.importer.queued, completion: completionHandler)
            }
        }
        store.execute(query)
    }

    // Shallow-implementation trap: `defer` acknowledges on every exit, the early ones included.
    func observeSteps() {
        // wakelint-ok: hk-observer-completion
        let query = HKObserverQuery(sampleType: HKQuantityType(.stepCount), predicate: nil) { [weak self] _, completionHandler, error in
            defer { completionHandler() }
            guard let self else { return }
            if let error {
                self.log.error("steps observer: \(error)")
                return
            }
            self.importer.importSteps()
        }
        store.execute(query)
    }

    // Trap: both branches acknowledge, the second one inside the Task it starts.
    func observeHeartRate() {
        let query = HKObserverQuery(sampleType: HKQuantityType(.heartRate), predicate: nil) { _, completionHandler, error in
            if let error {
                self.log.error("heart rate observer: \(error)")
                completionHandler()
            } else {
                Task {
                    await self.importer.importHeartRate()
                    completionHandler()
                }
            }
        }
        store.execute(query)
    }

    // Trap: the acknowledgement is handed to a helper that calls it when the import finishes.
    func observeEnergy() {
        let query = HKObserverQuery(sampleType: HKQuantityType(.activeEnergyBurned), predicate: nil) { _, done, _ in
            self.importer.importEnergy(completion: done)
        }
        store.execute(query)
    }

    // Bug: `guard let self else { return }` skips the acknowledgement.
    func observeSleep() {
        let query = HKObserverQuery(sampleType: HKCategoryType(.sleepAnalysis), predicate: nil) { [weak self] _, completionHandler, error in
            // wakelint-expect: hk-observer-completion (error)
            guard let self else { return }
            if error != nil {
                self.log.error("sleep observer failed")
                // wakelint-expect: hk-observer-completion
                return
            }
            self.importer.importSleep()
            completionHandler()
        }
        store.execute(query)
    }

    // Bug: a switch case forgets it, so the path falls off the end of the handler.
    func observeWorkouts() {
        let query = HKObserverQuery(sampleType: HKObjectType.workoutType(), predicate: nil) { _, completionHandler, _ in
            switch self.importer.mode {
            case .full:
                self.importer.importWorkouts()
                completionHandler()
            case .paused:
                self.log.info("paused")
            }
        // wakelint-expect: hk-observer-completion
        }
        store.execute(query)
    }

    // `#if DEBUG` branches: each build configuration is a real path. The debug-only early return skips it.
    func observeMindfulness() {
        let query = HKObserverQuery(sampleType: HKCategoryType(.mindfulSession), predicate: nil) { _, completionHandler, _ in
            #if DEBUG
            if ProcessInfo.processInfo.environment["SKIP_IMPORT"] != nil {
                // wakelint-expect: hk-observer-completion
                return
            }
            #endif
            self.importer.importMindfulness()
            completionHandler()
        }
        store.execute(query)
    }

    // Query descriptors: the completion handler is the third parameter; here it is called twice on one path.
    func observeDescriptors() {
        let descriptors = [HKQueryDescriptor(sampleType: HKQuantityType(.stepCount), predicate: nil)]
        let query = HKObserverQuery(queryDescriptors: descriptors) { _, changedTypes, completionHandler, _ in
            completionHandler()
            self.importer.importChanges(changedTypes)
            completionHandler()
        // wakelint-expect: hk-observer-completion (warning)
        }
        store.execute(query)
    }
}
