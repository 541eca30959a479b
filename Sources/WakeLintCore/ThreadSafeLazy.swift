import Foundation

/// A value made the first time it is asked for, once, whatever thread asks: for facts most modules never
/// ask about, while rules run side by side.
public final class ThreadSafeLazy<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?

    public init(_ value: Value? = nil) { made = value }

    public func value(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
