import BackgroundTasks

enum Scheduler {
    static func scheduleFeed() {
        // wakelint-ok: bg-too-many-pending
        try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.courier.feed"))
    }

    static func scheduleFeedAgain() {
        // The same identifier replaces the pending request.
        // wakelint-ok: bg-too-many-pending
        try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.courier.feed"))
    }
}
