import WakeLintCore
import WakeLintEngine

// What and why: rules/config/superfluous-suppression.md
// The engine raises it while applying suppressions (`FindingFilter`); the type joins the id to its doc.
struct SuperfluousSuppressionRule: SuppressionRule {
    static let id: RuleID = "superfluous-suppression"

    static func message(for command: Suppressions.Command) -> Finding.Message {
        let rules =
            command.rules.isEmpty ? "any rule" : command.rules.sorted().map { "'\($0)'" }.joined(separator: ", ")
        let scope = command.scope == .region ? "" : ":\(command.scope.rawValue)"
        return "'wakelint:disable\(scope)' suppresses no finding of \(rules); remove the comment"
    }
}
