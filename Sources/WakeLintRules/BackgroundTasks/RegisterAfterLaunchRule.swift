import WakeLintCore
import WakeLintEngine
import WakeLintLogs
import WakeLintModel
import WakeLintSwift

// What and why: rules/background-tasks/bg-register-after-launch.md
/// Reads code (`RegisterAfterLaunchRule+Project.swift`) and logs (`RegisterAfterLaunchRule+Log.swift`).
struct RegisterAfterLaunchRule: ProjectAndLogRule {
    static let id: RuleID = "bg-register-after-launch"
}
