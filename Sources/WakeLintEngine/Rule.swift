import WakeLintCore
import WakeLintLogs
import WakeLintModel

/// A rule: one documented failure mode, joined to `rules/<domain>/<id>.md` by its id. A rule may look at
/// several kinds of input (project files, Swift, logs) by adopting several of the protocols below.
public protocol Rule: Sendable {
    static var id: RuleID { get }
    init()
}

/// A rule over one target of the project: its Swift sources, Info.plists and entitlements together.
/// Its doc's `scope:` (`RuleManifest.scope`) says whether it also checks code a target only links.
public protocol ProjectRule: Rule {
    func check(_ target: LintTarget, in context: inout RuleContext)
}

/// A rule over log events. `requiredLiterals` is the prefilter: an event that contains none of them is
/// never shown to the rule (it may over-match, it must never miss). An empty list sees every event.
/// A fresh instance serves each run, so stateful analyses keep their state in the rule value.
public protocol LogRule: Rule {
    static var requiredLiterals: [String] { get }
    mutating func check(_ event: LogEvent, in context: inout RuleContext)
    mutating func finish(in context: inout RuleContext)
}

extension LogRule {
    public mutating func finish(in context: inout RuleContext) {}
}

/// A rule that reads both code and logs: the rule value checks targets, and its `Log`, made fresh for each log,
/// reads logs, so no log state sits on a value made per target. `<Name>Rule.swift` holds the id,
/// `<Name>Rule+Project.swift` the project side and `<Name>Rule+Log.swift` the log side.
public protocol ProjectAndLogRule: ProjectRule {
    associatedtype Log: LogRule
}

extension ProjectAndLogRule {
    /// The log side, as the engine runs it.
    public static var logSide: any LogRule.Type { Log.self }
}

/// The rules an engine runs, by what they read: the engine is handed them and names none itself.
public struct RuleSet: Sendable {
    public let all: [any Rule.Type]

    public init(_ all: [any Rule.Type]) { self.all = all }

    public var projectRules: [any ProjectRule.Type] { all.compactMap { $0 as? any ProjectRule.Type } }
    public var logRules: [any LogRule.Type] { all.logRules }
    /// The rule that reports unused suppressions (`FindingFilter`), if there is one.
    public var suppressionRule: (any SuppressionRule.Type)? {
        all.lazy.compactMap { $0 as? any SuppressionRule.Type }.first
    }
    /// The rules whose log findings point into the project, by id; the first of an id wins.
    var projectLinkedRules: [RuleID: any ProjectLinkedLogRule.Type] {
        Dictionary(
            all.compactMap { $0 as? any ProjectLinkedLogRule.Type }.map { ($0.id, $0) },
            uniquingKeysWith: { first, _ in first })
    }
    /// The rules that read MetricKit counters.
    var metricKitExitRules: [any MetricKitExitRule.Type] { all.compactMap { $0 as? any MetricKitExitRule.Type } }
}

extension Collection where Element == any Rule.Type {
    /// The log rules among these: rules that read only logs, and the log sides of rules that read both.
    public var logRules: [any LogRule.Type] {
        compactMap { ($0 as? any LogRule.Type) ?? ($0 as? any ProjectAndLogRule.Type)?.logSide }
    }
}

/// A rule whose log findings implicate places in the project (`lint --log`, `logs --project`): the join adds
/// them to the finding as related locations.
package protocol ProjectLinkedLogRule: Rule {
    static func projectPlaces(for finding: Finding, in join: LogProjectJoin) -> [RelatedLocation]
}

/// A rule that explains MetricKit's background exit counters: the fleet's payloads are summed into one finding of the
/// rule (`MetricKitFleet`). Crash diagnostics whose termination code the rule reads add to its totals and stack
/// signatures; they are reported one by one by the crash-report path, as crash reports are.
package protocol MetricKitExitRule: Rule {
    /// The `backgroundExitData` counters whose exits the rule explains.
    static var backgroundExitCounters: [MetricKitCounter] { get }
    /// The termination codes of crash diagnostics the rule explains.
    static var metricKitTerminationCodes: [TerminationCode] { get }
    /// The finding's message: what the exits were, then the fix.
    static func metricKitMessage(_ totals: MetricKitFleet.Summary) -> Finding.Message
}

/// The rule that reports a `wakelint:disable` comment suppressing nothing; the engine's `FindingFilter` raises
/// it while applying suppressions, with this message.
public protocol SuppressionRule: Rule {
    static func message(for command: Suppressions.Command) -> Finding.Message
}
