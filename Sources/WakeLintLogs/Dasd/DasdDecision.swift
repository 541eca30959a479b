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

    public init(
        activity: String? = nil, activityID: String? = nil, policies: [DasdPolicyDecision] = [],
        finalDecision: DasdVerdict? = nil, finalScore: Double? = nil
    ) {
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
            if let (verdict, score) = finalDecision(in: text) {
                decision.finalDecision = verdict
                if let score { decision.finalScore = score }
                recognised = true
            }
        }
        return recognised ? decision : nil
    }

    /// `…FinalDecision: <verdict>[ FinalScore: s]…` → the verdict and, when `FinalScore:` is present, its value.
    /// Asked of every kept block: ASCII lines are read on bytes.
    static func finalDecision(in text: String) -> (DasdVerdict, Double??)? {
        if let ascii = text.withASCIIBytes({ bytes -> (DasdVerdict, Double??)? in
            guard let found = bytes.offset(of: "FinalDecision:") else { return nil }
            let rest = found + 14
            let end = bytes.offset(ofEither: UInt8(ascii: "}"), UInt8(ascii: ","), from: rest, to: bytes.count)
            let verdictEnd = bytes.offset(of: " FinalScore:", from: rest, to: end) ?? end
            let verdict = DasdVerdict(text: bytes.trimmedString(from: rest, to: verdictEnd))
            guard let score = bytes.offset(of: "FinalScore:", from: rest) else { return (verdict, nil) }
            let scoreEnd = bytes.offset(
                ofEither: UInt8(ascii: "}"), UInt8(ascii: ","), from: score + 11, to: bytes.count)
            return (verdict, .some(Double(bytes.trimmedString(from: score + 11, to: scoreEnd))))
        }) {
            return ascii
        }
        guard let range = text.byteRange(of: "FinalDecision:") else { return nil }
        let rest = text[range.upperBound...]
        let verdict = rest.prefix { $0 != "}" && $0 != "," }
        let verdictText = verdict.byteRange(of: " FinalScore:").map { verdict[..<$0.lowerBound] } ?? verdict
        guard let score = rest.byteRange(of: "FinalScore:") else {
            return (DasdVerdict(text: verdictText.trimmingSpaces), nil)
        }
        return (
            DasdVerdict(text: verdictText.trimmingSpaces),
            .some(Double(rest[score.upperBound...].prefix { $0 != "}" && $0 != "," }.trimmingSpaces))
        )
    }

    /// `<activity>:<hex>:[` → (activity, hex).
    static func header(_ text: String) -> (String, String)? {
        // Asked of every kept line: the `:[` ending is tested on contiguous bytes first.
        let endsWithOpener = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count > 2 && bytes[bytes.count - 1] == UInt8(ascii: "[")
                && bytes[bytes.count - 2] == UInt8(ascii: ":")
        }
        if endsWithOpener == false { return nil }
        let bytes = text.utf8
        guard bytes.count > 2, bytes.last == UInt8(ascii: "["),
            bytes[bytes.index(bytes.endIndex, offsetBy: -2)] == UInt8(ascii: ":")
        else {
            return nil
        }
        if let ascii = text.withASCIIBytes(asciiHeader) { return ascii }
        guard let token = text.dropLast(2).split(separator: " ").last,
            let colon = token.lastIndex(of: ":")
        else { return nil }
        let id = token[token.index(after: colon)...]
        let name = token[..<colon]
        guard (4...8).contains(id.count), id.allSatisfy(\.isHexDigit), !name.isEmpty else { return nil }
        return (String(name.trimmingCharacters { $0 == "'" || $0 == "\"" }), String(id))
    }

    /// `header` on an ASCII line that ends in `:[`: the last space-separated token before it is `name:hex`.
    private static func asciiHeader(_ bytes: UnsafeBufferPointer<UInt8>) -> (String, String)? {
        var end = bytes.count - 2
        while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
        var start = end
        while start > 0, bytes[start - 1] != 0x20 { start -= 1 }
        var colon = end - 1
        while colon >= start, bytes[colon] != UInt8(ascii: ":") { colon -= 1 }
        guard colon > start, (4...8).contains(end - colon - 1),
            bytes[(colon + 1)..<end].allSatisfy(isASCIIHexDigit)
        else { return nil }
        func isQuote(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") }
        var nameStart = start
        var nameEnd = colon
        while nameStart < nameEnd, isQuote(bytes[nameStart]) { nameStart += 1 }
        while nameEnd > nameStart, isQuote(bytes[nameEnd - 1]) { nameEnd -= 1 }
        return (bytes.string(from: nameStart, to: nameEnd), bytes.string(from: colon + 1, to: end))
    }

    /// `Character.isHexDigit` for an ASCII byte.
    private static func isASCIIHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
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
