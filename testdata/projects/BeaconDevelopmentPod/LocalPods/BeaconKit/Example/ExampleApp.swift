import BackgroundTasks

/// The pod's own sample app: not in `source_files`, so never part of Beacon.
enum ExampleApp {
    static func launch() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.beacon.refresh", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
    }
}
