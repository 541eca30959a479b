import WakeLintCore
import WakeLintEngine
import WakeLintModel

// What and why: rules/background-tasks/bg-task-type-mismatch.md
struct TaskTypeMismatchRule: ProjectRule {
    static let id: RuleID = "bg-task-type-mismatch"

    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = context.backgroundTasks(of: target)
        let configuration = target.configurations.first
        for registration in code.registrations {
            guard let handler = registration.handler, let identifier = registration.identifier else { continue }
            let requests = code.requests(for: identifier, in: configuration)
            guard !requests.isEmpty else { continue }
            let submitted = Set(requests.map(\.kind))
            let bodies = code.bodiesReached(from: handler)
            let casts = bodies.flatMap { body in body.taskCasts.map { (body, $0) } }
            // A handler that tests for several kinds copes with each; only a single expected kind can be wrong.
            guard let kind = casts.first?.1.kind, casts.allSatisfy({ $0.1.kind == kind }),
                !submitted.contains(where: { Self.delivers($0, as: kind) })
            else { continue }
            for (body, cast) in casts {
                let related = requests.map {
                    RelatedLocation(
                        $0.location, "'\(identifier.shown(in: target))' is submitted as a '\($0.kind.requestType)' here"
                    )
                }
                context.report(
                    .mismatch(
                        identifier.shown(in: target), cast: kind, forced: cast.isForced, submitted: requests[0].kind),
                    at: code.index.files[body.file].location(of: cast.range), input: .swift, related: related)
            }
        }
    }

    /// A request of `submitted` kind launches a task that casts to `kind`'s task type (BGHealthResearchTask is a BGProcessingTask).
    static func delivers(_ submitted: TaskRequestKind, as kind: TaskRequestKind) -> Bool {
        submitted == kind || (submitted == .healthResearch && kind == .processing)
    }
}

extension Finding.Message {
    fileprivate static func mismatch(
        _ identifier: String, cast: TaskRequestKind, forced: Bool, submitted: TaskRequestKind
    ) -> Self {
        let outcome =
            forced ? "the force cast crashes the app when the task launches" : "the cast fails and the work never runs"
        return
            "the launch handler for '\(identifier)' casts the task to '\(cast.taskType)', but '\(identifier)' is submitted as a '\(submitted.requestType)', so the system hands it a '\(submitted.taskType)' and \(outcome); cast to '\(submitted.taskType)' or submit a '\(cast.requestType)'"
    }
}
