import Foundation
import WakeLintCore
import WakeLintModel

/// What rules derive from a target's code once for all of them (its task registrations, its HealthKit calls),
/// defined by the rules: the engine makes it the first time a rule asks and hands the same value to the others. A
/// fact may be made of others of the same target, read from `facts`.
public protocol TargetFact: Sendable {
    init(_ target: LintTarget, facts: FactCache)
}

/// The facts of the targets whose rules are running, one of each type per target's Swift model, each made once
/// however many rules ask side by side. The engine keeps one per target while that target's rules run.
public final class FactCache: @unchecked Sendable {
    private struct Key: Hashable {
        let model: ObjectIdentifier
        let fact: ObjectIdentifier
    }

    private let lock = NSLock()
    /// A `ThreadSafeLazy<Fact>` for each key, `Fact` being the key's fact type.
    private var made: [Key: any Sendable] = [:]

    public init() {}

    /// The target's fact of this type, made now if no rule asked for it yet.
    public func fact<Fact: TargetFact>(_ type: Fact.Type = Fact.self, of target: LintTarget) -> Fact {
        let key = Key(model: ObjectIdentifier(target.swift), fact: ObjectIdentifier(type))
        lock.lock()
        let slot = made[key] as? ThreadSafeLazy<Fact> ?? ThreadSafeLazy<Fact>()
        made[key] = slot
        lock.unlock()
        // Made outside the cache's lock: rules asking for other facts meanwhile do not wait for this one.
        return slot.value { Fact(target, facts: self) }
    }
}
