import WakeLintCore
import WakeLintEngine
import WakeLintLogs
import WakeLintModel

/// Log side (`SchedulerCrashes`): the exception, with where the app called BGTaskScheduler when a backtrace shows it.
extension NoLaunchHandlerRule {
    struct Log: LogRule {
        static let id = NoLaunchHandlerRule.id
        static let requiredLiterals = SchedulerCrashes.requiredLiterals

        var crashes = SchedulerCrashFindings()

        static func message(_ failure: SchedulerCrashes.Failure) -> Finding.Message? {
            guard failure.kind == .noLaunchHandler else { return nil }
            return .noHandlerInLog(failure.identifier, failure.whereShown)
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
    fileprivate static func noHandlerInLog(_ identifier: String?, _ place: String) -> Self {
        guard let identifier else {
            return
                "a task request was submitted\(place) before a launch handler was registered for its identifier, so BGTaskScheduler raised NSInternalInconsistencyException; register a handler for every identifier the app submits in application(_:didFinishLaunchingWithOptions:), before the first submit"
        }
        return
            "no launch handler is registered for task '\(identifier)'\(place), so BGTaskScheduler raised NSInternalInconsistencyException; register a handler for this exact identifier in application(_:didFinishLaunchingWithOptions:)"
    }
}

extension NoLaunchHandlerRule: ProjectLinkedLogRule {
    /// The log names the identifier: where the permitted identifiers list it, and the code that spells it.
    static func projectPlaces(for finding: Finding, in join: LogProjectJoin) -> [RelatedLocation] {
        join.framePlaces(for: finding) + join.identifierPlaces(for: finding)
    }
}
