import BackgroundTasks
import HealthKit
import SwiftUI

@main
struct TallyApp: App {
    @UIApplicationDelegateAdaptor(TallyDelegate.self) private var delegate
    var body: some Scene { WindowGroup { Text("Tally") } }
}

final class TallyDelegate: NSObject, UIApplicationDelegate {
    let health = HKHealthStore()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.tally.refresh", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        let request = BGAppRefreshTaskRequest(identifier: "com.example.tally.refresh")
        try? BGTaskScheduler.shared.submit(request)
    }
}
