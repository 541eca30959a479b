import WakeLintCore
import WakeLintEngine
import WakeLintLogs
import WakeLintModel

// What and why: rules/background-tasks/bg-no-launch-handler.md
/// Reads code (`NoLaunchHandlerRule+Project.swift`) and logs (`NoLaunchHandlerRule+Log.swift`).
struct NoLaunchHandlerRule: ProjectAndLogRule {
    static let id: RuleID = "bg-no-launch-handler"
}
