import SwiftUI
import WatchKit

@main
struct CompassWatchApp: App {
    @WKApplicationDelegateAdaptor(WatchDelegate.self) private var delegate
    var body: some Scene { WindowGroup { Text("Compass") } }
}

final class WatchDelegate: NSObject, WKApplicationDelegate {
    func applicationDidFinishLaunching() {
        HeartSync.shared.start()
    }
}
