import BackgroundTasks
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.refresh", using: nil) { task in
            self.handleAppRefresh(task: task as! BGAppRefreshTask)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.inbox", using: nil) { task in
            Inbox.shared.sync { ok in
                // wakelint-expect: bg-reschedule-first
                Scheduler.scheduleInbox()
                task.setTaskCompleted(success: ok)
            }
        }
        // wakelint-expect: bg-reschedule-first
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.news", using: nil) { task in
            News.shared.refresh { ok in task.setTaskCompleted(success: ok) }
        }
        return true
    }

    func handleAppRefresh(task: BGAppRefreshTask) {
        // Apple's order: the request that launched this task is used up, so the next one goes in first.
        // wakelint-ok: bg-reschedule-first
        Scheduler.scheduleAppRefresh()
        let operation = Feed.shared.refresh { ok in task.setTaskCompleted(success: ok) }
        task.expirationHandler = { operation.cancel() }
    }
}
