import os

/// The app's logger: the unified log, so errors reach a sysdiagnose.
enum CourierLog {
    static let background = Logger(subsystem: "com.example.courier", category: "background")
}

/// Debug output that only ever went to the console.
enum Debug {
    static func trace(_ message: String) {
        print("[trace] \(message)")
    }
}
