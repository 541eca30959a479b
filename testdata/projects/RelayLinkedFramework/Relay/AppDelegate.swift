import RelayKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // The handlers live in the app's own framework.
        SyncScheduler.shared.registerHandlers()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        SyncScheduler.shared.scheduleSync()
    }
}
