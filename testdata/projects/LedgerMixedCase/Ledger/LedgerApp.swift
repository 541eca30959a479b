import BackgroundTasks
import HealthKit
import OSLog
import SwiftUI

@main
struct LedgerApp: App {
    @UIApplicationDelegateAdaptor(LedgerDelegate.self) private var delegate
    var body: some Scene { WindowGroup { Text("Ledger") } }
}

final class LedgerDelegate: NSObject, UIApplicationDelegate {
    let health = HKHealthStore()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.ledger.refresh", using: nil) { task in
            self.schedule()
            task.expirationHandler = { task.setTaskCompleted(success: false) }
            task.setTaskCompleted(success: true)
        }
        return true
    }

    func schedule() {
        do {
            try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.ledger.refresh"))
        } catch {
            Logger().error("refresh not scheduled: \(error)")
        }
    }
}
