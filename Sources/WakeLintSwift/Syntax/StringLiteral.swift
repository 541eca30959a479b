/// A string literal; only its interpolations are code.
public struct StringLiteral: Sendable, Hashable {
    /// Each `\( … )` as its argument list (interpolations may be labelled: `\(x, privacy: .public)`).
    public var interpolations: [[Argument]]

    public init(interpolations: [[Argument]]) {
        self.interpolations = interpolations
    }
}
