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
    /// For an exit some path reaches without the action: the exits (`return`, `throw`, closing brace) inside
    /// closures passed to calls on the way (`queue.async { guard … else { return }; done() }`) where a path of the
    /// closure left without it while another performs it (the first eight).
    public var skippedInClosures: [Place]
    /// Whether every path reaching this exit without the action left it inside such a closure: this exit is only
    /// where that surfaced, and `skippedInClosures` are the places to point at.
    public var leftOnlyInClosures: Bool

    public init(
        kind: Kind, range: Range<Int>, minimumCount: Int, maximumCount: Int, skippedInClosures: [Place] = [],
        leftOnlyInClosures: Bool = false
    ) {
        self.kind = kind
        self.range = range
        self.minimumCount = minimumCount
        self.maximumCount = maximumCount
        self.skippedInClosures = skippedInClosures
        self.leftOnlyInClosures = leftOnlyInClosures
    }

    /// Where a path leaves without the action: the inner exits when only they explain it, else this exit and them.
    public var placesLeftWithoutAction: [Place] {
        leftOnlyInClosures ? skippedInClosures : [Place(kind: kind, range: range)] + skippedInClosures
    }

    /// A way out of a body, without the counts.
    public struct Place: Sendable, Hashable {
        public var kind: Kind
        /// The `return`/`throw` statement, or the closing brace for `endOfBody`.
        public var range: Range<Int>

        public init(kind: Kind, range: Range<Int>) {
            self.kind = kind
            self.range = range
        }
    }
}
