import BackgroundTasks

enum RefreshScheduler {
    // Matches $(PRODUCT_BUNDLE_IDENTIFIER).refresh in Info.plist.
    static let identifier = "com.example.pulse.refresh"

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 3600)
        do { try BGTaskScheduler.shared.submit(request) } catch { print("submit failed: \(error)") }
    }

    static func handle(_ task: BGAppRefreshTask) {
        schedule()
        task.expirationHandler = { task.setTaskCompleted(success: false) }
        task.setTaskCompleted(success: true)
    }
}
