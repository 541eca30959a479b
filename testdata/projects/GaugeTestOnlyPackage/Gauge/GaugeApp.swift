import SwiftUI

@main
struct GaugeApp: App {
    var body: some Scene {
        WindowGroup { Text("Gauge") }
    }
}
