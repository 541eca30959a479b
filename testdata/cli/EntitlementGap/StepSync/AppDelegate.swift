import UIKit
import HealthKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Observers must exist before launch ends: HealthKit calls them right away after a background wake.
        StepStore.shared.startObserving()
        return true
    }
}
