import WakeLintCore
import WakeLintLogs

// What and why: rules/background-tasks/bg-cpu-limit.md
/// Log side: a resource report (`Event: cpu usage`, `Action taken: Process killed`, `CPU: … exceeding
/// limit of 80% cpu over 60 seconds`). A cpu report whose action is not a kill is not reported.
struct CPULimitRule: LogRule {
    static let id: RuleID = "bg-cpu-limit"
    static let requiredLiterals = ["cpu usage", "Process killed", "xceeding limit of"]

    private var sawCPUEvent = false
    private var usage: String?
    private var kill: SourceLocation?
    private var evidence: [EvidenceLine] = []

    mutating func check(_ event: LogEvent, in context: inout RuleContext) {
        for line in event.lines {
            let text = line.text
            if text.contains("Event:"), text.contains("cpu usage") {
                sawCPUEvent = true
            } else if text.contains("Action taken:"), text.contains("Process killed") {
                if kill == nil { kill = context.location(of: line, at: "Process killed") }
            } else if text.contains("exceeding limit of"), text.contains("cpu") {
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
        guard let kill, sawCPUEvent || usage != nil else { return }
        context.report(.cpuKill(usage: usage), at: kill, input: .log, evidence: evidence)
    }
}

extension String {
    fileprivate var trimmingPrefixSpaces: String { String(drop { $0 == " " || $0 == "\t" }) }
}

extension Finding.Message {
    fileprivate static func cpuKill(usage: String?) -> Self {
        "the system killed the app for using too much CPU in the background\(usage.map { " (\($0))" } ?? ""); spread the work over several runs, or move it to a BGProcessingTaskRequest with requiresExternalPower = true, which also disables the CPU monitor"
    }
}
