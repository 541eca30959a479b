import BeaconKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        BeaconScheduler.shared.registerTasks()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        BeaconScheduler.shared.scheduleNext()
    }
}
