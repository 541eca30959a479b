import BackgroundTasks
import UIKit

enum TaskID: String {
    case cleanup = "com.example.courier.cleanup"
    // The plist says .upload; this drifted.
    case upload = "com.example.courier.uploads"
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: TaskID.cleanup.rawValue, using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: TaskID.upload.rawValue, using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        return true
    }
}
