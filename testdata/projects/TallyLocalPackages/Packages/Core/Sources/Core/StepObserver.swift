import HealthKit
import os

/// The observer for the step count whose background delivery the app enables.
public final class StepObserver {
    public static let shared = StepObserver()

    public func start(in store: HKHealthStore) {
        let query = HKObserverQuery(sampleType: HKQuantityType(.stepCount), predicate: nil) { _, completionHandler, error in
            defer { completionHandler() }
            if let error { Log.error("step observer: \(error)") }
        }
        store.execute(query)
    }
}

public enum Log {
    private static let logger = Logger(subsystem: "com.example.tally", category: "app")
    public static func error(_ message: String) { logger.error("\(message, privacy: .public)") }
}
