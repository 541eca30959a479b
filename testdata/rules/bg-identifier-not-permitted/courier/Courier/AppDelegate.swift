import BackgroundTasks
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        // wakelint-ok: bg-identifier-not-permitted
        BGTaskScheduler.shared.register(forTaskWithIdentifier: TaskIdentifiers.refresh, using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        // wakelint-expect: bg-identifier-not-permitted
        BGTaskScheduler.shared.register(forTaskWithIdentifier: TaskIdentifiers.cleanup, using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        // wakelint-ok: bg-identifier-not-permitted
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "\(Bundle.main.bundleIdentifier!).cleanup", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        return true
    }

    func export() throws {
        // wakelint-ok: bg-identifier-not-permitted
        try BGTaskScheduler.shared.submit(BGContinuedProcessingTaskRequest(identifier: ExportTask.video.rawValue, title: "Export", subtitle: "Video"))
        // wakelint-expect: bg-identifier-not-permitted
        try BGTaskScheduler.shared.submit(BGContinuedProcessingTaskRequest(identifier: ExportTask.typo.rawValue, title: "Export", subtitle: "Video"))
    }
}
