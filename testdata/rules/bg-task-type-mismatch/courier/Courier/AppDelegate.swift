import BackgroundTasks
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Tasks.refresh, using: nil) { task in
            // wakelint-ok: bg-task-type-mismatch
            self.handleRefresh(task: task as! BGAppRefreshTask)
        }
        // Copied from the refresh registration; cleanup is submitted as a processing request.
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Tasks.cleanup, using: nil, launchHandler: handleCleanup)
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Tasks.study, using: nil) { task in
            // wakelint-ok: bg-task-type-mismatch
            guard let processing = task as? BGProcessingTask else { return task.setTaskCompleted(success: false) }
            StudyUploader.shared.upload(processing)
        }
        return true
    }

    func handleRefresh(task: BGAppRefreshTask) {
        task.setTaskCompleted(success: true)
    }

    func handleCleanup(_ task: BGTask) {
        // wakelint-expect: bg-task-type-mismatch
        let refresh = task as! BGAppRefreshTask
        refresh.setTaskCompleted(success: true)
    }
}
