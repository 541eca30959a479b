import HealthKit
import SwiftUI

@main
struct StrideApp: App {
    @UIApplicationDelegateAdaptor(StrideDelegate.self) private var delegate
    var body: some Scene { WindowGroup { Text("Stride") } }
}

final class StrideDelegate: NSObject, UIApplicationDelegate {
    let store = HKHealthStore()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let steps = HKQuantityType(.stepCount)
        store.execute(HKObserverQuery(sampleType: steps, predicate: nil) { _, completion, _ in completion() })
        store.enableBackgroundDelivery(for: steps, frequency: .hourly) { _, _ in }
        return true
    }

    /// Steps per day for the history screen, keyed by day; uploads carry UTC timestamps.
    func history(_ samples: [HKQuantitySample]) -> (days: [String: Double], uploads: [String]) {
        let dayKey = DateFormatter()
        dayKey.dateFormat = "yyyy-MM-dd"
        dayKey.timeZone = TimeZone(identifier: "UTC")
        let stamp = DateFormatter()
        stamp.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
        stamp.timeZone = TimeZone(identifier: "UTC")
        let days = Dictionary(grouping: samples) { dayKey.string(from: $0.startDate) }
            .mapValues { $0.count > 0 ? Double($0.count) : 0 }
        return (days, samples.map { stamp.string(from: $0.startDate) })
    }

    /// Live heart rate while the app is open; only the watch app enables delivery for heart rate.
    func showLiveHeartRate() {
        store.execute(HKObserverQuery(sampleType: HKQuantityType(.heartRate), predicate: nil) { _, completion, _ in completion() })
    }
}
