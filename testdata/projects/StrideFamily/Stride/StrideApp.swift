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

    /// Live heart rate while the app is open; only the watch app enables delivery for heart rate.
    func showLiveHeartRate() {
        store.execute(HKObserverQuery(sampleType: HKQuantityType(.heartRate), predicate: nil) { _, completion, _ in completion() })
    }
}
