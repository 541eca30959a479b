import BackgroundTasks
import SwiftUI

enum Route: Hashable {
    case inbox
    case appRefresh(String)
}

@main
struct CourierApp: App {
    var body: some Scene {
        WindowGroup {
            // The app's own route named appRefresh: not a background task.
            // wakelint-ok: bg-background-mode
            Router(start: .appRefresh("settings"))
        }
        // wakelint-expect: bg-background-mode
        .backgroundTask(.appRefresh("com.example.courier.refresh")) { await Feed.shared.refresh() }
    }
}
