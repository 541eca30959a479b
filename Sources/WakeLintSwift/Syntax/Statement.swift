/// A statement or declaration inside a file, type body, function body, closure, `#if` clause or `case`.
public struct Statement: Sendable, Hashable {
    public var kind: Kind
    /// Stored as a `ByteSpan`: see there why.
    public var range: Range<Int> {
        get { span.range }
        set { span = ByteSpan(newValue) }
    }
    private var span: ByteSpan

    public init(_ kind: Kind, range: Range<Int>) {
        self.kind = kind
        self.span = ByteSpan(range)
    }

    // Expression statements, the most common, are stored inline; the rest are boxed to keep `Statement` small.
    public enum Kind: Sendable, Hashable {
        case expression(Expression)
        indirect case declaration(Declaration)
        indirect case `if`(If)
        indirect case `guard`(Guard)
        indirect case `switch`(Switch)
        /// `case …:` or `default:` with its statements; appears in `Switch.cases` (or in `#if` clauses there).
        indirect case switchCase(SwitchCase)
        indirect case `do`(Do)
        case `defer`([Statement])
        indirect case `return`(Expression?)
        indirect case `throw`(Expression?)
        indirect case forIn(ForIn)
        indirect case `while`(conditions: [Condition], body: [Statement])
        indirect case `repeat`(body: [Statement], condition: Expression?)
        /// `break`, `continue` or `fallthrough`.
        case jump(String)
        indirect case ifConfig(IfConfig)
        /// Tokens the parser could not place; skipped as a balanced run.
        case unknown
    }

    public struct If: Sendable, Hashable {
        public var conditions: [Condition]
        public var body: [Statement]
        /// `else { … }`, or one `.if` statement for `else if`.
        public var elseBody: [Statement]?
    }

    public struct Guard: Sendable, Hashable {
        public var conditions: [Condition]
        public var elseBody: [Statement]
    }

    public struct Switch: Sendable, Hashable {
        public var subject: Expression
        /// `.switchCase` statements, possibly inside `.ifConfig`.
        public var cases: [Statement]
    }

    public struct SwitchCase: Sendable, Hashable {
        /// The patterns as written (`.a, .b(let x) where x > 0`), or nil for `default`.
        public var pattern: String?
        public var isUnknownDefault: Bool
        public var body: [Statement]
        /// The parsed items of `pattern`; empty for `default`.
        public var items: [CaseItem] = []
    }

    public struct Do: Sendable, Hashable {
        public var body: [Statement]
        public var catches: [Catch]
    }

    public struct Catch: Sendable, Hashable {
        /// The pattern and `where` clause as written, or nil for a bare `catch`.
        public var pattern: String?
        public var body: [Statement]
        /// The parsed items of `pattern` (`catch let e as E, is F`); empty for a bare `catch`.
        public var items: [CaseItem] = []
    }

    public struct ForIn: Sendable, Hashable {
        public var pattern: String
        public var sequence: Expression
        public var whereClause: Expression?
        public var body: [Statement]
        /// `pattern` parsed; names are bound without `let` unless the loop is `for case`.
        public var loopPattern: Pattern?
    }
}
