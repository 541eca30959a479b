import BackgroundTasks

/// The refresh task; `registerRefresh()` must run before launch ends.
public enum TaskCenter {
    static let refreshIdentifier = "com.example.harbor.refresh"

    public static func registerRefresh() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshIdentifier, using: nil) { task in
            scheduleRefresh()
            task.expirationHandler = { task.setTaskCompleted(success: false) }
            task.setTaskCompleted(success: true)
        }
    }

    public static func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: refreshIdentifier)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            NSLog("could not schedule the refresh: %@", String(describing: error))
        }
    }
}
