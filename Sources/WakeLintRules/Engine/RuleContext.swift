import WakeLintCore

/// What a rule may do while it runs: read its manifest and report findings. Rules never filter
/// their own findings; the engine applies suppressions and configuration afterwards.
public struct RuleContext: Sendable {
    public let manifest: RuleManifest
    public private(set) var findings: [Finding] = []

    public init(manifest: RuleManifest) {
        self.manifest = manifest
    }

    /// Reports a finding at the rule's default severity unless the rule knows better (e.g. `info` when
    /// the evidence is incomplete).
    public mutating func report(_ message: String, at location: SourceLocation, input: InputKind,
                                related: [RelatedLocation] = [], evidence: [EvidenceLine] = [], severity: Severity? = nil) {
        findings.append(Finding(rule: manifest.id, severity: severity ?? manifest.severity, message: message,
                                location: location, input: input, related: related, evidence: evidence))
    }
}
