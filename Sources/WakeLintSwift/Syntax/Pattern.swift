/// A pattern of a `case` label, `catch` clause, `if`/`guard`/`while case` condition or `for` loop, with its
/// byte range. Enum cases and expression patterns are told apart by shape only, as a parser can: the type
/// checker decides what `Type.name` really is.
public struct Pattern: Sendable, Hashable {
    public var kind: Kind
    public var range: Range<Int>

    public init(_ kind: Kind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    public enum Kind: Sendable, Hashable {
        /// `_`
        case wildcard
        /// A name bound by an enclosing `let`/`var` (or a `for` loop): `error` in `let error`.
        case identifier(String)
        /// `let x`, `var (a, b)`, `let .some(x)`: the specifier and the pattern it binds.
        indirect case binding(specifier: String, Pattern)
        /// `(a, b)`, `(code: let c, _)`.
        case tuple([Element])
        /// `.failure(let error)`, `BGTaskScheduler.Error.notPermitted`: what precedes the last `.` as written
        /// (nil for a leading dot), the case name, and the payload patterns when parenthesised.
        case enumCase(type: String?, name: String, arguments: [Element]?)
        /// `is CancellationError`
        case isType(String)
        /// `let error as NSError`: a pattern and the type the value is cast to.
        indirect case cast(Pattern, type: String)
        /// `x?`: a non-nil optional.
        indirect case optional(Pattern)
        /// `0..<10`, `"id"`, `someValue`: compared with `~=`.
        case expression(Expression)
        /// Tokens that form no pattern, skipped up to the next `,` (or the end of the pattern list).
        case invalid
    }

    /// `label: pattern` inside a tuple or an enum case payload.
    public struct Element: Sendable, Hashable {
        public var label: String?
        public var pattern: Pattern

        public init(label: String?, pattern: Pattern) {
            self.label = label
            self.pattern = pattern
        }
    }

    /// The names this pattern binds, in source order.
    public var boundNames: [String] {
        switch kind {
        case .identifier(let name): return [name]
        case .binding(_, let pattern), .cast(let pattern, _), .optional(let pattern): return pattern.boundNames
        case .tuple(let elements): return elements.flatMap(\.pattern.boundNames)
        case .enumCase(_, _, let arguments): return (arguments ?? []).flatMap(\.pattern.boundNames)
        case .wildcard, .isType, .expression, .invalid: return []
        }
    }
}

/// One comma-separated item of a `case` label or `catch` clause: its pattern and `where` clause.
public struct CaseItem: Sendable, Hashable {
    public var pattern: Pattern
    public var whereClause: Expression?
    public var range: Range<Int>

    public init(pattern: Pattern, whereClause: Expression?, range: Range<Int>) {
        self.pattern = pattern
        self.whereClause = whereClause
        self.range = range
    }
}
