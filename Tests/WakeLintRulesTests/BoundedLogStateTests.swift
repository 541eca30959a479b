import Testing
import WakeLintCore
import WakeLintLogs

@testable import WakeLintEngine
@testable import WakeLintRules

/// Stateful log rules keep bounded state: what they drop to stay bounded is said as an input problem, and what
/// they keep still gives its findings.
@Suite struct BoundedLogStateTests {
    static func diagnose(_ lines: [String]) -> (findings: [String], problems: [String]) {
        let text = lines.joined(separator: "\n") + "\n"
        let result = LogDiagnosis().diagnose([LogReader(bytes: Array(text.utf8), displayPath: "device.log")])
        return (
            result.findings.map { "\($0.rule) \($0.location.line):\($0.location.column)" },
            result.problems.map { "\($0.path): \($0.message)" }
        )
    }

    static func running(_ index: Int) -> String {
        "2025-03-02 08:15:01.300020+0100 App\(index)[\(2000 + index):1] [com.apple.BackgroundTasks:Framework] "
            + "Running task: <BGAppRefreshTask: com.example.task\(index)>"
    }

    @Test func openTasksPastTheLimitDropTheOldestAndSaySo() {
        let lines =
            (1...70).map(Self.running)
            + [
                "2025-03-02 08:15:40.000000+0100 runningboardd[33:44] [com.apple.runningboard:process] "
                    + "[app<com.example.app70>:2070] <RBSTerminateContext| code:0x8BADF00D "
                    + "explanation:scene-update watchdog transgression reportType:CrashLog>"
            ]
        let result = Self.diagnose(lines)
        #expect(result.findings.filter { $0.hasPrefix("bg-task-expired") } == ["bg-task-expired 70:85"])
        #expect(
            result.problems == [
                "device.log: 6 background tasks started from line 1 on with no completion were not followed: bg-task-expired follows the newest 64 open tasks"
            ])
    }

    @Test func aKillNamesTheProcessesItEndsAsWholeNumbers() {
        let kill =
            "2025-03-02 08:15:40.000000+0100 runningboardd[33:44] [com.apple.runningboard:process] "
            + "[app<com.example.app>:20012] Forcing crash report with description: watchdog transgression"
        let result = Self.diagnose([Self.running(1), Self.running(12), kill])
        #expect(result.findings.filter { $0.hasPrefix("bg-task-expired") } == [])
        #expect(result.problems == [])
    }

    static func wake(_ message: String, type: String = "HeartRate", second: Int) -> String {
        "2025-03-02 08:\(String(format: "%02d", second / 60)):\(String(format: "%02d", second % 60)).000000+0100 "
            + "Stride Coach[812:40890] [HealthSync] observer fired for HKQuantityTypeIdentifier\(type) \(message)"
    }

    /// A heart-rate sequence waits for its third wake while 300 step-count messages come, each acknowledged or not.
    static func pendingAmong(acknowledged: Bool) -> [String] {
        var lines = [wake("pending", second: 0), wake("pending", second: 10)]
        for index in 0..<300 {
            lines.append(wake("batch \(index)", type: "StepCount", second: 11 + index % 9))
            if acknowledged {
                lines.append(
                    "2025-03-02 08:00:20.000000+0100 Stride Coach[812:40890] [HealthSync] acknowledged "
                        + "HKQuantityTypeIdentifierStepCount")
            }
        }
        return lines + [wake("pending", second: 40)]
    }

    @Test func observerSequencesPastTheLimitReplaceAcknowledgedOnesFirst() {
        let result = Self.diagnose(Self.pendingAmong(acknowledged: true))
        #expect(result.findings == ["hk-observer-completion 1:89"])
        #expect(result.problems == [])
    }

    @Test func observerSequencesPastTheLimitDropTheOldestAndSaySo() {
        let result = Self.diagnose(Self.pendingAmong(acknowledged: false))
        #expect(result.findings == [])
        #expect(
            result.problems == [
                "device.log: 46 HealthKit observer wake sequences from line 1 on were not followed to the end: hk-observer-completion follows 256 distinct wake messages at a time"
            ])
    }
}
