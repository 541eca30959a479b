import WakeLintCore
import WakeLintEngine
import WakeLintLogs

// What and why: rules/background-tasks/bg-file-lock-suspended.md
/// The log side is the doc's log-rule fences; this type is the MetricKit side: the background exits MetricKit counts
/// as suspended with a locked file, summed over a fleet's payloads.
struct FileLockSuspendedRule: Rule {
    static let id: RuleID = "bg-file-lock-suspended"
}

extension FileLockSuspendedRule: MetricKitExitRule {
    static let backgroundExitCounters: [MetricKitCounter] = [.suspendedWithLockedFile]
    static let metricKitTerminationCodes: [TerminationCode] = [.fileLock]

    static func metricKitMessage(_ totals: MetricKitFleet.Summary) -> Finding.Message {
        "MetricKit: the system ended the app while it was suspended holding a file lock, \(totals.figures); finish or cancel SQLite and file writes before the app is suspended (hold a background task around them), and keep databases in shared containers unlocked while suspended"
    }
}
