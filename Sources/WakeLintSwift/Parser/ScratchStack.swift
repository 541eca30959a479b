/// Elements of lists being parsed (a block's statements, a call's arguments, a sequence's operands), nested
/// lists stacked on one buffer: each list is moved out into an array of exactly its size when it ends. Built
/// by appending to a fresh array, every list of more than one element was allocated again at 2, 4, 8, ...
/// (a seventh of the parser's allocations), and its spare capacity stayed in memory with the tree.
final class ScratchStack<Element> {
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var capacity: Int
    /// Elements on the stack; a list being built starts at the count read when it began.
    @exclusivity(unchecked) private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    @inline(__always) func push(_ element: Element) {
        if count == capacity {
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = grown
            capacity *= 2
        }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// The elements pushed since the stack held `start`, moved out in order (no copy, no reference counting).
    @inline(__always) func pop(from start: Int) -> [Element] {
        let length = count - start
        guard length > 0 else { return [] }
        // Appending moved elements, not `init(unsafeUninitializedCapacity:)`: that one is not specialized and
        // looked up the array's type metadata at run time on every call.
        var list: [Element] = []
        list.reserveCapacity(length)
        for offset in start..<count { list.append((storage + offset).move()) }
        count = start
        return list
    }

    /// The elements pushed since the stack held `start`, moved one by one into `body` in order.
    @inline(__always) func pop(from start: Int, _ body: (Element) -> Void) {
        var offset = start
        while offset < count {
            body((storage + offset).move())
            offset += 1
        }
        count = start
    }

    /// Drops the elements pushed since the stack held `start` (a list the parser backtracked over).
    func discard(from start: Int) {
        guard count > start else { return }
        (storage + start).deinitialize(count: count - start)
        count = start
    }
}
