import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Launch handlers must be registered before launch ends.
        RefreshScheduler.shared.register()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        RefreshScheduler.shared.schedule()
    }
}
