import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Launch handlers must be registered, and observers created, before launch ends.
        RefreshScheduler.shared.register()
        StepStore.shared.startObserving()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        RefreshScheduler.shared.schedule()
    }
}
