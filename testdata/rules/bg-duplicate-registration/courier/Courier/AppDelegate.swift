import BackgroundTasks
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        // Left over from before the SwiftUI migration.
        // wakelint-expect: bg-duplicate-registration
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.refresh", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        #if DEBUG
        // wakelint-ok: bg-duplicate-registration
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Identifiers.cleanup, using: nil) { task in
            DebugTasks.cleanUp(task)
        }
        #else
        // wakelint-ok: bg-duplicate-registration
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Identifiers.cleanup, using: nil) { task in
            Tasks.cleanUp(task)
        }
        #endif
        return true
    }
}
