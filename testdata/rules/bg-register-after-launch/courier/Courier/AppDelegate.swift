import BackgroundTasks
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        registerUpload()
        _ = Tasks.shared
        DispatchQueue.main.async {
            // wakelint-expect: bg-register-after-launch
            BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.inbox", using: nil) { task in
                task.setTaskCompleted(success: true)
            }
        }
        return true
    }

    private func registerUpload() {
        // wakelint-ok: bg-register-after-launch
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.upload", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
    }
}
