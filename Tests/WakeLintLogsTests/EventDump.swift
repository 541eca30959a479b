import WakeLintLogs

/// A compact, stable text form of events for golden comparisons: one header line per event, its
/// message lines, then typed data (dasd decision, selected fields).
enum EventDump {
    /// Field keys worth pinning in goldens; JSON reports hold hundreds of leaves.
    static let interestingField = [
        "exception", "termination", "procRole", "bug_type", "bundleID", "app_name",
        "asi", "diagnosticMetaData", "Code", "Reason", "Type", "Process", "event",
    ]

    static func dump(_ events: [LogEvent]) -> String {
        events.map(dump).joined()
    }

    static func dump(_ event: LogEvent) -> String {
        var header = "#\(event.firstLine)"
        if event.lastLine != event.firstLine { header += "-\(event.lastLine)" }
        header += " \(event.format.rawValue)/\(event.kind.rawValue)"
        if let timestamp = event.timestamp {
            header += " t=\(timestamp.text)"
            if let seconds = timestamp.secondsSinceEpoch {
                header += "@\(format(seconds))"
            } else if let seconds = timestamp.secondsOfDay {
                header += "@day+\(format(seconds))"
            }
        }
        let parts: [(String, String?)] = [
            ("level", event.level), ("proc", event.process), ("pid", event.pid.map(String.init)),
            ("tid", event.thread), ("sub", event.subsystem), ("cat", event.category),
            ("sender", event.sender), ("key", event.key),
        ]
        for (name, value) in parts { if let value { header += " \(name)=\(value)" } }
        if event.messageLine != event.firstLine { header += " msgline=\(event.messageLine)" }
        if event.omittedLineCount > 0 { header += " omitted=\(event.omittedLineCount)" }
        var out = header + "\n"
        if !event.message.isEmpty {
            for line in event.message.split(separator: "\n", omittingEmptySubsequences: false) {
                out += "  | \(line)\n"
            }
        }
        for line in event.lines where !line.wrappedLines.isEmpty {
            out += "  wrapped \(line.sourceLineNumbers.map(String.init).joined(separator: ","))\n"
        }
        if let decision = event.dasdDecision {
            out +=
                "  dasd activity=\(decision.activity ?? "-") id=\(decision.activityID ?? "-") final=\(decision.finalDecision.map(String.init(describing:)) ?? "-")"
            if let score = decision.finalScore { out += " score=\(format(score))" }
            out += " launchesApp=\(decision.activityKind?.launchesApp.description ?? "-")\n"
            for policy in decision.policies {
                out +=
                    "    \(policy.policy) w=\(policy.weight.map(format) ?? "-") \(policy.decision.map(String.init(describing:)) ?? "-") score=\(policy.score.map(format) ?? "-")"
                if !policy.rationaleConditions.isEmpty {
                    out += " because=\(policy.rationaleConditions.joined(separator: ","))"
                }
                out += "\n"
            }
        }
        let fields = event.fields.keys.filter { key in
            event.kind == .reportField || interestingField.contains { key.contains($0) }
        }
        for key in fields.sorted() {
            out += "  field \(key)=\(event.fields[key]!.split(separator: "\n").joined(separator: "⏎"))\n"
        }
        return out
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
