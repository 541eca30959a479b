import WakeLintCore

/// The JSON contract, written by hand so key order is fixed:
/// `{"tool","version","findings":[{rule,severity,message,path,line,column,input,related,evidence,fix?}],"problems":[{path,message}],`
/// where the optional `fix` is `{description,edits:[{path,line,column,endLine,endColumn,replacement}]}`,
/// `"hidden":{diff,baseline,suppressed,disabled},"notes":[{path,message,recognised}]}`, and `"metrickit"` last when the
/// run read MetricKit payloads (`MetricKitJSON`).
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public var version: String

    public init(version: String) {
        self.version = version
    }

    public func report(_ result: LintResult) -> String {
        var out = "{\"tool\":\"wakelint\",\"version\":\(JSON.string(version)),\"findings\":["
        // Reserved once: grown by doubling, a large report would hold up to three times its size at the end of a
        // run, when memory is highest.
        out.reserveCapacity(Self.estimatedSize(of: result))
        for (index, finding) in result.findings.enumerated() {
            if index > 0 { out += "," }
            out +=
                "\n  {\"rule\":\(JSON.string(finding.rule.rawValue)),\"severity\":\(JSON.string(finding.severity.rawValue))"
            out += ",\"message\":\(JSON.string(finding.message)),\(location(finding.location))"
            out += ",\"input\":\(JSON.string(finding.input.rawValue)),\"related\":["
            out += finding.related.map { "{\(location($0.location)),\"message\":\(JSON.string($0.message))}" }.joined(
                separator: ",")
            out += "],\"evidence\":["
            out += finding.evidence.map { "{\"line\":\($0.line),\"text\":\(JSON.string($0.text))}" }.joined(
                separator: ",")
            out += "]"
            if let fix = finding.fix { out += ",\"fix\":" + Self.fix(fix) }
            out += "}"
        }
        out += result.findings.isEmpty ? "],\"problems\":[" : "\n],\"problems\":["
        for (index, problem) in result.problems.enumerated() {
            if index > 0 { out += "," }
            out += "\n  {\"path\":\(JSON.string(problem.path)),\"message\":\(JSON.string(problem.message))}"
        }
        out += result.problems.isEmpty ? "]" : "\n]"
        out += ",\"hidden\":{"
        out += result.hidden.causes.map { "\(JSON.string($0.key)):\($0.count)" }.joined(separator: ",")
        out += "},\"notes\":["
        for (index, note) in result.notes.enumerated() {
            if index > 0 { out += "," }
            out += "\n  {\"path\":\(JSON.string(note.path)),\"message\":\(JSON.string(note.message))"
            out += ",\"recognised\":\(note.unrecognised ? "false" : "true")}"
        }
        out += result.notes.isEmpty ? "]" : "\n]"
        if let metricKit = result.metricKit { out += ",\"metrickit\":" + MetricKitJSON.block(metricKit) }
        return out + "}\n"
    }

    /// About the report's size in bytes, a little over unless strings need many escapes: the texts, and the keys,
    /// punctuation and numbers around them (about 150 bytes a finding, 70 a related location, 30 an evidence line).
    static func estimatedSize(of result: LintResult) -> Int {
        let findings = result.findings.reduce(0) { size, finding in
            let related = finding.related.reduce(0) { $0 + 70 + $1.location.path.utf8.count + $1.message.utf8.count }
            let evidence = finding.evidence.reduce(0) { $0 + 30 + $1.text.utf8.count }
            let fix =
                finding.fix.map { $0.edits.reduce(100) { $0 + 90 + $1.path.utf8.count + $1.replacement.utf8.count } }
                ?? 0
            return size + 150 + fix + finding.rule.rawValue.utf8.count + finding.message.utf8.count
                + finding.location.path.utf8.count
                + related + evidence
        }
        let notes = result.notes.reduce(0) { $0 + 60 + $1.path.utf8.count + $1.message.utf8.count }
        return result.problems.reduce(200 + findings + notes) { $0 + 40 + $1.path.utf8.count + $1.message.utf8.count }
    }

    /// `{"description","edits":[{"path","line","column","endLine","endColumn","replacement"}]}`.
    static func fix(_ fix: Fix) -> String {
        let edits = fix.edits.map {
            "{\"path\":\(JSON.string($0.path)),\"line\":\($0.line),\"column\":\($0.column),\"endLine\":\($0.endLine)"
                + ",\"endColumn\":\($0.endColumn),\"replacement\":\(JSON.string($0.replacement))}"
        }
        return "{\"description\":\(JSON.string(fix.description)),\"edits\":[\(edits.joined(separator: ","))]}"
    }

    private func location(_ location: SourceLocation) -> String {
        "\"path\":\(JSON.string(location.path)),\"line\":\(location.line),\"column\":\(location.column)"
    }
}

/// JSON string escaping (RFC 8259): quotes, backslash and control characters.
enum JSON {
    static func string(_ value: String) -> String {
        // Most strings need no escape: one pass over the bytes decides, and such a string is appended whole.
        guard value.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else {
            return "\"" + value + "\""
        }
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(value.utf8.count + 16)
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
