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
