import WakeLintCore

/// GitLab Code Quality JSON (the Code Climate subset GitLab reads from `artifacts:reports:codequality`): an array
/// of issues with description, check_name (the rule id), fingerprint, severity and location.path /
/// location.lines.begin. Severities: error → major, warning → minor, info → info. Related locations follow the
/// description. Each input problem is a minor issue `input-problem` on line 1 of its file.
public struct GitLabCodeQualityReporter: Reporter {
    public static let identifier = "gitlab"
    static let problemCheck = "input-problem"

    /// How `location.path` names a file (relative to the linted root when one is given).
    public var paths: ReportedPaths

    public init(paths: ReportedPaths = ReportedPaths(currentDirectory: "/")) {
        self.paths = paths
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .info: "info"
        }
    }

    public func report(_ result: LintResult) -> String {
        // The same finding twice in one file (e.g. two identical lines) still gets two fingerprints.
        var occurrences: [String: Int] = [:]
        var issues: [OrderedJSON] = result.findings.map { finding in
            let base = finding.fingerprint(sources: result.sources)
            occurrences[base, default: 0] += 1
            return Self.issue(
                description: finding.messageWithRelatedLocations, check: finding.rule.rawValue,
                fingerprint: StableHash.hex("\(base):\(occurrences[base]!)"),
                severity: Self.severity(finding.severity), path: paths.path(finding.location.path),
                line: max(finding.location.line, 1))
        }
        for problem in result.problems {
            issues.append(
                Self.issue(
                    description: problem.message, check: Self.problemCheck,
                    fingerprint: StableHash.hex("\(Self.problemCheck)\u{0}\(problem.path)\u{0}\(problem.message)"),
                    severity: "minor", path: paths.path(problem.path), line: 1))
        }
        return OrderedJSON.array(issues).rendered() + "\n"
    }

    static func issue(
        description: String, check: String, fingerprint: String, severity: String, path: String, line: Int
    ) -> OrderedJSON {
        .object([
            ("description", .string(description)),
            ("check_name", .string(check)),
            ("fingerprint", .string(fingerprint)),
            ("severity", .string(severity)),
            ("location", .object([("path", .string(path)), ("lines", .object([("begin", .int(line))]))])),
        ])
    }
}
