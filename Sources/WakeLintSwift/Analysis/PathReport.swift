/// How often an action (calling a completion handler, `setTaskCompleted`) happens on the paths out of a body.
public struct PathReport: Sendable, Hashable {
    /// Every way out of the body, with the action counts along the paths that reach it.
    public var exits: [PathExit]

    public init(exits: [PathExit]) {
        self.exits = exits
    }

    /// Exits reached by some path that never performs the action.
    public var missing: [PathExit] { exits.filter { $0.minimumCount == 0 } }

    /// Exits reached by some path that may perform the action more than once.
    public var repeated: [PathExit] { exits.filter { $0.maximumCount > 1 } }

    public var performsOnEveryPath: Bool { missing.isEmpty }
}

/// One way out of a body: a `return`, a `throw`, or falling off its end.
public struct PathExit: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case `return`, `throw`, endOfBody
    }

    public var kind: Kind
    /// The `return`/`throw` statement, or the closing brace for `endOfBody`.
    public var range: Range<Int>
    /// Fewest times the action runs on a path to this exit (0: some path skips it).
    public var minimumCount: Int
    /// Most times the action may run on a path to this exit (capped at 2).
    public var maximumCount: Int

    public init(kind: Kind, range: Range<Int>, minimumCount: Int, maximumCount: Int) {
        self.kind = kind
        self.range = range
        self.minimumCount = minimumCount
        self.maximumCount = maximumCount
    }
}
