import SwiftUI
import UIKit

@main
struct CompassApp: App {
    @UIApplicationDelegateAdaptor(CompassDelegate.self) private var delegate
    var body: some Scene { WindowGroup { Text("Compass") } }
}

final class CompassDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        HeartSync.shared.start()
        return true
    }
}
