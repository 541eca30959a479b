/// A dasd (Duet Activity Scheduler) scoring decision parsed from its block:
/// `<activity>:<hex>:[`, one `{name: <Policy>, policyWeight: w, response: {Decision: ..., Score: s[, Rationale: [...]]}}`
/// line per policy, then `], FinalDecision: ...}`. Pastes often hold only some of these lines, so every
/// part is optional.
public struct DasdDecision: Sendable, Hashable {
    /// The activity name without its hex suffix (`bgRefresh-com.example.stride.refresh`).
    public var activity: String?
    /// The hex suffix that identifies this submission (`3F2A10`).
    public var activityID: String?
    public var policies: [DasdPolicyDecision]
    public var finalDecision: DasdVerdict?
    public var finalScore: Double?

    public init(activity: String? = nil, activityID: String? = nil, policies: [DasdPolicyDecision] = [],
                finalDecision: DasdVerdict? = nil, finalScore: Double? = nil) {
        self.activity = activity
        self.activityID = activityID
        self.policies = policies
        self.finalDecision = finalDecision
        self.finalScore = finalScore
    }

    /// What the activity would launch, read from its name.
    public var activityKind: DasdActivityKind? {
        activity.map(DasdActivityKind.init(activityName:))
    }

    /// Policies whose own decision refused the activity.
    public var refusingPolicies: [DasdPolicyDecision] {
        policies.filter { $0.decision == .mustNotProceed }
    }

    /// Parses the scoring lines of one block (messages without their log prefixes); nil when none is one.
    public static func parse<S: StringProtocol>(lines: [S]) -> DasdDecision? {
        var decision = DasdDecision()
        var recognised = false
        for line in lines {
            let text = String(line).trimmingSpaces
            if let (name, id) = header(text) {
                decision.activity = name
                decision.activityID = id
                recognised = true
            } else if let policy = DasdPolicyDecision(line: text) {
                decision.policies.append(policy)
                recognised = true
            }
            if let range = text.byteRange(of: "FinalDecision:") {
                let rest = text[range.upperBound...]
                let verdict = rest.prefix { $0 != "}" && $0 != "," }
                let verdictText = verdict.byteRange(of: " FinalScore:").map { verdict[..<$0.lowerBound] } ?? verdict
                decision.finalDecision = DasdVerdict(text: verdictText.trimmingSpaces)
                if let score = rest.byteRange(of: "FinalScore:") {
                    decision.finalScore = Double(rest[score.upperBound...].prefix { $0 != "}" && $0 != "," }.trimmingSpaces)
                }
                recognised = true
            }
        }
        return recognised ? decision : nil
    }

    /// `<activity>:<hex>:[` → (activity, hex).
    static func header(_ text: String) -> (String, String)? {
        let bytes = text.utf8
        guard bytes.count > 2, bytes.last == UInt8(ascii: "["), bytes[bytes.index(bytes.endIndex, offsetBy: -2)] == UInt8(ascii: ":"),
              let token = text.dropLast(2).split(separator: " ").last,
              let colon = token.lastIndex(of: ":") else { return nil }
        let id = token[token.index(after: colon)...]
        let name = token[..<colon]
        guard (4...8).contains(id.count), id.allSatisfy(\.isHexDigit), !name.isEmpty else { return nil }
        return (String(name.trimmingCharacters { $0 == "'" || $0 == "\"" }), String(id))
    }

    /// True when the text is one of the block's lines (header, policy or final decision).
    static func isScoringLine(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces
        return header(trimmed) != nil || isPolicyLine(trimmed) || trimmed.includes("FinalDecision:")
    }

    static func isPolicyLine(_ trimmed: String) -> Bool {
        trimmed.startsWithBytes("{name:") && trimmed.includes("Decision:")
    }
}
