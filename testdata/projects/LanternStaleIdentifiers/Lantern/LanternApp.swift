import SwiftUI

/// The refresh task this app once scheduled was removed; its Info.plist still permits it.
@main
struct LanternApp: App {
    var body: some Scene {
        WindowGroup { Text("Lantern") }
    }
}
