/// Turns a parsed JSON object into a `LogEvent`, recognising by their keys `log show` json/ndjson records (an
/// `eventMessage`), `.ips` reports (a one-line header object with `bug_type`, `app_name`, `bundleID`, then a
/// body object with `exception`, `termination`), MetricKit payloads (`crashDiagnostics`,
/// `cpuExceptionDiagnostics`, …) and app analytics objects (a `message` field).
enum JSONEventBuilder {
    static let metricKitKeys = [
        "crashDiagnostics", "cpuExceptionDiagnostics", "hangDiagnostics",
        "diskWriteExceptionDiagnostics", "appLaunchDiagnostics",
    ]
    static let maxFields = 512
    static let maxFieldDepth = 5

    static func event(_ value: JSONValue, lines: [LogLine], prefix: ParsedLine?, inArray: Bool) -> LogEvent {
        var event = LogEvent(format: .json, kind: .jsonRecord, lines: lines, message: "")
        event.json = value
        if let prefix { event.adoptFields(of: prefix) }
        if let message = value["eventMessage"]?.stringValue {
            event.format = inArray || lines.count > 1 ? .logShowJSON : .ndjson
            event.message = message
            event.messageLine = line(containing: "\"eventMessage\"", in: lines) ?? event.firstLine
            event.timestamp = value["timestamp"]?.stringValue.map(LogTimestamp.init(parsing:)) ?? event.timestamp
            event.process =
                (value["processImagePath"]?.stringValue).map(lastPathComponent) ?? value["process"]?.stringValue
            event.pid = value["processID"]?.scalarText.flatMap { Int($0) }
            event.thread = value["threadID"]?.scalarText
            event.subsystem = value["subsystem"]?.stringValue
            event.category = value["category"]?.stringValue
            event.sender = (value["senderImagePath"]?.stringValue).map(lastPathComponent)
            event.level = value["messageType"]?.stringValue
            classifyMessage(&event)
        } else if value["finished"] != nil, value.keys.count <= 2 {
            event.format = .ndjson
        } else if metricKitKeys.contains(where: { value[$0] != nil }) {
            event.format = .metricKit
            event.kind = .diagnosticReport
            event.fields = flattened(value)
        } else if let message = value["message"]?.stringValue {
            event.format = .analyticsJSON
            event.message = message
            event.messageLine = line(containing: "\"message\"", in: lines) ?? event.firstLine
            event.level = (value["level"] ?? value["severity"])?.stringValue ?? event.level
            if let time = (value["timestamp"] ?? value["time"] ?? value["ts"])?.stringValue {
                event.timestamp = LogTimestamp(parsing: time)
            }
            event.category = value["category"]?.stringValue ?? event.category
            event.fields = flattened(value)
            classifyMessage(&event)
        } else {
            event.fields = flattened(value)
        }
        return event
    }

    /// A `.ips` report: the one-line header object followed by the body object.
    static func ipsReport(header: JSONValue, headerLines: [LogLine], body: JSONValue, bodyLines: [LogLine]) -> LogEvent
    {
        var event = LogEvent(format: .ips, kind: .diagnosticReport, lines: headerLines + bodyLines, message: "")
        event.json = body
        event.fields = flattened(header)
        for (key, value) in flattened(body) { event.fields[key] = value }
        if let code = body["termination"]?["code"]?.scalarText, let number = UInt64(code) {
            event.fields["termination.codeHex"] = "0x" + String(number, radix: 16)
        }
        event.process = header["app_name"]?.stringValue ?? body["procName"]?.stringValue
        event.pid = body["pid"]?.scalarText.flatMap { Int($0) }
        if let time = header["timestamp"]?.stringValue ?? body["captureTime"]?.stringValue {
            event.timestamp = LogTimestamp(parsing: time)
        }
        return event
    }

    /// An `.ips` header whose body never came.
    static func ipsHeaderOnly(_ header: JSONValue, lines: [LogLine]) -> LogEvent {
        var event = LogEvent(format: .ips, kind: .diagnosticReport, lines: lines, message: "")
        event.json = header
        event.fields = flattened(header)
        event.process = header["app_name"]?.stringValue
        return event
    }

    /// Multi-line messages inside JSON records can hold a dasd block or an exception.
    private static func classifyMessage(_ event: inout LogEvent) {
        let messageLines = event.message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let kind = EventClassifier.kind(ofFirstMessageLine: messageLines.first ?? "", format: event.format)
        if kind == .dasdScoring || messageLines.contains(where: { DasdDecision.isScoringLine($0) }) {
            event.dasdDecision = DasdDecision.parse(lines: messageLines)
        }
        if event.dasdDecision != nil { event.kind = .dasdScoring } else if kind != .message { event.kind = kind }
    }

    /// Scalar leaves by dotted path (`a.b[0].c`); arrays of scalars are joined with `\n`. Bounded in depth and count.
    static func flattened(_ value: JSONValue) -> [String: String] {
        var fields: [String: String] = [:]
        flatten(value, path: "", depth: 0, into: &fields)
        return fields
    }

    private static func flatten(_ value: JSONValue, path: String, depth: Int, into fields: inout [String: String]) {
        guard fields.count < maxFields else { return }
        switch value {
        case .object(let members):
            guard depth < maxFieldDepth else { return }
            for member in members {
                flatten(
                    member.value, path: path.isEmpty ? member.key : "\(path).\(member.key)", depth: depth + 1,
                    into: &fields)
            }
        case .array(let items):
            let scalars = items.compactMap(\.scalarText)
            if scalars.count == items.count {
                if !path.isEmpty { fields[path] = scalars.joined(separator: "\n") }
                return
            }
            guard depth < maxFieldDepth else { return }
            for (index, item) in items.enumerated() {
                flatten(item, path: "\(path)[\(index)]", depth: depth + 1, into: &fields)
            }
        case .null:
            break
        default:
            if !path.isEmpty, let text = value.scalarText { fields[path] = text }
        }
    }

    private static func line(containing needle: String, in lines: [LogLine]) -> Int? {
        lines.first { $0.text.includes(needle) }?.number
    }

    private static func lastPathComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
