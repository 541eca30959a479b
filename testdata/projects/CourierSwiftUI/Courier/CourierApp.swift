import BackgroundTasks
import SwiftUI

@main
struct CourierApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup {
            DeliveriesView()
        }
        .backgroundTask(.appRefresh("com.example.courier.refresh")) {
            await DeliverySync.shared.refresh()
        }
    }
}
