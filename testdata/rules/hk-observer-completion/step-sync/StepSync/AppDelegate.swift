import HealthKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let observers = HealthObservers()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        observers.startAll()
        return true
    }
}
