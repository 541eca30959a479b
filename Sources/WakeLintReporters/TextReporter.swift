import WakeLintCore

/// Compiler-style text: `path:line:column: severity: message [rule]`, the source line with a caret,
/// related locations as notes, evidence lines for log findings, input problems, and a summary line.
public struct TextReporter: Reporter {
    public static let identifier = "text"
    public var colored: Bool
    public var quiet: Bool

    public init(colored: Bool, quiet: Bool) {
        self.colored = colored
        self.quiet = quiet
    }

    public func report(_ result: LintResult) -> String {
        var out = ""
        for finding in result.findings {
            let severity = paint(finding.severity.rawValue, color(for: finding.severity))
            out +=
                "\(paint(finding.location.description + ":", bold)) \(severity): \(finding.message) [\(finding.rule)]\n"
            if let file = result.sources[finding.location.path], finding.input != .log,
                finding.location.line <= file.lineCount
            {
                out += excerpt(file.lineText(finding.location.line), column: finding.location.column)
            }
            // Line numbers right-aligned in one gutter: `    6 |` above `   11 |`.
            let gutter = max(5, (finding.evidence.map { String($0.line).count }.max() ?? 0) + 1)
            for line in finding.evidence {
                let number = String(line.line)
                let padded = String(repeating: " ", count: gutter - number.count) + number
                out += "\(paint(padded + " |", dim)) \(EvidenceExcerpt.text(line))\n"
            }
            for related in finding.related {
                out +=
                    "\(paint(related.location.description + ":", bold)) \(paint("note", noteColor)): \(related.message)\n"
            }
        }
        for problem in result.problems {
            out += "\(paint(problem.path + ":", bold)) \(paint("input problem", warningColor)): \(problem.message)\n"
        }
        if !quiet {
            for note in result.notes {
                out += "\(paint(note.path + ":", bold)) \(paint("note", noteColor)): \(note.message)\n"
            }
            out += summary(result) + "\n"
        }
        return out
    }

    func summary(_ result: LintResult) -> String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var parts = [plural(result.count(.error), "error"), plural(result.count(.warning), "warning")]
        let infos = result.count(.info)
        if infos > 0 { parts.append(plural(infos, "info")) }
        var line = parts.joined(separator: ", ") + " in " + plural(result.filesRead, "file")
        let remarks = [
            result.problems.isEmpty ? nil : plural(result.problems.count, "input problem"), result.hidden.phrase,
        ]
        .compactMap { $0 }
        if !remarks.isEmpty { line += " (" + remarks.joined(separator: "; ") + ")" }
        return line
    }

    /// The source line (tabs kept so the caret lines up) and a caret under the UTF-8 column.
    private func excerpt(_ text: String, column: Int) -> String {
        var caret = ""
        var consumed = 0
        for character in text {
            let width = character.utf8.count
            guard consumed + width < column else { break }
            caret += character == "\t" ? "\t" : " "
            consumed += width
        }
        return "    \(text)\n    \(caret)\(paint("^", caretColor))\n"
    }

    private let bold = "1", dim = "2", errorColor = "1;31", warningColor = "1;33", infoColor = "1;36",
        noteColor = "1;30", caretColor = "1;32"

    private func color(for severity: Severity) -> String {
        switch severity {
        case .error: errorColor
        case .warning: warningColor
        case .info: infoColor
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
