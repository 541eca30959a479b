/// What a run produced: sorted findings, input problems, and the files read (for source excerpts).
public struct LintResult: Sendable {
    public var findings: [Finding]
    public var problems: [InputProblem]
    /// Number of inputs read (project files, or logs).
    public var filesRead: Int
    /// Read files by display path, so the text reporter can quote the line of a finding.
    public var sources: [String: SourceFile]
    /// Findings the run found but does not show, by what hid them.
    public var hidden: HiddenFindings
    /// What the run recognised in its inputs (one per log: its format and the system lines the rules read).
    public var notes: [InputNote]
    /// The kinds of input the run read; nil when unknown (every rule could have fired).
    public var inputsRead: Set<InputKind>?
    /// What the run summed from MetricKit payloads; nil when it read none.
    public var metricKit: MetricKitAggregate?

    public init(
        findings: [Finding] = [], problems: [InputProblem] = [], filesRead: Int = 0,
        sources: [String: SourceFile] = [:],
        hidden: HiddenFindings = HiddenFindings(), notes: [InputNote] = [], inputsRead: Set<InputKind>? = nil
    ) {
        self.findings = findings.sorted()
        self.problems = problems.sorted()
        self.filesRead = filesRead
        self.sources = sources
        self.hidden = hidden
        self.notes = notes
        self.inputsRead = inputsRead
    }

    /// This result and `other`'s (logs read beside a lint) as one: findings, problems and notes of both, sorted;
    /// files read and hidden findings summed; the sources of both (this result's for a path both hold); the input
    /// kinds of both, unknown when this result's are. The MetricKit aggregate is this result's: aggregates are
    /// summed by the runs that read the payloads.
    public func merging(_ other: LintResult) -> LintResult {
        var merged = self
        merged.findings = (findings + other.findings).sorted()
        merged.problems = (problems + other.problems).sorted()
        merged.filesRead += other.filesRead
        merged.sources.merge(other.sources) { mine, _ in mine }
        merged.hidden = hidden + other.hidden
        merged.notes = (notes + other.notes).sorted()
        merged.inputsRead = inputsRead.map { $0.union(other.inputsRead ?? []) }
        return merged
    }

    public func count(_ severity: Severity) -> Int { findings.count { $0.severity == severity } }

    /// Whether any finding is at or above `threshold` (the exit status 1 condition).
    public func hasFindings(atOrAbove threshold: Severity) -> Bool { findings.contains { $0.severity >= threshold } }
}

/// Counts of findings a run found and then hid: none of them shows in any format or counts for the exit status.
public struct HiddenFindings: Sendable, Hashable {
    /// Not on a line changed since the `--diff` revision.
    public var diff = 0
    /// Recorded in the `--baseline` file.
    public var baseline = 0
    /// Silenced by a `wakelint:disable` comment.
    public var suppressed = 0
    /// Of rules the configuration disables (`disabled_rules`, or not in `only_rules`).
    public var disabled = 0

    public init(diff: Int = 0, baseline: Int = 0, suppressed: Int = 0, disabled: Int = 0) {
        self.diff = diff
        self.baseline = baseline
        self.suppressed = suppressed
        self.disabled = disabled
    }

    public var total: Int { diff + baseline + suppressed + disabled }

    /// Each cause with its count, in report order, zeros included: JSON keys and the words of summaries.
    public var causes: [(key: String, words: String, count: Int)] {
        [
            ("diff", "outside the --diff changes", diff), ("baseline", "in the baseline", baseline),
            ("suppressed", "suppressed inline", suppressed), ("disabled", "of disabled rules", disabled),
        ]
    }

    /// `3 hidden: 2 outside the --diff changes, 1 in the baseline`, or nil when nothing is hidden.
    public var phrase: String? {
        guard total > 0 else { return nil }
        return "\(total) hidden: "
            + causes.filter { $0.count > 0 }.map { "\($0.count) \($0.words)" }.joined(separator: ", ")
    }

    public static func + (lhs: HiddenFindings, rhs: HiddenFindings) -> HiddenFindings {
        HiddenFindings(
            diff: lhs.diff + rhs.diff, baseline: lhs.baseline + rhs.baseline,
            suppressed: lhs.suppressed + rhs.suppressed,
            disabled: lhs.disabled + rhs.disabled)
    }
}

/// Something the run says about an input that is neither a finding nor a problem reading it.
public struct InputNote: Sendable, Hashable, Comparable {
    public var path: String
    public var message: String
    /// True when nothing in the input is what the rules read, so no finding does not mean healthy.
    public var unrecognised: Bool

    public init(path: String, message: String, unrecognised: Bool = false) {
        self.path = path
        self.message = message
        self.unrecognised = unrecognised
    }

    public static func < (lhs: InputNote, rhs: InputNote) -> Bool { (lhs.path, lhs.message) < (rhs.path, rhs.message) }
}
