import BackgroundTasks
import SwiftUI

@main
struct CourierApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var delegate

    var body: some Scene {
        WindowGroup { Text("Courier") }
            // A literal here, $(PRODUCT_BUNDLE_IDENTIFIER).refresh in the plist: the same identifier.
            .backgroundTask(.appRefresh("com.example.courier.refresh")) { await Feed.shared.refresh() }
    }
}
