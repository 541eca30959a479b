import WatchKit
import HealthKit

/// watchOS: background refresh tasks must each be completed, snapshot tasks included.
final class ExtensionDelegate: NSObject, WKApplicationDelegate {
    private let healthStore = HKHealthStore()
    private lazy var scheduler = RefreshScheduler(store: healthStore)

    func applicationDidFinishLaunching() {
        scheduler.scheduleNext(after: 15 * 60)
        enableDelivery(for: [.stepCount, .activeEnergyBurned])
    }

    func handle(_ backgroundTasks: Set<WKRefreshBackgroundTask>) {
        for task in backgroundTasks {
            switch task {
            case let refresh as WKApplicationRefreshBackgroundTask:
                scheduler.refresh { [weak self] didUpdate in
                    self?.scheduler.scheduleNext(after: didUpdate ? 15 * 60 : 30 * 60)
                    refresh.setTaskCompletedWithSnapshot(didUpdate)
                }
            case let snapshot as WKSnapshotRefreshBackgroundTask:
                snapshot.setTaskCompleted(restoredDefaultState: true, estimatedSnapshotExpiration: .distantFuture, userInfo: nil)
            case let urlSession as WKURLSessionRefreshBackgroundTask:
                let configuration = URLSessionConfiguration.background(withIdentifier: urlSession.sessionIdentifier)
                _ = URLSession(configuration: configuration, delegate: scheduler, delegateQueue: nil)
                urlSession.setTaskCompletedWithSnapshot(false)
            default:
                task.setTaskCompletedWithSnapshot(false)
            }
        }
    }

    private func enableDelivery(for identifiers: [HKQuantityTypeIdentifier]) {
        identifiers.map { HKQuantityType($0) }.forEach { type in
            healthStore.enableBackgroundDelivery(for: type, frequency: .hourly) { success, error in
                guard success else {
                    WKInterfaceDevice.current().play(.failure)
                    return
                }
            }
        }
    }
}

final class RefreshScheduler: NSObject, URLSessionDownloadDelegate {
    let store: HKHealthStore
    init(store: HKHealthStore) { self.store = store }

    func scheduleNext(after interval: TimeInterval) {
        WKApplication.shared().scheduleBackgroundRefresh(withPreferredDate: Date(timeIntervalSinceNow: interval), userInfo: nil) { error in
            if let error { print("schedule failed: \(error)") }
        }
    }

    func refresh(_ completion: @escaping (Bool) -> Void) {
        let query = HKSampleQuery(sampleType: HKQuantityType(.stepCount), predicate: nil, limit: 1, sortDescriptors: nil) { _, samples, _ in
            completion(!(samples ?? []).isEmpty)
        }
        store.execute(query)
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {}
}
