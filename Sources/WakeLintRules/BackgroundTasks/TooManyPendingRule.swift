import WakeLintCore
import WakeLintEngine
import WakeLintModel

// What and why: rules/background-tasks/bg-too-many-pending.md
// The log side is the doc's log-rule fences; this is the source side.
struct TooManyPendingRule: ProjectRule {
    static let id: RuleID = "bg-too-many-pending"
    /// "There can be a total of 1 refresh task and 10 processing tasks scheduled at any time"
    /// (https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler/submit(_:)).
    static let limits: [TaskRequestKind: Int] = [.appRefresh: 1, .processing: 10]

    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = context.backgroundTasks(of: target)
        let configuration = target.configurations.first
        for (kind, limit) in Self.limits.sorted(by: { $0.value < $1.value }) {
            // Health-research requests are processing requests.
            let requests = code.requests.filter {
                $0.kind == kind || (kind == .processing && $0.kind == .healthResearch)
            }
            var distinct: [(String, TaskRequest)] = []
            var seen: Set<String> = []
            for request in requests.sorted(by: { $0.location < $1.location }) {
                guard let identifier = request.identifier else { continue }
                let value = configuration.map(identifier.value(in:)) ?? identifier.text
                if seen.insert(value).inserted { distinct.append((value, request)) }
            }
            guard distinct.count > limit else { continue }
            let (value, request) = distinct[limit]
            let related = distinct.prefix(limit).map { RelatedLocation($0.1.location, "'\($0.0)' is also submitted") }
            context.report(
                .overLimit(value, kind: kind, count: distinct.count, limit: limit), at: request.location, input: .swift,
                related: related)
        }
    }
}

extension Finding.Message {
    fileprivate static func overLimit(_ identifier: String, kind: TaskRequestKind, count: Int, limit: Int) -> Self {
        "'\(identifier)' makes \(count) distinct \(kind == .appRefresh ? "app-refresh" : "processing") identifiers, over the limit of \(limit) pending \(kind == .appRefresh ? "refresh request" : "processing requests"); submitting more throws tooManyPendingTaskRequests (BGTaskSchedulerErrorDomain code 2): use \(kind == .appRefresh ? "one refresh identifier and do all refresh work in its handler" : "fewer identifiers")"
    }
}
