import HealthKit
import SwiftUI

@main
struct StrideApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    @State private var model = StepsModel()

    var body: some Scene {
        WindowGroup {
            StepsView(model: model)
        }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    let heartRate = HeartRateObserver()
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        heartRate.start()
        return true
    }
}

final class HeartRateObserver {
    let store = HKHealthStore()
    func start() {
        let type = HKQuantityType(.heartRate)
        // wakelint-ok: hk-observer-after-launch
        store.execute(HKObserverQuery(sampleType: type, predicate: nil) { _, done, _ in done() })
        store.enableBackgroundDelivery(for: type, frequency: .immediate) { ok, error in
            if !ok { print("delivery failed: \(String(describing: error))") }
        }
    }
}
