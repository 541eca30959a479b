import BackgroundTasks

enum Scheduler {
    static func scheduleAppRefresh() throws {
        // wakelint-ok: bg-no-launch-handler
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.refreshIdentifier)
        try BGTaskScheduler.shared.submit(request)
    }

    static func scheduleCleanup() throws {
        // Registered nowhere: the launch crashes with "No launch handler registered for task with identifier".
        // wakelint-expect: bg-no-launch-handler
        let request = BGProcessingTaskRequest(identifier: "com.example.courier.cleanup")
        try BGTaskScheduler.shared.submit(request)
    }
}
