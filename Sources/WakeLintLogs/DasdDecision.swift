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
            if let range = text.firstRange(of: "FinalDecision:") {
                let rest = text[range.upperBound...]
                let verdict = rest.prefix { $0 != "}" && $0 != "," }
                let verdictText = verdict.firstRange(of: " FinalScore:").map { verdict[..<$0.lowerBound] } ?? verdict
                decision.finalDecision = DasdVerdict(text: verdictText.trimmingSpaces)
                if let score = rest.firstRange(of: "FinalScore:") {
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

/// One policy's line in a dasd block.
public struct DasdPolicyDecision: Sendable, Hashable {
    public var policy: String
    public var weight: Double?
    public var decision: DasdVerdict?
    public var score: Double?
    /// The rationale as printed (`[{[lowPowerMode]: Required:0.00, Observed:1.00},]`), nil when absent.
    public var rationale: String?
    /// The conditions named in the rationale (`lowPowerMode`, `cameraIsActive == 1`).
    public var rationaleConditions: [String]

    public init(policy: String, weight: Double? = nil, decision: DasdVerdict? = nil, score: Double? = nil,
                rationale: String? = nil, rationaleConditions: [String] = []) {
        self.policy = policy
        self.weight = weight
        self.decision = decision
        self.score = score
        self.rationale = rationale
        self.rationaleConditions = rationaleConditions
    }

    /// Parses `{name: P, policyWeight: w, response: {Decision: D, Score: s, Rationale: [...]}}`.
    init?(line: String) {
        guard DasdDecision.isPolicyLine(line), let name = Self.value(after: "name:", in: line) else { return nil }
        policy = name
        weight = Self.value(after: "policyWeight:", in: line).flatMap(Double.init)
        decision = Self.value(after: "Decision:", in: line).map(DasdVerdict.init(text:))
        score = Self.value(after: "Score:", in: line).flatMap(Double.init)
        if let start = line.firstRange(of: "Rationale:") {
            var text = line[start.upperBound...].trimmingSpaces
            while text.hasSuffix("}") { text.removeLast() }
            rationale = text
            rationaleConditions = Self.conditions(in: text)
        } else {
            rationale = nil
            rationaleConditions = []
        }
    }

    /// The text after `key` up to the next `,` or `}`.
    private static func value(after key: String, in line: String) -> String? {
        // "Decision:" also occurs inside "FinalDecision:"; policy lines never hold that.
        guard let range = line.firstRange(of: key) else { return nil }
        return line[range.upperBound...].prefix { $0 != "," && $0 != "}" }.trimmingSpaces
    }

    /// `{[condition]: ...}` → condition.
    private static func conditions(in rationale: String) -> [String] {
        var result: [String] = []
        var rest = Substring(rationale)
        while let open = rest.firstRange(of: "{[") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstRange(of: "]") else { break }
            result.append(String(rest[..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return result
    }
}

/// A dasd decision word.
public enum DasdVerdict: Sendable, Hashable, CustomStringConvertible {
    case canProceed, mustNotProceed, absolutelyMustProceed, mustProceed
    case other(String)

    public init(text: String) {
        switch text {
        case "Can Proceed": self = .canProceed
        case "Must Not Proceed": self = .mustNotProceed
        case "Absolutely Must Proceed": self = .absolutelyMustProceed
        case "Must Proceed": self = .mustProceed
        default: self = .other(text)
        }
    }

    public var description: String {
        switch self {
        case .canProceed: "Can Proceed"
        case .mustNotProceed: "Must Not Proceed"
        case .absolutelyMustProceed: "Absolutely Must Proceed"
        case .mustProceed: "Must Proceed"
        case .other(let text): text
        }
    }
}

/// What a dasd activity launches, read from its name (LOGS.md §6).
public enum DasdActivityKind: Sendable, Hashable {
    /// `bgRefresh-<task identifier>`: a BGAppRefreshTask.
    case appRefresh(taskIdentifier: String)
    /// `bgProcessing-<task identifier>`: a BGProcessingTask.
    case processing(taskIdentifier: String)
    /// `com.apple.pushLaunch.<bundle id>`: a background push launch.
    case pushLaunch(bundleIdentifier: String)
    /// A system daemon's activity: context, not a missed app wake.
    case other

    public init(activityName name: String) {
        if name.startsWithBytes("bgRefresh-") { self = .appRefresh(taskIdentifier: String(name.dropFirst("bgRefresh-".count))) }
        else if name.startsWithBytes("bgProcessing-") { self = .processing(taskIdentifier: String(name.dropFirst("bgProcessing-".count))) }
        else if name.startsWithBytes("com.apple.pushLaunch.") { self = .pushLaunch(bundleIdentifier: String(name.dropFirst("com.apple.pushLaunch.".count))) }
        else { self = .other }
    }

    /// True when the activity launches an app in the background, so a deferral explains a missed wake.
    public var launchesApp: Bool {
        if case .other = self { return false }
        return true
    }
}
