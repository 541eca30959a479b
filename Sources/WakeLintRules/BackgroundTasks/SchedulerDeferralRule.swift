import WakeLintCore
import WakeLintEngine
import WakeLintLogs

// What and why: rules/background-tasks/bg-scheduler-deferral.md
/// Log side: a dasd scoring block that ended `FinalDecision: Must Not Proceed` for an activity that would
/// launch the app (`bgRefresh-`, `bgProcessing-`, `com.apple.pushLaunch.`), or a fragment without its
/// header. Says which policies refused and why, in words. System daemons' activities are context only.
struct SchedulerDeferralRule: LogRule {
    static let id: RuleID = "bg-scheduler-deferral"
    static let requiredLiterals = ["Must Not Proceed"]

    private var order: [String] = []
    private var deferrals: [String: (location: SourceLocation, count: Int, evidence: [EvidenceLine])] = [:]

    mutating func check(_ event: LogEvent, in context: inout RuleContext) {
        // A fragment pasted under an unrelated dated line is assembled as that line's continuation: parse it here.
        guard let decision = event.dasdDecision ?? DasdDecision.parse(lines: event.lines.map(\.text)) else { return }
        let kind = decision.activityKind
        if kind?.launchesApp == false { return }
        let refusing = decision.refusingPolicies
        switch decision.finalDecision {
        case .mustNotProceed?: break
        case nil where !refusing.isEmpty: break
        default: return
        }
        let message = Finding.Message.deferred(kind, reasons: refusing.map(Self.reason)).text
        // Thousands of blocks repeat one message: count them with one look-up; anchor and evidence only for the first.
        if let index = deferrals.index(forKey: message) {
            deferrals.values[index].count += 1
            return
        }
        // Byte search: `String.contains` here is Foundation's (see `ByteSearch.contains`).
        let anchor =
            decision.activity.flatMap { name in
                event.lines.first { ByteSearch.contains(name + ":", in: $0.text) }.map { ($0, name) }
            }
            ?? event.lines.first { ByteSearch.contains("Must Not Proceed", in: $0.text) }
            .map { ($0, ByteSearch.contains("{name:", in: $0.text) ? "{name:" : "Must Not Proceed") }
            ?? (event.lines[0], nil)
        let evidence = event.lines.filter {
            ByteSearch.contains("Must Not Proceed", in: $0.text) || $0.number == anchor.0.number
        }
        .prefix(5).map { EvidenceLine(line: $0.number, text: $0.text) }
        order.append(message)
        deferrals[message] = (context.location(of: anchor.0, at: anchor.1), 1, Array(evidence))
    }

    mutating func finish(in context: inout RuleContext) {
        for message in order {
            let deferral = deferrals[message]!
            let seen = deferral.count > 1 ? " (seen \(deferral.count) times)" : ""
            context.report(
                Finding.Message(message + seen), at: deferral.location, input: .log, evidence: deferral.evidence)
        }
    }

    /// `LowPowerModePolicy: Low Power Mode was on` — the policy and, in words, the condition it reported.
    static func reason(_ policy: DasdPolicyDecision) -> String {
        let words = policy.rationaleConditions.map(words(forCondition:))
        if !words.isEmpty { return "\(policy.policy): \(words.joined(separator: ", "))" }
        switch policy.policy {
        case "ApplicationPolicy": return "ApplicationPolicy: app rarely used"
        case "LowPowerModePolicy": return "LowPowerModePolicy: Low Power Mode was on"
        case "BatteryLevelPolicy": return "BatteryLevelPolicy: battery below threshold"
        default: return policy.policy
        }
    }

    static func words(forCondition condition: String) -> String {
        if condition.contains("lowPowerMode") { return "Low Power Mode was on" }
        if condition.contains("batteryLevel") { return "battery below threshold" }
        if condition.contains("pluggedIn") { return "device not on external power" }
        if condition.contains("deviceInUse") { return "device in use" }
        if condition.contains("cameraIsActive") { return "camera active" }
        return condition
    }
}

extension Finding.Message {
    fileprivate static func deferred(_ kind: DasdActivityKind?, reasons: [String]) -> Self {
        let subject =
            switch kind {
            case .appRefresh(let identifier)?: "the app refresh task '\(identifier)'"
            case .processing(let identifier)?: "the processing task '\(identifier)'"
            case .pushLaunch(let bundle)?: "the background push launch of '\(bundle)'"
            case .other?, nil: "an activity whose header is not in the log"
            }
        let why = reasons.isEmpty ? "no refusing policy is in the log" : reasons.joined(separator: "; ")
        return
            "the scheduler deferred \(subject) with Must Not Proceed (\(why)); the system retries when conditions change, so this explains a missed wake rather than a bug"
    }
}
