import WakeLintCore

/// Diagnostics in the form Xcode's Run Script phase parses into the issue navigator:
/// `/abs/path:line:column: error|warning|note: message [rule]`. Xcode only jumps to absolute paths,
/// so paths (relative to the current directory in findings) are resolved against `currentDirectory`.
/// Related locations and evidence lines follow as `note:` lines, each clickable.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"
    public var currentDirectory: String

    public init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }

    public func report(_ result: LintResult) -> String {
        var out = ""
        for finding in result.findings {
            out +=
                "\(position(finding.location)): \(Self.kind(finding.severity)): \(Self.oneLine(finding.message)) [\(finding.rule)]\n"
            for related in finding.related {
                out += "\(position(related.location)): note: \(Self.oneLine(related.message))\n"
            }
            for line in finding.evidence {
                let location = SourceLocation(path: finding.location.path, line: line.line, column: 1)
                out += "\(position(location)): note: log: \(Self.oneLine(line.text))\n"
            }
        }
        for problem in result.problems {
            out +=
                "\(Paths.absolute(problem.path, in: currentDirectory)): warning: input problem: \(Self.oneLine(problem.message))\n"
        }
        return out
    }

    /// Xcode knows `error`, `warning` and `note`; info findings are notes so they never look like build problems.
    static func kind(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// Xcode reads one diagnostic per line, so a line break inside a message would start a bogus one.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }

    private func position(_ location: SourceLocation) -> String {
        "\(Paths.absolute(location.path, in: currentDirectory)):\(location.line):\(location.column)"
    }
}
