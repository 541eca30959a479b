import BackgroundTasks
import SwiftUI

@main
struct CourierApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var delegate

    var body: some Scene {
        WindowGroup { ContentView() }
            // wakelint-ok: bg-duplicate-registration
            .backgroundTask(.appRefresh(Identifiers.refresh)) { await Feed.shared.refresh() }
    }
}

enum Identifiers {
    static let refresh = "com.example.courier.refresh"
    static let cleanup = "com.example.courier.cleanup"
}
