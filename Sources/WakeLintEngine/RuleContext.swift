import WakeLintCore
import WakeLintLogs

/// What a rule may do while it runs: read its manifest and report findings. Rules never filter
/// their own findings; the engine applies suppressions and configuration afterwards.
public struct RuleContext: Sendable {
    /// The rule's manifest.
    public let manifest: RuleManifest
    public private(set) var findings: [Finding] = []
    /// Beside each finding, the place it was reported once for (`report(…, oncePer:)`), or nil.
    private var oncePlaces: [String?] = []
    /// What a log rule with bounded state could not follow in the log (reported as input problems of the log).
    public private(set) var inputProblems: [String] = []
    /// Display path of the log being read, for log rules (`<stdin>` for piped input).
    public package(set) var logPath = ""
    /// The facts of the target being checked, shared with the target's other rules.
    public private(set) var facts: FactCache

    public init(manifest: RuleManifest, facts: FactCache = FactCache()) {
        self.manifest = manifest
        self.facts = facts
    }

    /// A built-in rule's context, with its manifest from the catalogue.
    public init(rule id: RuleID, facts: FactCache = FactCache()) {
        manifest = RuleCatalog.manifest(id) ?? .undocumented(id)
        self.facts = facts
    }

    /// Lets go of the target's facts, once the rule has checked it (the context is kept for its findings).
    package mutating func releaseFacts() { facts = FactCache() }

    /// Reports a finding at the rule's default severity unless the rule knows better (e.g. `info` when
    /// the evidence is incomplete). With `oncePer`, a place several targets share (a line of a shared xcconfig): the
    /// engine keeps the finding of the first target, in project order, that reports it.
    public mutating func report(
        _ message: Finding.Message, at location: SourceLocation, input: InputKind,
        related: [RelatedLocation] = [], evidence: [EvidenceLine] = [], severity: Severity? = nil,
        captures: [String: String] = [:], fix: FixProposal? = nil, oncePer place: String? = nil
    ) {
        oncePlaces.append(place)
        findings.append(
            Finding(
                rule: manifest.id, severity: severity ?? manifest.severity, message: message.text,
                location: location, input: input, related: related, evidence: evidence,
                captures: captures, fix: fix?.fix, unfixedReason: fix?.unfixedReason))
    }

    /// Says that part of the input was not followed, e.g. state dropped to keep the rule's memory bounded.
    public mutating func reportInputProblem(_ message: String) {
        inputProblems.append(message)
    }

    /// Replaces each finding by what `transform` makes of it, dropping those it makes nil.
    package mutating func replaceFindings(_ transform: (Finding) -> Finding?) {
        var kept: [Finding] = []
        var keptPlaces: [String?] = []
        for (finding, place) in zip(findings, oncePlaces) {
            guard let replaced = transform(finding) else { continue }
            kept.append(replaced)
            keptPlaces.append(place)
        }
        findings = kept
        oncePlaces = keptPlaces
    }

    /// The findings, but those reported once per a place in `reported` (by the rule on an earlier target: a setting
    /// in an xcconfig several targets share), adding the places of those kept.
    func findings(droppingPlacesIn reported: inout Set<String>) -> [Finding] {
        zip(findings, oncePlaces).compactMap { finding, place in
            guard let place else { return finding }
            return reported.insert(place).inserted ? finding : nil
        }
    }
}

extension RuleContext {
    /// Where a log line is, at the first occurrence of `text` in it when given.
    public func location(of line: LogLine, at text: String? = nil) -> SourceLocation {
        var column = 1
        if let text, let range = line.text.byteRange(of: text) {
            column = line.text.utf8.distance(from: line.text.startIndex, to: range.lowerBound) + 1
        }
        return SourceLocation(path: logPath, line: line.number, column: column)
    }
}
