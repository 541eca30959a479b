import BackgroundTasks

/// Registers and runs Beacon's refresh task; the app calls `registerTasks()` at launch.
public final class BeaconScheduler {
    public static let shared = BeaconScheduler()
    public static let refreshIdentifier = "com.example.beacon.refresh"

    public func registerTasks() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshIdentifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
    }

    public func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 3600)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            print("could not schedule the refresh: \(error)")
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        scheduleNext()
        task.expirationHandler = { self.cancel() }
        guard let session = currentSession() else { return }
        session.sync { ok in task.setTaskCompleted(success: ok) }
    }

    func currentSession() -> Session? { nil }
    func cancel() {}
}

public final class Session {
    func sync(_ done: @escaping (Bool) -> Void) { done(true) }
}
