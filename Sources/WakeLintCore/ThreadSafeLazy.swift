import Foundation

/// A value made the first time it is asked for, once, whatever thread asks (facts and rules run side by side):
/// for facts most modules never ask about (a module without HealthKit code never resolves a value binding).
final class MadeOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?

    init(_ value: Value? = nil) { made = value }

    func value(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
