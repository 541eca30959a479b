import BackgroundTasks

enum Weather {
    static func scheduleRefresh() {
        // A second refresh identifier: at most one refresh request can be pending.
        // wakelint-expect: bg-too-many-pending
        let request = BGAppRefreshTaskRequest(identifier: "com.example.courier.weather")
        try? BGTaskScheduler.shared.submit(request)
    }
}
