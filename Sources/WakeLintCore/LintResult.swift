/// What a run produced: sorted findings, input problems, and the files read (for source excerpts).
public struct LintResult: Sendable {
    public var findings: [Finding]
    public var problems: [InputProblem]
    /// Number of inputs read (project files, or logs).
    public var filesRead: Int
    /// Read files by display path, so the text reporter can quote the line of a finding.
    public var sources: [String: SourceFile]

    public init(
        findings: [Finding] = [], problems: [InputProblem] = [], filesRead: Int = 0, sources: [String: SourceFile] = [:]
    ) {
        self.findings = findings.sorted()
        self.problems = problems.sorted()
        self.filesRead = filesRead
        self.sources = sources
    }

    public func count(_ severity: Severity) -> Int { findings.count { $0.severity == severity } }

    /// Whether any finding is at or above `threshold` (the exit status 1 condition).
    public func hasFindings(atOrAbove threshold: Severity) -> Bool { findings.contains { $0.severity >= threshold } }
}
