import WakeLintCore
import WakeLintLogs

/// What a rule may do while it runs: read its manifest and report findings. Rules never filter
/// their own findings; the engine applies suppressions and configuration afterwards.
public struct RuleContext: Sendable {
    /// The rule's manifest; for a built-in rule made with `init(rule:)`, parsed from its doc when first read.
    public var manifest: RuleManifest {
        parsedManifest.value { RuleCatalog.manifest(ruleID) ?? .undocumented(ruleID) }
    }
    public private(set) var findings: [Finding] = []
    /// Display path of the log being read, for log rules (`<stdin>` for piped input).
    public internal(set) var logPath = ""
    private let ruleID: RuleID
    private let defaultSeverity: Severity
    private let parsedManifest: ThreadSafeLazy<RuleManifest>

    public init(manifest: RuleManifest) {
        ruleID = manifest.id
        defaultSeverity = manifest.severity
        parsedManifest = ThreadSafeLazy(manifest)
    }

    /// A built-in rule's context: its id, and its severity read from its doc's front matter; the rest of the doc
    /// is parsed only if read (a run reports with the id and severity; parsing every enabled rule's doc was
    /// most of a small project's lint).
    public init(rule id: RuleID) {
        ruleID = id
        defaultSeverity = RuleCatalog.severity(of: id) ?? RuleManifest.undocumented(id).severity
        parsedManifest = ThreadSafeLazy()
    }

    /// Reports a finding at the rule's default severity unless the rule knows better (e.g. `info` when
    /// the evidence is incomplete).
    public mutating func report(_ message: Finding.Message, at location: SourceLocation, input: InputKind,
                                related: [RelatedLocation] = [], evidence: [EvidenceLine] = [], severity: Severity? = nil,
                                captures: [String: String] = [:]) {
        findings.append(Finding(rule: ruleID, severity: severity ?? defaultSeverity, message: message.text,
                                location: location, input: input, related: related, evidence: evidence,
                                captures: captures))
    }

    /// Keeps, of the findings reported since there were `count`, those `isKept` accepts (the engine's filter;
    /// rules never drop their own findings).
    mutating func keepFindings(after count: Int, where isKept: (Finding) -> Bool) {
        let kept = findings[count...].filter(isKept)
        findings.replaceSubrange(count..., with: kept)
    }
}

extension RuleContext {
    /// Where a log line is, at the first occurrence of `text` in it when given.
    public func location(of line: LogLine, at text: String? = nil) -> SourceLocation {
        var column = 1
        if let text, let range = line.text.firstRange(of: text) {
            column = line.text.utf8.distance(from: line.text.startIndex, to: range.lowerBound) + 1
        }
        return SourceLocation(path: logPath, line: line.number, column: column)
    }
}
