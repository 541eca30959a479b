import WakeLintCore
import WakeLintEngine
import WakeLintLogs
import WakeLintModel
import WakeLintSwift

// What and why: rules/background-tasks/bg-duplicate-registration.md
/// Reads code (`DuplicateRegistrationRule+Project.swift`) and logs (`DuplicateRegistrationRule+Log.swift`).
struct DuplicateRegistrationRule: ProjectAndLogRule {
    static let id: RuleID = "bg-duplicate-registration"
}
