import WakeLintCore
import WakeLintEngine
import WakeLintLogs
import WakeLintModel
import WakeLintSwift

// What and why: rules/background-tasks/bg-assertion-leak.md
/// Reads code (`AssertionLeakRule+Project.swift`) and logs (`AssertionLeakRule+Log.swift`).
struct AssertionLeakRule: ProjectAndLogRule {
    static let id: RuleID = "bg-assertion-leak"
}

extension AssertionLeakRule: MetricKitExitRule {
    static let backgroundExitCounters: [MetricKitCounter] = [.backgroundTaskAssertionTimeout]
    static let metricKitTerminationCodes: [TerminationCode] = [.backgroundTask]

    static func metricKitMessage(_ totals: MetricKitFleet.Summary) -> Finding.Message {
        "MetricKit: the system ended the app in the background for running past a background task's time, \(totals.figures); end every beginBackgroundTask with endBackgroundTask(_:) as soon as its work is done, and in its expiration handler"
    }
}
