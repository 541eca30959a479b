import WakeLintCore
import WakeLintEngine
import WakeLintLogs
import WakeLintModel
import WakeLintSwift

/// Log side (`SchedulerCrashes`): the exception, with where the app called BGTaskScheduler when a backtrace shows it.
extension DuplicateRegistrationRule {
    struct Log: LogRule {
        static let id = DuplicateRegistrationRule.id
        static let requiredLiterals = SchedulerCrashes.requiredLiterals

        var crashes = SchedulerCrashFindings()

        static func message(_ failure: SchedulerCrashes.Failure) -> Finding.Message? {
            guard failure.kind == .duplicateRegistration, let identifier = failure.identifier else { return nil }
            return .registeredTwice(identifier, failure.whereShown)
        }

        mutating func check(_ event: LogEvent, in context: inout RuleContext) {
            crashes.check(event, in: context, Self.message)
        }

        mutating func finish(in context: inout RuleContext) {
            crashes.finish(in: &context, Self.message)
        }
    }
}

extension Finding.Message {
    fileprivate static func registeredTwice(_ identifier: String, _ place: String) -> Self {
        "the launch handler for task '\(identifier)' was registered twice\(place) and the system kills the app on the second registration; register each identifier exactly once (look for a second SDK or plugin registering it)"
    }
}

extension DuplicateRegistrationRule: ProjectLinkedLogRule {
    /// The log names the identifier: where the permitted identifiers list it, and the code that spells it.
    static func projectPlaces(for finding: Finding, in join: LogProjectJoin) -> [RelatedLocation] {
        join.framePlaces(for: finding) + join.identifierPlaces(for: finding)
    }
}
