import BackgroundTasks

/// Set up on first use, which the app delegate forces at launch.
final class Tasks {
    static let shared: Tasks = {
        let tasks = Tasks()
        // The closure runs right away, during launch.
        // wakelint-ok: bg-register-after-launch
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.digest", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        return tasks
    }()
}
