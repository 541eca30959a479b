import HealthKit

final class WeightModel {
    let store = HKHealthStore()
    let bodyMass = HKQuantityType(.bodyMass)
    var latest: HKQuantitySample?

    func refresh() {
        // wakelint-expect: hk-read-authorization-branch
        guard store.authorizationStatus(for: bodyMass) == .sharingAuthorized else { return }
        let query = HKSampleQuery(sampleType: bodyMass, predicate: nil, limit: 1, sortDescriptors: nil) { _, samples, _ in
            self.latest = samples?.first as? HKQuantitySample
        }
        store.execute(query)
    }

    func onAppear() {
        // wakelint-expect: hk-read-authorization-branch
        switch store.authorizationStatus(for: bodyMass) {
        case .sharingAuthorized: loadHistory()
        default: break
        }
    }

    func loadHistory() {
        store.execute(HKStatisticsCollectionQuery(quantityType: bodyMass, quantitySamplePredicate: nil, options: .discreteAverage,
                                                  anchorDate: Date(), intervalComponents: DateComponents(day: 1)))
    }

    // Writing needs sharing permission: checking it first is right.
    func record(_ kilograms: Double) {
        // wakelint-ok: hk-read-authorization-branch
        if store.authorizationStatus(for: bodyMass) == .sharingAuthorized {
            let sample = HKQuantitySample(type: bodyMass, quantity: HKQuantity(unit: .gramUnit(with: .kilo), doubleValue: kilograms),
                                          start: Date(), end: Date())
            store.save(sample) { _, _ in }
        }
    }

    // A known gap: the status is stored first, then branched on.
    func refreshLater() {
        let status = store.authorizationStatus(for: bodyMass)
        // wakelint-todo-expect: hk-read-authorization-branch
        if status == .sharingAuthorized { loadHistory() }
    }
}
