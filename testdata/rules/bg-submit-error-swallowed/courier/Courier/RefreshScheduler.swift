import BackgroundTasks
import os

enum RefreshScheduler {
    static let identifier = "com.example.courier.refresh"

    static func scheduleAfterForeground() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        // wakelint-expect: bg-submit-error-swallowed
        try? BGTaskScheduler.shared.submit(request)
    }

    static func scheduleAfterSync() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        // wakelint-expect: bg-submit-error-swallowed
        _ = try? BGTaskScheduler.shared.submit(request)
    }

    static func scheduleCleanup() {
        do {
            // wakelint-ok: bg-submit-error-swallowed
            try BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: "com.example.courier.cleanup"))
        } catch let error as BGTaskScheduler.Error where error.code == .unavailable {
            // Background App Refresh is off: nothing to do until the user turns it on.
        } catch {
            CourierLog.background.error("cleanup not scheduled: \(error, privacy: .public)")
        }
    }

    static func scheduleUpload() {
        do {
            // wakelint-expect: bg-submit-error-swallowed
            try BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: "com.example.courier.upload"))
        } catch let error as BGTaskScheduler.Error where error.code == .unavailable {
        } catch {
            Debug.trace("upload not scheduled: \(error)")
        }
    }

    static func scheduleExport(_ request: BGContinuedProcessingTaskRequest) {
        Task.detached {
            // wakelint-expect: bg-submit-error-swallowed
            try await BGTaskScheduler.shared.submitTaskRequest(request)
        }
    }

    static func scheduleWithReport(_ request: BGAppRefreshTaskRequest) {
        // wakelint-ok: bg-submit-error-swallowed
        BGTaskScheduler.shared.submitTaskRequest(request) { error in
            if let error { Telemetry.shared.record(error) }
        }
    }

    static func scheduleOrThrow(_ request: BGTaskRequest) throws {
        // wakelint-ok: bg-submit-error-swallowed
        try BGTaskScheduler.shared.submit(request)
    }
}
