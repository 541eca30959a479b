import UIKit
import BackgroundTasks
import HealthKit

/// Registers background task handlers at launch, as BGTaskScheduler requires.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshIdentifier = "com.example.app.refresh"
    static let processingIdentifier = "com.example.app.db-cleanup"

    var window: UIWindow?
    private let store = HealthObserverStore.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        registerBackgroundTasks()
        store.startObserving()
        return true
    }

    private func registerBackgroundTasks() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshIdentifier, using: nil) { task in
            // Downcast: the identifier above is registered for app refresh only.
            self.handleAppRefresh(task: task as! BGAppRefreshTask)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.processingIdentifier, using: .main) { [weak self] task in
            guard let self, let task = task as? BGProcessingTask else { return }
            self.handleCleanup(task: task)
        }
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        scheduleAppRefresh()
    }

    func scheduleAppRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch let error as BGTaskScheduler.Error where error.code == .notPermitted {
            print("not permitted: \(error.localizedDescription)")
        } catch {
            print("Could not schedule app refresh: \(error)")
        }
    }

    private func handleAppRefresh(task: BGAppRefreshTask) {
        scheduleAppRefresh()
        let operation = RefreshOperation()
        task.expirationHandler = {
            operation.cancel()
        }
        operation.completionBlock = {
            task.setTaskCompleted(success: !operation.isCancelled)
        }
        OperationQueue.main.addOperation(operation)
    }

    private func handleCleanup(task: BGProcessingTask) {
        defer { task.setTaskCompleted(success: true) }
        #if DEBUG
        print("cleanup at \(Date())")
        #elseif BETA
        Logger.beta.log("cleanup")
        #else
        Analytics.record(event: .cleanup, properties: ["count": 3, "ratio": 0.5])
        #endif
        for index in 0..<10 where index % 2 == 0 {
            Database.shared.vacuum(page: index)
        }
    }
}
