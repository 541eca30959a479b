import WakeLintCore
import WakeLintEngine
import WakeLintLogs
import WakeLintModel
import WakeLintSwift

// What and why: rules/healthkit/hk-observer-completion.md
/// Reads code (`ObserverCompletionRule+Project.swift`) and logs (`ObserverCompletionRule+Log.swift`).
struct ObserverCompletionRule: ProjectAndLogRule {
    static let id: RuleID = "hk-observer-completion"
}
