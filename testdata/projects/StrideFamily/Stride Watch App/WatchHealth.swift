import HealthKit
import WatchKit

final class WatchHealth: NSObject, WKApplicationDelegate {
    let store = HKHealthStore()

    func applicationDidFinishLaunching() {
        let heartRate = HKQuantityType(.heartRate)
        store.execute(HKObserverQuery(sampleType: heartRate, predicate: nil) { _, completion, _ in completion() })
        store.enableBackgroundDelivery(for: heartRate, frequency: .hourly) { _, _ in }
    }

    /// Calories of one workout, from its own samples.
    func calories(of workout: HKWorkout, show: @escaping (Double) -> Void) {
        let own = HKQuery.predicateForObjects(from: workout)
        store.execute(HKSampleQuery(sampleType: HKQuantityType(.activeEnergyBurned), predicate: own, limit: HKObjectQueryNoLimit, sortDescriptors: nil) { _, samples, _ in
            show((samples as? [HKQuantitySample] ?? []).reduce(0) { $0 + $1.quantity.doubleValue(for: .kilocalorie()) })
        })
    }

    /// Today's distance on the watch face, from every source's samples.
    func distanceToday(show: @escaping (Double) -> Void) {
        let today = HKQuery.predicateForSamples(withStart: Calendar.current.startOfDay(for: Date()), end: nil)
        store.execute(HKSampleQuery(sampleType: HKQuantityType(.distanceWalkingRunning), predicate: today, limit: HKObjectQueryNoLimit, sortDescriptors: nil) { _, samples, _ in
            var meters = 0.0
            for case let sample as HKQuantitySample in samples ?? [] { meters += sample.quantity.doubleValue(for: .meter()) }
            show(meters)
        })
    }
}
