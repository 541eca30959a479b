import BackgroundTasks

final class BackgroundTasks {
    static let shared = BackgroundTasks()

    func registerAll() {
        // wakelint-ok: bg-expiration-handler
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.refresh", using: nil) { task in
            self.handleRefresh(task: task as! BGAppRefreshTask)
        }
        // wakelint-expect: bg-expiration-handler
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.cleanup", using: nil) { task in
            self.handleCleanup(task: task as! BGProcessingTask)
        }
        // wakelint-expect: bg-expiration-handler
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.upload", using: nil) { task in
            Uploader.shared.flush { ok in task.setTaskCompleted(success: ok) }
        }
        // Done before the handler returns: nothing for an expiration handler to cancel.
        // wakelint-ok: bg-expiration-handler
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.badge", using: nil) { task in
            Badge.update()
            task.setTaskCompleted(success: true)
        }
        // The SDK receives the task and manages its expiration itself.
        // wakelint-ok: bg-expiration-handler
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.sdk", using: nil) { task in
            AnalyticsKit.handleBackgroundTask(task)
        }
    }

    func handleRefresh(task: BGAppRefreshTask) {
        let operation = RefreshOperation()
        task.expirationHandler = { operation.cancel() }
        operation.completionBlock = { task.setTaskCompleted(success: !operation.isCancelled) }
        OperationQueue.main.addOperation(operation)
    }

    func handleCleanup(task: BGProcessingTask) {
        Store.shared.vacuum { ok in
            task.setTaskCompleted(success: ok)
        }
    }
}
