import BackgroundTasks
import HealthKit
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    let store = HKHealthStore()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let walking = HKQuantityType(.distanceWalkingRunning)
        store.requestAuthorization(toShare: [HKWorkoutType.workoutType()], read: [walking]) { _, _ in }
        return true
    }

    func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: "com.example.courier.refresh")
        try? BGTaskScheduler.shared.submit(request)
    }
}
