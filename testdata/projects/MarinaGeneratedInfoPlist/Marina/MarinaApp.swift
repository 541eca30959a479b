import BackgroundTasks
import SwiftUI

@main
struct MarinaApp: App {
    var body: some Scene {
        WindowGroup { Text("Marina") }
            .backgroundTask(.appRefresh("com.example.marina.refresh")) {
                await Harbor.refresh()
            }
    }
}

enum Harbor {
    static func refresh() async {}
}
