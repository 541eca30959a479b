import WakeLintCore

/// The JSON contract (ARCHITECTURE.md, "Outputs"), written by hand so key order is fixed:
/// `{"tool","version","findings":[{rule,severity,message,path,line,column,input,related,evidence}],"problems":[{path,message}]}`.
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public var version: String

    public init(version: String) {
        self.version = version
    }

    public func report(_ result: LintResult) -> String {
        var out = "{\"tool\":\"wakelint\",\"version\":\(JSON.string(version)),\"findings\":["
        for (index, finding) in result.findings.enumerated() {
            if index > 0 { out += "," }
            out += "\n  {\"rule\":\(JSON.string(finding.rule.rawValue)),\"severity\":\(JSON.string(finding.severity.rawValue))"
            out += ",\"message\":\(JSON.string(finding.message)),\(location(finding.location))"
            out += ",\"input\":\(JSON.string(finding.input.rawValue)),\"related\":["
            out += finding.related.map { "{\(location($0.location)),\"message\":\(JSON.string($0.message))}" }.joined(separator: ",")
            out += "],\"evidence\":["
            out += finding.evidence.map { "{\"line\":\($0.line),\"text\":\(JSON.string($0.text))}" }.joined(separator: ",")
            out += "]}"
        }
        out += result.findings.isEmpty ? "],\"problems\":[" : "\n],\"problems\":["
        for (index, problem) in result.problems.enumerated() {
            if index > 0 { out += "," }
            out += "\n  {\"path\":\(JSON.string(problem.path)),\"message\":\(JSON.string(problem.message))}"
        }
        out += result.problems.isEmpty ? "]}\n" : "\n]}\n"
        return out
    }

    private func location(_ location: SourceLocation) -> String {
        "\"path\":\(JSON.string(location.path)),\"line\":\(location.line),\"column\":\(location.column)"
    }
}

/// JSON string escaping (RFC 8259): quotes, backslash and control characters.
enum JSON {
    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
