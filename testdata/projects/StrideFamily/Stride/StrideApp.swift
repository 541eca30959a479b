import HealthKit
import SwiftUI

@main
struct StrideApp: App {
    @UIApplicationDelegateAdaptor(StrideDelegate.self) private var delegate
    var body: some Scene { WindowGroup { Text("Stride") } }
}

final class StrideDelegate: NSObject, UIApplicationDelegate {
    let store = HKHealthStore()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let steps = HKQuantityType(.stepCount)
        store.execute(HKObserverQuery(sampleType: steps, predicate: nil) { _, completion, _ in completion() })
        store.enableBackgroundDelivery(for: steps, frequency: .hourly) { _, _ in }
        return true
    }

    /// Steps per day for the history screen, keyed by day; uploads carry UTC timestamps.
    func history(_ samples: [HKQuantitySample]) -> (days: [String: Double], uploads: [String]) {
        let dayKey = DateFormatter()
        dayKey.dateFormat = "yyyy-MM-dd"
        dayKey.timeZone = TimeZone(identifier: "UTC")
        let stamp = DateFormatter()
        stamp.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
        stamp.timeZone = TimeZone(identifier: "UTC")
        let days = Dictionary(grouping: samples) { dayKey.string(from: $0.startDate) }
            .mapValues { $0.count > 0 ? Double($0.count) : 0 }
        return (days, samples.map { stamp.string(from: $0.startDate) })
    }

    /// Live heart rate while the app is open; only the watch app enables delivery for heart rate.
    func showLiveHeartRate() {
        store.execute(HKObserverQuery(sampleType: HKQuantityType(.heartRate), predicate: nil) { _, completion, _ in completion() })
    }

    /// Uploads the workouts since the last sync; the cursor moves once the server has them.
    func uploadWorkouts(to server: WorkoutServer) {
        let since = UserDefaults.standard.object(forKey: "workouts.lastSyncDate") as? Date
        let predicate = HKQuery.predicateForSamples(withStart: since, end: nil)
        store.execute(HKSampleQuery(sampleType: .workoutType(), predicate: predicate, limit: HKObjectQueryNoLimit, sortDescriptors: nil) { _, workouts, _ in
            server.upload(workouts ?? []) { succeeded in
                if succeeded { UserDefaults.standard.set(workouts?.last?.endDate, forKey: "workouts.lastSyncDate") }
            }
        })
    }

    /// Uploads the steps since the last sync, moving the cursor first.
    func uploadSteps(to server: WorkoutServer) {
        let since = UserDefaults.standard.object(forKey: "steps.lastSyncDate") as? Date
        let predicate = HKQuery.predicateForSamples(withStart: since, end: nil)
        store.execute(HKSampleQuery(sampleType: HKQuantityType(.stepCount), predicate: predicate, limit: HKObjectQueryNoLimit, sortDescriptors: nil) { _, steps, _ in
            UserDefaults.standard.set(Date(), forKey: "steps.lastSyncDate")
            server.upload(steps ?? []) { _ in }
        })
    }
}

protocol WorkoutServer {
    func upload(_ samples: [HKSample], completion: @escaping (Bool) -> Void)
}
