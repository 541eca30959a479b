import BackgroundTasks

public enum Chunked {
    public static func registerSample() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.tally.refresh", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
    }
}
