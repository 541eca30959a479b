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
