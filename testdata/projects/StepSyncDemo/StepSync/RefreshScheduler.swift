import BackgroundTasks
import os

/// Refreshes the step total in the background every few hours.
final class RefreshScheduler {
    static let shared = RefreshScheduler()
    static let identifier = "com.example.stepsync.refresh"

    private let log = Logger(subsystem: "com.example.stepsync", category: "refresh")

    func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
    }

    func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 4 * 3600)
        try? BGTaskScheduler.shared.submit(request)
    }

    private func handle(_ task: BGAppRefreshTask) {
        schedule()
        task.expirationHandler = { task.setTaskCompleted(success: false) }
        StepStore.shared.refresh { success in
            task.setTaskCompleted(success: success)
        }
    }
}
