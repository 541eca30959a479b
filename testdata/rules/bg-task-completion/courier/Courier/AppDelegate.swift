import BackgroundTasks
import UIKit
import os

final class AppDelegate: NSObject, UIApplicationDelegate {
    let log = Logger(subsystem: "com.example.courier", category: "background")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.refresh", using: nil) { task in
            self.handleAppRefresh(task: task as! BGAppRefreshTask)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.cleanup", using: nil) { task in
            Task {
                do {
                    try await Database.shared.vacuum()
                    task.setTaskCompleted(success: true)
                } catch {
                    self.log.error("vacuum failed: \(error)")
                }
            // wakelint-expect: bg-task-completion
            }
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.upload", using: nil) { task in
            defer { task.setTaskCompleted(success: true) }
            guard Uploader.shared.hasPending else {
                // wakelint-ok: bg-task-completion
                return
            }
            Uploader.shared.flush()
        }
        return true
    }

    func handleAppRefresh(task: BGAppRefreshTask) {
        Scheduler.scheduleAppRefresh()
        guard let account = Session.shared.account else {
            // wakelint-expect: bg-task-completion
            return
        }
        if account.isSuspended {
            task.setTaskCompleted(success: false)
            // wakelint-ok: bg-task-completion
            return
        }
        let operation = Feed.shared.refreshOperation(for: account)
        task.expirationHandler = { operation.cancel() }
        operation.completionBlock = { task.setTaskCompleted(success: !operation.isCancelled) }
        OperationQueue.main.addOperation(operation)
    }
}
