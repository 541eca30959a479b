import BackgroundTasks
import os

enum Scheduler {
    static let log = Logger(subsystem: "com.example.courier", category: "scheduler")

    static func scheduleAppRefresh() {
        submit(BGAppRefreshTaskRequest(identifier: "com.example.courier.refresh"))
    }

    static func scheduleInbox() {
        submit(BGAppRefreshTaskRequest(identifier: "com.example.courier.inbox"))
    }

    static func scheduleNews() {
        submit(BGAppRefreshTaskRequest(identifier: "com.example.courier.news"))
    }

    static func scheduleDigest() {
        submit(BGAppRefreshTaskRequest(identifier: "com.example.courier.digest"))
    }

    private static func submit(_ request: BGAppRefreshTaskRequest) {
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            log.error("not scheduled: \(error)")
        }
    }
}
