import BackgroundTasks
import SwiftUI

@main
struct CourierApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var delegate

    init() {
        // The App's init runs at launch.
        Registrar.registerRefresh()
    }

    var body: some Scene {
        WindowGroup {
            ContentView()
                .onAppear { Registrar.registerCleanup() }
        }
    }
}

enum Registrar {
    static func registerRefresh() {
        // wakelint-ok: bg-register-after-launch
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.refresh", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
    }

    static func registerCleanup() {
        // wakelint-expect: bg-register-after-launch
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.cleanup", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
    }
}
