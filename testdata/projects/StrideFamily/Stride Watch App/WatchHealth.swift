import HealthKit
import WatchKit

final class WatchHealth: NSObject, WKApplicationDelegate {
    let store = HKHealthStore()

    func applicationDidFinishLaunching() {
        let heartRate = HKQuantityType(.heartRate)
        store.execute(HKObserverQuery(sampleType: heartRate, predicate: nil) { _, completion, _ in completion() })
        store.enableBackgroundDelivery(for: heartRate, frequency: .hourly) { _, _ in }
    }
}
