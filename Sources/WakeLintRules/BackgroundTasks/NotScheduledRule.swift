import WakeLintCore
import WakeLintEngine

// What and why: rules/background-tasks/bg-not-scheduled.md
// The log side is the doc's log-rule fences; this type says how its findings point into the project.
struct NotScheduledRule: ProjectLinkedLogRule {
    static let id: RuleID = "bg-not-scheduled"

    /// The log names the identifier: where the permitted identifiers list it, and the code that spells it.
    static func projectPlaces(for finding: Finding, in join: LogProjectJoin) -> [RelatedLocation] {
        join.identifierPlaces(for: finding)
    }
}
