import BackgroundTasks

/// Registers and schedules the app's refresh; the app calls `registerHandlers()` at launch.
public final class SyncScheduler {
    public static let shared = SyncScheduler()
    static let syncIdentifier = "com.example.relay.sync"

    public func registerHandlers() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.syncIdentifier, using: nil) { task in
            self.sync(task as! BGAppRefreshTask)
        }
    }

    public func scheduleSync() {
        let request = BGAppRefreshTaskRequest(identifier: Self.syncIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            print("could not schedule the sync: \(error)")
        }
    }

    func sync(_ task: BGAppRefreshTask) {
        scheduleSync()
        let upload = Task {
            let sent = await Outbox.shared.send()
            task.setTaskCompleted(success: sent)
        }
        task.expirationHandler = {
            upload.cancel()
            task.setTaskCompleted(success: false)
        }
    }
}

actor Outbox {
    static let shared = Outbox()

    func send() async -> Bool { true }
}
