import HealthKit

/// Nothing in this app archives an anchor: after a background launch `lastAnchor` is nil again.
final class WaterTally {
    let store = HKHealthStore()
    var lastAnchor: HKQueryAnchor?
    private(set) var total = 0.0

    func refresh(completion: @escaping () -> Void) {
        let type = HKQuantityType(.dietaryWater)
        let query = HKAnchoredObjectQuery(type: type, predicate: nil, anchor: lastAnchor, limit: HKObjectQueryNoLimit) { _, samples, _,
            // wakelint-expect: hk-anchor-lost
            anchor, _ in
            self.total += (samples as? [HKQuantitySample] ?? []).reduce(0) { $0 + $1.quantity.doubleValue(for: .liter()) }
            self.lastAnchor = anchor
            completion()
        }
        store.execute(query)
    }
}
