import BackgroundTasks
import Core
import HealthKit
import SyncKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let store = HKHealthStore()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.tally.refresh", using: nil) { task in
            task.expirationHandler = { task.setTaskCompleted(success: false) }
            Refresher.refresh { task.setTaskCompleted(success: $0) }
        }
        SyncEngine.shared.registerTasks()
        StepObserver.shared.start(in: store)
        store.enableBackgroundDelivery(for: HKQuantityType(.stepCount), frequency: .hourly) { success, error in
            if let error { Log.error("background delivery: \(error)") }
        }
        return true
    }
}

enum Refresher {
    static func refresh(_ done: @escaping (Bool) -> Void) {
        let request = BGAppRefreshTaskRequest(identifier: "com.example.tally.refresh")
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            Log.error("refresh not scheduled: \(error)")
        }
        done(true)
    }
}
