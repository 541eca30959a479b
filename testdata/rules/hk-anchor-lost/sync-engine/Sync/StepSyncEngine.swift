import HealthKit

/// Reads new step samples after each background wake and uploads them.
final class StepSyncEngine {
    let store = HKHealthStore()
    let database = SampleDatabase()
    let stepType = HKQuantityType(.stepCount)

    // Trap: the anchor is persisted through a helper type, after the samples are stored.
    func syncSteps(completion: @escaping () -> Void) {
        let query = HKAnchoredObjectQuery(type: stepType, predicate: nil, anchor: AnchorVault.load(for: "steps"),
                                          limit: HKObjectQueryNoLimit) { [database] _, samples, deleted, newAnchor, error in
            defer { completion() }
            guard error == nil else { return }
            database.insert(samples ?? [], deleting: deleted ?? [])
            // wakelint-ok: hk-anchor-lost
            AnchorVault.save(newAnchor, for: "steps")
        }
        store.execute(query)
    }

    // Bug: every wake starts from scratch and the new anchor is thrown away.
    func syncHeartRate(completion: @escaping () -> Void) {
        let type = HKQuantityType(.heartRate)
        // wakelint-expect: hk-anchor-lost
        let query = HKAnchoredObjectQuery(type: type, predicate: nil, anchor: nil, limit: HKObjectQueryNoLimit) { [database] _, samples, _,
            // wakelint-expect: hk-anchor-lost
            _, _ in
            database.insert(samples ?? [], deleting: [])
            completion()
        }
        store.execute(query)
    }

    // Bug: the anchor is saved first; if the app is killed before the insert, those samples are gone.
    func syncSleep(completion: @escaping () -> Void) {
        let type = HKCategoryType(.sleepAnalysis)
        let query = HKAnchoredObjectQuery(type: type, predicate: nil, anchor: AnchorVault.load(for: "sleep"),
                                          limit: HKObjectQueryNoLimit) { [database] _, samples, _, newAnchor, _ in
            // wakelint-expect: hk-anchor-lost
            AnchorVault.save(newAnchor, for: "sleep")
            database.insert(samples ?? [], deleting: [])
            completion()
        }
        store.execute(query)
    }

    // Swift concurrency form with a literal zero anchor.
    func syncWorkouts() async throws {
        let descriptor = HKAnchoredObjectQueryDescriptor(predicates: [.workout()],
                                                         // wakelint-expect: hk-anchor-lost
                                                         anchor: HKQueryAnchor(fromValue: 0))
        let result = try await descriptor.result(for: store)
        database.insert(result.addedSamples, deleting: result.deletedObjects)
    }
}
