import HealthKit
import os

/// Heart-rate and step wakes, compiled into the phone app and the watch app alike.
final class HeartSync {
    static let shared = HeartSync()
    let store = HKHealthStore()

    /// The phone is woken for heart-rate samples the watch syncs to it.
    func enablePhoneWakes() {
        let heartRate = HKQuantityType(.heartRate)
        store.execute(HKObserverQuery(sampleType: heartRate, predicate: nil) { _, completion, _ in completion() })
        store.enableBackgroundDelivery(for: heartRate, frequency: .hourly) { ok, error in Self.report(ok, error) }
    }

    /// The watch is woken for its own step samples.
    func enableWatchWakes() {
        let steps = HKQuantityType(.stepCount)
        store.execute(HKObserverQuery(sampleType: steps, predicate: nil) { _, completion, _ in completion() })
        store.enableBackgroundDelivery(for: steps, frequency: .hourly) { ok, error in Self.report(ok, error) }
    }

    /// Resting energy wakes, for devices without a watch face to show them on.
    func enableRestingWakes() {
        let energy = HKQuantityType(.basalEnergyBurned)
        store.execute(HKObserverQuery(sampleType: energy, predicate: nil) { _, completion, _ in completion() })
        store.enableBackgroundDelivery(for: energy, frequency: .daily) { ok, error in Self.report(ok, error) }
    }

    func start() {
        #if os(iOS)
        enablePhoneWakes()
        #elseif os(watchOS)
        enableWatchWakes()
        #endif
        #if !canImport(WatchKit)
        enableRestingWakes()
        #endif
    }

    static let log = Logger(subsystem: "com.example.compass", category: "health")

    static func report(_ ok: Bool, _ error: Error?) {
        if let error { log.error("background delivery failed: \(error.localizedDescription)") }
    }
}
