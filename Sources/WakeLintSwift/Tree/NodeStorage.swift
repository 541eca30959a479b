/// What an `Expression` or `Statement` holds: its position in its file's flat tree, or, for one a rule built or
/// changed, its kind in a box. Both read the same `kind`.
struct NodeStorage<Kind: FlatKind>: @unchecked Sendable {
    private enum Storage {
        case flat(SyntaxTree, UInt32)
        case boxed(Box)
    }

    private final class Box: Sendable {
        let kind: Kind
        init(_ kind: Kind) { self.kind = kind }
    }

    private var storage: Storage

    init(_ kind: Kind) { storage = .boxed(Box(kind)) }

    init(_ tree: SyntaxTree, _ position: Int) { storage = .flat(tree, UInt32(truncatingIfNeeded: position)) }

    var kind: Kind {
        get {
            switch storage {
            case .flat(let tree, let position): return Kind.read(in: tree, at: Int(position))
            case .boxed(let box): return box.kind
            }
        }
        set { storage = .boxed(Box(newValue)) }
    }

    var flat: (tree: SyntaxTree, position: Int)? {
        if case .flat(let tree, let position) = storage { return (tree, Int(position)) }
        return nil
    }

    /// The same node of the same tree (then equal without reading kinds).
    func isSameNode(as other: NodeStorage) -> Bool {
        guard case .flat(let left, let a) = storage, case .flat(let right, let b) = other.storage else { return false }
        return left === right && a == b
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
