import WakeLintCore
import WakeLintEngine
import WakeLintLogs
import WakeLintModel
import WakeLintSwift

/// Log side (`SchedulerCrashes`): the late-registration exception, and a registration assertion whose reason the
/// log does not quote.
extension RegisterAfterLaunchRule {
    struct Log: LogRule {
        static let id = RegisterAfterLaunchRule.id
        static let requiredLiterals = SchedulerCrashes.requiredLiterals

        var crashes = SchedulerCrashFindings()

        static func message(_ failure: SchedulerCrashes.Failure) -> Finding.Message? {
            switch failure.kind {
            case .lateRegistration: .lateInLog(failure.whereShown)
            case .registrationAssertion: .assertionWithoutReason(failure.whereShown)
            default: nil
            }
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
    fileprivate static func lateInLog(_ place: String) -> Self {
        "a BGTaskScheduler launch handler was registered after the app finished launching\(place), which raises NSInternalInconsistencyException; register every handler synchronously in application(_:didFinishLaunchingWithOptions:), not in a scene delegate, a view or an async task"
    }

    fileprivate static func assertionWithoutReason(_ place: String) -> Self {
        "BGTaskScheduler's registration assertion failed\(place) and the log does not quote its reason: either a launch handler was registered after the app finished launching ('All launch handlers must be registered before application finishes launching') or an identifier was registered a second time ('Launch handler for task with identifier … has already been registered'); the exception reason (Application Specific Information, or the console's 'Terminating app due to uncaught exception') tells which; register each identifier exactly once, synchronously in application(_:didFinishLaunchingWithOptions:)"
    }
}

extension RegisterAfterLaunchRule: ProjectLinkedLogRule {
    /// The log says a registration came too late: every scheduler registration in the project.
    static func projectPlaces(for finding: Finding, in join: LogProjectJoin) -> [RelatedLocation] {
        join.framePlaces(for: finding)
            + join.targets.flatMap { target in
                join.facts.fact(BackgroundTaskCode.self, of: target).registrations.filter { $0.form == .scheduler }.map
                { registration in
                    RelatedLocation(
                        registration.location, "a launch handler is registered here; it must run before launch ends")
                }
            }
    }
}
