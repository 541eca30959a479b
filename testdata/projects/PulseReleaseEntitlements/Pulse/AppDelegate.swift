import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let heartRate = HeartRateObserver()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Observer queries must exist before launch finishes: HealthKit delivers into them right away.
        heartRate.start()
        BGTaskScheduler.shared.register(forTaskWithIdentifier: RefreshScheduler.identifier, using: nil) { task in
            RefreshScheduler.handle(task as! BGAppRefreshTask)
        }
        return true
    }
}
