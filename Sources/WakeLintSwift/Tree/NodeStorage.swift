/// What an `Expression` or `Statement` holds: its position in its file's flat tree, or, for one a rule built or
/// changed, its kind in a box. All read the same `kind`.
///
/// A node kept for the run (a fact about a target) is `detached`: its position with its file, not its tree, so
/// the tree can go and be made again when the node is read (parsing is deterministic: same positions).
struct NodeStorage<Kind: FlatKind>: @unchecked Sendable {
    private enum Storage {
        case flat(SyntaxTree, UInt32)
        case detached(SwiftFileStorage, UInt32)
        case boxed(Box)
    }

    private final class Box: Sendable {
        let kind: Kind
        init(_ kind: Kind) { self.kind = kind }
    }

    private var storage: Storage

    init(_ kind: Kind) { storage = .boxed(Box(kind)) }

    init(_ tree: SyntaxTree, _ position: Int) { storage = .flat(tree, UInt32(truncatingIfNeeded: position)) }

    /// The same node held by its file instead of its tree; a built or changed node as it is.
    func detached(in file: SwiftFileStorage) -> NodeStorage {
        var node = self
        if case .flat(let tree, let position) = storage {
            precondition(Self.sharesBytes(tree, file), "a node detached into another file than its own")
            node.storage = .detached(file, position)
        }
        return node
    }

    var kind: Kind {
        get {
            switch storage {
            case .flat(let tree, let position): return Kind.read(in: tree, at: Int(position))
            case .detached(let file, let position): return Kind.read(in: file.tree, at: Int(position))
            case .boxed(let box): return box.kind
            }
        }
        set { storage = .boxed(Box(newValue)) }
    }

    var flat: (tree: SyntaxTree, position: Int)? {
        switch storage {
        case .flat(let tree, let position): return (tree, Int(position))
        case .detached(let file, let position): return (file.tree, Int(position))
        case .boxed: return nil
        }
    }

    /// The same node of the same tree or file (then equal without reading kinds). A tree and a file are the
    /// same file when they share its bytes (a tree's bytes are its file's array, not a copy).
    func isSameNode(as other: NodeStorage) -> Bool {
        switch (storage, other.storage) {
        case (.flat(let left, let a), .flat(let right, let b)): return left === right && a == b
        case (.detached(let left, let a), .detached(let right, let b)): return left === right && a == b
        case (.flat(let tree, let a), .detached(let file, let b)), (.detached(let file, let b), .flat(let tree, let a)):
            return a == b && Self.sharesBytes(tree, file)
        default: return false
        }
    }

    /// Whether `tree` is `file`'s: a tree's bytes are its file's array, not a copy.
    private static func sharesBytes(_ tree: SyntaxTree, _ file: SwiftFileStorage) -> Bool {
        tree.bytes.withUnsafeBufferPointer { left in
            file.file.bytes.withUnsafeBufferPointer { right in
                left.baseAddress == right.baseAddress && left.count == right.count
            }
        }
    }
}

/// A node kind read from the flat tree.
protocol FlatKind: Sendable, Hashable {
    static func read(in tree: SyntaxTree, at position: Int) -> Self
}

extension Expression.Kind: FlatKind {
    static func read(in tree: SyntaxTree, at position: Int) -> Self { tree.expressionKind(position) }
}

extension Statement.Kind: FlatKind {
    static func read(in tree: SyntaxTree, at position: Int) -> Self { tree.statementKind(position) }
}
