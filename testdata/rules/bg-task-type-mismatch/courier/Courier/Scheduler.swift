import BackgroundTasks

enum Scheduler {
    static func scheduleAll() throws {
        try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: Tasks.refresh))
        let cleanup = BGProcessingTaskRequest(identifier: Tasks.cleanup)
        cleanup.requiresExternalPower = true
        try BGTaskScheduler.shared.submit(cleanup)
        try BGTaskScheduler.shared.submit(BGHealthResearchTaskRequest(identifier: Tasks.study))
    }
}
