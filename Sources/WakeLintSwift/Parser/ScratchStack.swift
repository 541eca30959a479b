/// Elements of lists being parsed (a block's statements, a call's arguments, a sequence's operands), nested
/// lists stacked on one buffer: each list is moved into its `SyntaxTree` array as one contiguous run when it
/// ends (`TreeBuilder`), as the tree stores lists as runs of its arrays.
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
