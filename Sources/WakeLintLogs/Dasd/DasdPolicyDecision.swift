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

    public init(
        policy: String, weight: Double? = nil, decision: DasdVerdict? = nil, score: Double? = nil,
        rationale: String? = nil, rationaleConditions: [String] = []
    ) {
        self.policy = policy
        self.weight = weight
        self.decision = decision
        self.score = score
        self.rationale = rationale
        self.rationaleConditions = rationaleConditions
    }

    /// Parses `{name: P, policyWeight: w, response: {Decision: D, Score: s, Rationale: [...]}}`.
    init?(line: String) {
        guard DasdDecision.isPolicyLine(line) else { return nil }
        // ASCII lines (all real ones) on bytes: every policy line of every kept dasd block comes here.
        if let parsed = line.withASCIIBytes(Self.init(asciiLine:)) {
            guard let parsed else { return nil }
            self = parsed
            return
        }
        guard let name = Self.value(after: "name:", in: line) else { return nil }
        policy = name
        weight = Self.value(after: "policyWeight:", in: line).flatMap(Double.init)
        decision = Self.value(after: "Decision:", in: line).map(DasdVerdict.init(text:))
        score = Self.value(after: "Score:", in: line).flatMap(Double.init)
        if let start = line.byteRange(of: "Rationale:") {
            var text = line[start.upperBound...].trimmingSpaces
            while text.hasSuffix("}") { text.removeLast() }
            rationale = text
            rationaleConditions = Self.conditions(in: text)
        } else {
            rationale = nil
            rationaleConditions = []
        }
    }

    /// `init(line:)` on the bytes of an ASCII line, where each Character is one byte.
    private init?(asciiLine bytes: UnsafeBufferPointer<UInt8>) {
        /// The text after `key` up to the next `,` or `}`.
        func value(after key: StaticString) -> String? {
            guard let found = bytes.offset(of: key) else { return nil }
            let start = found + key.utf8CodeUnitCount
            return bytes.trimmedString(
                from: start,
                to: bytes.offset(ofEither: UInt8(ascii: ","), UInt8(ascii: "}"), from: start, to: bytes.count))
        }
        guard let name = value(after: "name:") else { return nil }
        policy = name
        weight = value(after: "policyWeight:").flatMap(Double.init)
        decision = value(after: "Decision:").map(DasdVerdict.init(text:))
        score = value(after: "Score:").flatMap(Double.init)
        if let found = bytes.offset(of: "Rationale:") {
            var start = found + 10
            var end = bytes.count
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            while end > start, bytes[end - 1] == UInt8(ascii: "}") { end -= 1 }
            let text = bytes.string(from: start, to: end)
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
        guard let range = line.byteRange(of: key) else { return nil }
        return line[range.upperBound...].prefix { $0 != "," && $0 != "}" }.trimmingSpaces
    }

    /// `{[condition]: ...}` → condition.
    private static func conditions(in rationale: String) -> [String] {
        var result: [String] = []
        var rest = Substring(rationale)
        while let open = rest.byteRange(of: "{[") {
            rest = rest[open.upperBound...]
            guard let close = rest.byteRange(of: "]") else { break }
            result.append(String(rest[..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return result
    }
}
