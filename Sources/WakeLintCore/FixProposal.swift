/// What a rule offers to repair a finding: the fix, or why there is none for this finding.
public enum FixProposal: Sendable, Hashable {
    case fix(Fix)
    /// A finding of a rule that has fixes, whose repair is not certain here: the reason, one line.
    case unavailable(String)

    public var fix: Fix? {
        if case .fix(let fix) = self { return fix }
        return nil
    }

    public var unfixedReason: String? {
        if case .unavailable(let reason) = self { return reason }
        return nil
    }
}
