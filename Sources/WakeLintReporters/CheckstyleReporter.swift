import WakeLintCore

/// Checkstyle XML (checkstyle-report-1.0.0.xsd), as Jenkins warnings-ng and Bitrise read it: one `<file>` per
/// path in order of first appearance, one `<error>` per finding with its line, column, severity (wakelint's
/// error, warning and info are the schema's three values) and `source` = `wakelint.<rule>`; related locations
/// follow the message. Each input problem is a warning of source `wakelint.input-problem` on its file, no line.
public struct CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"
    static let problemSource = "wakelint.input-problem"

    public init() {}

    public func report(_ result: LintResult) -> String {
        var order: [String] = []
        var errors: [String: [String]] = [:]
        func add(_ path: String, _ element: String) {
            if errors[path] == nil { order.append(path) }
            errors[path, default: []].append(element)
        }
        for finding in result.findings {
            // The schema's line and column are positive integers: an unknown one (0) is left out.
            var position = finding.location.line >= 1 ? "line=\"\(finding.location.line)\" " : ""
            if finding.location.line >= 1, finding.location.column >= 1 {
                position += "column=\"\(finding.location.column)\" "
            }
            add(
                finding.location.path,
                "<error \(position)severity=\"\(finding.severity.rawValue)\" message=\"\(Markup.attribute(finding.messageWithRelatedLocations))\" source=\"wakelint.\(Markup.attribute(finding.rule.rawValue))\"/>"
            )
        }
        for problem in result.problems {
            add(
                problem.path,
                "<error severity=\"warning\" message=\"\(Markup.attribute(problem.message))\" source=\"\(Self.problemSource)\"/>"
            )
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for path in order {
            out += "  <file name=\"\(Markup.attribute(path))\">\n"
            for element in errors[path]! { out += "    " + element + "\n" }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}

extension Finding {
    /// The message, then each related location as `(see path:line:column: note)`: one line for formats that carry
    /// a single text per finding (checkstyle, gitlab).
    var messageWithRelatedLocations: String {
        ([message] + related.map { "(see \($0.location): \($0.message))" }).joined(separator: " ")
    }
}
