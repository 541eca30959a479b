/// One condition of `if`, `guard` or `while`.
public struct Condition: Sendable, Hashable {
    public var kind: Kind
    public var range: Range<Int>
    /// The parsed pattern of a `case pattern = e` condition; nil for the other kinds.
    public var casePattern: Pattern?

    public init(_ kind: Kind, range: Range<Int>, casePattern: Pattern? = nil) {
        self.kind = kind
        self.range = range
        self.casePattern = casePattern
    }

    public enum Kind: Sendable, Hashable {
        /// `let x = e`, `var x = e`, or the shorthand `let self` / `let x` (nil initializer).
        case binding(specifier: String, pattern: String, initializer: Expression?)
        /// `case pattern = e`.
        case pattern(String, initializer: Expression?)
        /// `#available(…)` / `#unavailable(…)` as written.
        case availability(String)
        case expression(Expression)
    }
}
