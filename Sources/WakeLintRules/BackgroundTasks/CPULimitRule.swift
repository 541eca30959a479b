import WakeLintCore
import WakeLintEngine
import WakeLintLogs

// What and why: rules/background-tasks/bg-cpu-limit.md
/// Log side: a resource report (`Event: cpu usage`, `Action taken: Process killed`, `CPU: … exceeding
/// limit of 80% cpu over 60 seconds`). A cpu report whose action is not a kill is not reported. watchOS's background
/// refresh watchdog's CPU kill (0xc51bad01) is reported too.
struct CPULimitRule: LogRule {
    static let id: RuleID = "bg-cpu-limit"
    static let requiredLiterals =
        ["cpu usage", "Process killed", "xceeding limit of"] + TerminationCode.watchRefreshCPU.literals

    private var sawCPUEvent = false
    private var usage: String?
    private var kill: SourceLocation?
    private var evidence: [EvidenceLine] = []
    private var watchKill: (location: SourceLocation, line: LogLine)?

    mutating func check(_ event: LogEvent, in context: inout RuleContext) {
        if watchKill == nil,
            let (_, line) = TerminationCode.codes(in: event).first(where: { $0.code == .watchRefreshCPU })
        {
            let literal = TerminationCode.watchRefreshCPU.literals.first { line.text.includes($0) } ?? ""
            watchKill = (context.location(of: line, at: "0x" + literal), line)
        }
        for line in event.lines {
            let text = line.text
            if text.includes("Event:"), text.includes("cpu usage") {
                sawCPUEvent = true
            } else if text.includes("Action taken:"), text.includes("Process killed") {
                if kill == nil { kill = context.location(of: line, at: "Process killed") }
            } else if text.includes("exceeding limit of"), text.includes("cpu") {
                if usage == nil, let colon = text.firstIndex(of: ":") {
                    usage = String(text[text.index(after: colon)...]).trimmingPrefixSpaces
                }
            } else {
                continue
            }
            if evidence.count < 5 { evidence.append(EvidenceLine(line: line.number, text: text)) }
        }
    }

    mutating func finish(in context: inout RuleContext) {
        if let watchKill {
            context.report(
                .watchCPUKill, at: watchKill.location, input: .log,
                evidence: [EvidenceLine(line: watchKill.line.number, text: watchKill.line.text)])
        }
        guard let kill, sawCPUEvent || usage != nil else { return }
        context.report(.cpuKill(usage: usage), at: kill, input: .log, evidence: evidence)
    }
}

extension String {
    fileprivate var trimmingPrefixSpaces: String { String(drop { $0 == " " || $0 == "\t" }) }
}

extension Finding.Message {
    fileprivate static let watchCPUKill: Self =
        "watchOS's background refresh watchdog killed the app for using too much CPU time (0xc51bad01); do less work in each refresh, spread it over several refreshes, and complete the task (setTaskCompletedWithSnapshot(_:), or return from the SwiftUI backgroundTask action)"

    fileprivate static func cpuKill(usage: String?) -> Self {
        "the system killed the app for using too much CPU in the background\(usage.map { " (\($0))" } ?? ""); spread the work over several runs, or move it to a BGProcessingTaskRequest with requiresExternalPower = true, which also disables the CPU monitor"
    }
}

extension CPULimitRule: MetricKitExitRule {
    static let backgroundExitCounters: [MetricKitCounter] = [.cpuResourceLimit]
    static let metricKitTerminationCodes: [TerminationCode] = []

    static func metricKitMessage(_ totals: MetricKitFleet.Summary) -> Finding.Message {
        "MetricKit: the system ended the app in the background for using too much CPU, \(totals.figures); spread the work over several runs, or move it to a BGProcessingTaskRequest with requiresExternalPower = true, which also disables the CPU monitor"
    }
}
