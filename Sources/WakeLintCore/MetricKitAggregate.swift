/// What a run read from MetricKit payloads, summed: the totals, and for each rule the exits it explains. Mergeable:
/// `a + b` is what one run over both inputs yields (the tallies keep their `cap` largest entries; what they drop is
/// summed in `other`), so shards can be read apart and summed (`wakelint merge`).
public struct MetricKitAggregate: Sendable, Hashable {
    public var metricPayloads = 0
    public var diagnosticPayloads = 0
    /// Every background exit the metric payloads count, normal exits included.
    public var backgroundExits = 0
    /// Background exits but the normal ones (`cumulativeNormalAppExitCount`): the terminations a rule may explain.
    public var abnormalBackgroundExits = 0
    public var crashDiagnostics = 0
    public var firstDay: String?
    public var lastDay: String?
    public var deviceTypes = MetricKitTally()
    /// By rule id.
    public var rules: [String: MetricKitRuleTotals] = [:]

    public init() {}

    public var isEmpty: Bool { metricPayloads == 0 && diagnosticPayloads == 0 }

    public static func + (lhs: Self, rhs: Self) -> Self {
        var sum = lhs
        sum.metricPayloads += rhs.metricPayloads
        sum.diagnosticPayloads += rhs.diagnosticPayloads
        sum.backgroundExits += rhs.backgroundExits
        sum.abnormalBackgroundExits += rhs.abnormalBackgroundExits
        sum.crashDiagnostics += rhs.crashDiagnostics
        sum.firstDay = MetricKitDays.earlier(lhs.firstDay, rhs.firstDay)
        sum.lastDay = MetricKitDays.later(lhs.lastDay, rhs.lastDay)
        sum.deviceTypes = lhs.deviceTypes + rhs.deviceTypes
        for (rule, totals) in rhs.rules { sum.rules[rule] = sum.rules[rule].map { $0 + totals } ?? totals }
        return sum
    }

    /// The share of abnormal background exits `exits` is, as a whole percentage (`41%`), or nil without any.
    public func share(of exits: Int) -> Int? {
        guard abnormalBackgroundExits > 0 else { return nil }
        return Int((Double(exits) * 100 / Double(abnormalBackgroundExits)).rounded())
    }
}

/// One rule's part of a `MetricKitAggregate`.
public struct MetricKitRuleTotals: Sendable, Hashable {
    /// Background exits counted by the rule's counters.
    public var exits = 0
    /// Metric payloads with at least one such exit.
    public var payloads = 0
    /// Exits by counter name.
    public var counters: [String: Int] = [:]
    /// Crash diagnostics whose termination the rule explains.
    public var crashDiagnostics = 0
    /// Exits (and crash diagnostics) by app version, OS release and day.
    public var appVersions = MetricKitTally()
    public var osVersions = MetricKitTally()
    public var days = MetricKitTally(cap: MetricKitTally.dayCap)
    /// Crash diagnostics by the first frames of their stack.
    public var signatures = MetricKitTally()
    public var firstDay: String?
    public var lastDay: String?
    /// The first place that contributed (smallest path, then line): where the finding points.
    public var location: SourceLocation
    public var evidence: EvidenceLine?

    public init(location: SourceLocation) {
        self.location = location
    }

    public static func + (lhs: Self, rhs: Self) -> Self {
        var sum = lhs
        sum.exits += rhs.exits
        sum.payloads += rhs.payloads
        for (counter, count) in rhs.counters { sum.counters[counter, default: 0] += count }
        sum.crashDiagnostics += rhs.crashDiagnostics
        sum.appVersions = lhs.appVersions + rhs.appVersions
        sum.osVersions = lhs.osVersions + rhs.osVersions
        sum.days = lhs.days + rhs.days
        sum.signatures = lhs.signatures + rhs.signatures
        sum.firstDay = MetricKitDays.earlier(lhs.firstDay, rhs.firstDay)
        sum.lastDay = MetricKitDays.later(lhs.lastDay, rhs.lastDay)
        if rhs.location < lhs.location {
            sum.location = rhs.location
            sum.evidence = rhs.evidence
        }
        return sum
    }
}

/// Counts by name, bounded: past `cap` names, the smallest counts are folded into `other`.
public struct MetricKitTally: Sendable, Hashable {
    public static let defaultCap = 100
    /// Days of a few years of daily payloads.
    public static let dayCap = 1_500
    public private(set) var counts: [String: Int] = [:]
    public private(set) var other = 0
    public let cap: Int

    public init(cap: Int = MetricKitTally.defaultCap) {
        self.cap = cap
    }

    public mutating func add(_ name: String?, _ count: Int) {
        guard count > 0 else { return }
        guard let name else {
            other += count
            return
        }
        counts[name, default: 0] += count
        if counts.count > cap * 2 { trim() }
    }

    /// Entries by count (largest first), then name; `limit` bounds how many.
    public func sorted(limit: Int? = nil) -> [(name: String, count: Int)] {
        let all = counts.map { (name: $0.key, count: $0.value) }.sorted {
            $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name
        }
        return limit.map { Array(all.prefix($0)) } ?? all
    }

    /// Entries by name (days in order).
    public var byName: [(name: String, count: Int)] {
        counts.map { (name: $0.key, count: $0.value) }.sorted { $0.name < $1.name }
    }

    public var isEmpty: Bool { counts.isEmpty && other == 0 }

    /// Keeps the `cap` largest counts.
    public mutating func trim() {
        guard counts.count > cap else { return }
        let kept = sorted(limit: cap)
        other += counts.values.reduce(0, +) - kept.reduce(0) { $0 + $1.count }
        counts = Dictionary(uniqueKeysWithValues: kept.map { ($0.name, $0.count) })
    }

    /// Restores a tally from its entries (a JSON report's aggregate block).
    public init(counts: [String: Int], other: Int, cap: Int = MetricKitTally.defaultCap) {
        self.cap = cap
        self.counts = counts
        self.other = other
        trim()
    }

    public static func + (lhs: Self, rhs: Self) -> Self {
        var sum = lhs
        for (name, count) in rhs.counts { sum.counts[name, default: 0] += count }
        sum.other += rhs.other
        sum.trim()
        return sum
    }
}

/// `YYYY-MM-DD` days compare as text.
public enum MetricKitDays {
    public static func earlier(_ lhs: String?, _ rhs: String?) -> String? {
        guard let lhs else { return rhs }
        guard let rhs else { return lhs }
        return min(lhs, rhs)
    }

    public static func later(_ lhs: String?, _ rhs: String?) -> String? {
        guard let lhs else { return rhs }
        guard let rhs else { return lhs }
        return max(lhs, rhs)
    }
}
