import BackgroundTasks
import os

enum Scheduler {
    static let log = Logger(subsystem: "com.example.stride", category: "scheduler")

    static func register() {
        // The sync task was renamed from "com.example.stride.sync" in 2.3; the plist still lists the old refresh only.
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.stride.refresh", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.stride.sync", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
    }
}
