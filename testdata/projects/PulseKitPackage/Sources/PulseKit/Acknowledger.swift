import HealthKit

enum Acknowledger {
    static func finish(_ completionHandler: HKObserverQueryCompletionHandler) {
        Log.info("acknowledged without reading")
        completionHandler()
    }
}

enum Log {
    static func info(_ message: String) { print(message) }
    static func error(_ message: String) { print(message) }
}
