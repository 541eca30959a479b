/// Fixed-size slots written from `concurrentPerform`, one index per iteration, read after it returns.
/// Backed by raw memory so writes to distinct slots never touch shared array bookkeeping.
public final class UnsafeResultBuffer<Element: Sendable>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Element?>
    public let count: Int

    public init(count: Int) {
        self.count = count
        storage = .allocate(capacity: max(count, 1))
        storage.initialize(repeating: nil, count: max(count, 1))
    }

    deinit {
        storage.deinitialize(count: max(count, 1))
        storage.deallocate()
    }

    public subscript(index: Int) -> Element? {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    public var values: [Element?] { (0..<count).map { storage[$0] } }
}
