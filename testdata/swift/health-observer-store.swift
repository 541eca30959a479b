import Foundation
import HealthKit
import os

/* Observes HealthKit samples in the background.
   /* Nested comment: background delivery needs the entitlement
      com.apple.developer.healthkit.background-delivery */
*/
actor SampleCache {
    private var anchors: [HKSampleType: HKQueryAnchor] = [:]
    func anchor(for type: HKSampleType) -> HKQueryAnchor? { anchors[type] }
    func store(_ anchor: HKQueryAnchor?, for type: HKSampleType) { anchors[type] = anchor }
}

final class HealthObserverStore: @unchecked Sendable {
    static let shared = HealthObserverStore()
    private let healthStore = HKHealthStore()
    private let cache = SampleCache()
    private let log = Logger(subsystem: "com.example.app", category: "health")
    private var queries: [HKObserverQuery] = []

    private let types: Set<HKSampleType> = [
        HKQuantityType(.stepCount),
        HKQuantityType(.heartRate),
        HKObjectType.workoutType(),
    ]

    var isAuthorized = false {
        didSet { log.debug("authorized: \(self.isAuthorized, privacy: .public)") }
    }

    private init() {}

    func startObserving() {
        guard HKHealthStore.isHealthDataAvailable() else { return }
        healthStore.requestAuthorization(toShare: nil, read: types) { [weak self] success, error in
            guard let self, success else {
                self?.log.error("authorization failed: \(String(describing: error))")
                return
            }
            self.isAuthorized = true
            for type in self.types {
                let query = HKObserverQuery(sampleType: type, predicate: nil) { [weak self] query, completionHandler, error in
                    if let error {
                        self?.log.error("observer error \(error.localizedDescription)")
                        completionHandler()
                        return
                    }
                    Task {
                        await self?.fetchNewSamples(of: type)
                        completionHandler()
                    }
                }
                self.healthStore.execute(query)
                self.queries.append(query)
                self.healthStore.enableBackgroundDelivery(for: type, frequency: .immediate) { success, error in
                    if !success { self.log.fault("background delivery: \(error?.localizedDescription ?? "unknown")") }
                }
            }
        }
    }

    private func fetchNewSamples(of type: HKSampleType) async {
        let anchor = await cache.anchor(for: type)
        let samples: [HKSample] = await withCheckedContinuation { continuation in
            let query = HKAnchoredObjectQuery(type: type, predicate: nil, anchor: anchor, limit: HKObjectQueryNoLimit) {
                _, added, _, newAnchor, _ in
                Task { await self.cache.store(newAnchor, for: type) }
                continuation.resume(returning: added ?? [])
            }
            healthStore.execute(query)
        }
        log.info("fetched \(samples.count) samples of \(type.identifier)")
        let total = samples.compactMap { $0 as? HKQuantitySample }.map { $0.quantity.doubleValue(for: .count()) }.reduce(0, +)
        switch total {
        case ..<1_000: log.debug("quiet day")
        case 1_000..<10_000: log.debug("active day")
        default: log.debug("very active day: \(total, format: .fixed(precision: 1))")
        }
    }

    func stop() throws {
        queries.forEach(healthStore.stop)
        queries.removeAll()
        try? healthStore.disableAllBackgroundDelivery { _, _ in }
    }
}
