import WakeLintCore

/// GitHub Actions workflow commands: one `::error|warning|notice file=…,line=…,col=…,title=<rule>::<message>`
/// per finding, so the runner turns each into an annotation on the pull request's diff.
/// Related locations and evidence lines follow the message on their own lines (annotations keep newlines).
public struct GitHubActionsReporter: Reporter {
    public static let identifier = "github"

    public init() {}

    public func report(_ result: LintResult) -> String {
        var out = ""
        for finding in result.findings {
            var message = finding.message
            for related in finding.related {
                message += "\n\(related.location): \(related.message)"
            }
            for line in finding.evidence {
                message += "\n\(finding.location.path):\(line.line): \(EvidenceExcerpt.text(line))"
            }
            var properties = Self.fileProperties(
                finding.location.path, line: finding.location.line, column: finding.location.column)
            properties.append(("title", finding.rule.rawValue))
            out += Self.command(Self.command(for: finding.severity), properties: properties, message: message)
        }
        for problem in result.problems {
            out += Self.command(
                "warning", properties: Self.fileProperties(problem.path, line: nil, column: nil),
                message: problem.message)
        }
        return out
    }

    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// `file`, `line`, `col`; none for piped logs, which have no file in the repository to annotate.
    static func fileProperties(_ path: String, line: Int?, column: Int?) -> [(String, String)] {
        guard path != Paths.standardInput else { return [] }
        var properties = [("file", path)]
        if let line { properties.append(("line", String(line))) }
        if let column { properties.append(("col", String(column))) }
        return properties
    }

    static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " " + list)::\(escapeData(message))\n"
    }

    /// The runner's own escaping for a command's message (`%`, CR, LF).
    static func escapeData(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Property values additionally escape `:` and `,`, which would otherwise end the value.
    static func escapeProperty(_ text: String) -> String {
        var out = ""
        for character in escapeData(text).unicodeScalars {
            switch character {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
