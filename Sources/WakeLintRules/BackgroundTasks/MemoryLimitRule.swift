import WakeLintCore
import WakeLintEngine
import WakeLintLogs

// What and why: rules/background-tasks/bg-memory-limit.md
/// MetricKit only: the background exits MetricKit counts for exceeding the memory limit or for memory pressure, summed
/// over a fleet's payloads.
struct MemoryLimitRule: Rule {
    static let id: RuleID = "bg-memory-limit"
}

extension MemoryLimitRule: MetricKitExitRule {
    static let backgroundExitCounters: [MetricKitCounter] = [.memoryResourceLimit, .memoryPressure]
    static let metricKitTerminationCodes: [TerminationCode] = []

    static func metricKitMessage(_ totals: MetricKitFleet.Summary) -> Finding.Message {
        "MetricKit: the system ended the app in the background for its memory, \(totals.figures); hold less memory in the background (free caches and large buffers when the app leaves the foreground), so that background launches finish their work"
    }
}
