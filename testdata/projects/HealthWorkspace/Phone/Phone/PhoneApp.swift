import HealthKit
import SwiftUI

@main
struct PhoneApp: App {
    @UIApplicationDelegateAdaptor(PhoneDelegate.self) private var delegate
    var body: some Scene { WindowGroup { Text("Phone") } }
}

final class PhoneDelegate: NSObject, UIApplicationDelegate {
    let store = HKHealthStore()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let sleep = HKCategoryType(.sleepAnalysis)
        store.execute(HKObserverQuery(sampleType: sleep, predicate: nil) { _, completion, _ in completion() })
        store.enableBackgroundDelivery(for: sleep, frequency: .daily) { _, _ in }
        return true
    }
}
