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
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            // Code 1: Background App Refresh off; 2: too many pending requests; 3: identifier not permitted.
            log.error("could not schedule the refresh: \(error.localizedDescription)")
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        schedule()
        task.expirationHandler = { task.setTaskCompleted(success: false) }
        StepStore.shared.refresh { success in
            task.setTaskCompleted(success: success)
        }
    }
}
