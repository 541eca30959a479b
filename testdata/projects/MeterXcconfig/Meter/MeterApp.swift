import BackgroundTasks
import HealthKit
import SwiftUI

@main
struct MeterApp: App {
    @UIApplicationDelegateAdaptor(MeterDelegate.self) private var delegate
    var body: some Scene { WindowGroup { Text("Meter") } }
}

final class MeterDelegate: NSObject, UIApplicationDelegate {
    let store = HKHealthStore()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let glucose = HKQuantityType(.bloodGlucose)
        let query = HKObserverQuery(sampleType: glucose, predicate: nil) { _, completion, _ in completion() }
        store.execute(query)
        store.enableBackgroundDelivery(for: glucose, frequency: .hourly) { _, _ in }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "\(Bundle.main.bundleIdentifier!).cleanup", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        return true
    }

    func scheduleCleanup() throws {
        let request = BGProcessingTaskRequest(identifier: "\(Bundle.main.bundleIdentifier!).cleanup")
        request.requiresExternalPower = true
        try BGTaskScheduler.shared.submit(request)
    }
}
