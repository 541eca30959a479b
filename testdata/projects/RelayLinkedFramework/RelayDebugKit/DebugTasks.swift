import BackgroundTasks

/// Only the unit tests link this framework: the cleanup task it registers is never registered by the app.
public enum DebugTasks {
    public static func registerCleanup() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.relay.cleanup", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
    }
}
