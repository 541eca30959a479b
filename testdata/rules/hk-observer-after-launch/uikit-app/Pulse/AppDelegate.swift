import HealthKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let health = HKHealthStore()
    let sleep = SleepStore()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Trap: the singleton's init creates an observer; touching it here runs that init at launch.
        _ = WorkoutObserver.shared
        _ = EnergyObserver.shared
        sleep.observe()
        #if DEBUG
        DebugObserver().start()
        #endif
        let heartRate = HKQuantityType(.heartRate)
        health.requestAuthorization(toShare: [], read: [heartRate]) { granted, _ in
            guard granted else { return }
            // wakelint-expect: hk-observer-after-launch
            let query = HKObserverQuery(sampleType: heartRate, predicate: nil) { _, completionHandler, _ in
                completionHandler()
            }
            self.health.execute(query)
        }
        health.enableBackgroundDelivery(for: heartRate, frequency: .immediate) { success, error in
            if !success { print("heart rate delivery: \(String(describing: error))") }
        }
        health.enableBackgroundDelivery(for: HKQuantityType(.activeEnergyBurned), frequency: .hourly) { success, error in
            if !success { print("energy delivery: \(String(describing: error))") }
        }
        return true
    }
}
