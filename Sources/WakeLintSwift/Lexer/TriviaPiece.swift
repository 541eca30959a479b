/// One run of trivia of a single kind.
public struct TriviaPiece: Sendable, Hashable {
    public var kind: TriviaKind
    public var range: Range<Int>

    public init(kind: TriviaKind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}
