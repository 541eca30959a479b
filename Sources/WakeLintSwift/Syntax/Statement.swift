/// A statement or declaration inside a file, type body, function body, closure, `#if` clause or `case`.
///
/// Like `Expression`: a position in its file's `SyntaxTree` when parsed, its kind in a box when built or changed.
public struct Statement: Sendable, Hashable {
    private var node: NodeStorage<Kind>
    private var span: ByteSpan

    public var kind: Kind {
        get { node.kind }
        set { node.kind = newValue }
    }

    /// Stored as a `ByteSpan`: see there why.
    public var range: Range<Int> {
        get { span.range }
        set { span = ByteSpan(newValue) }
    }

    public init(_ kind: Kind, range: Range<Int>) {
        node = NodeStorage(kind)
        span = ByteSpan(range)
    }

    init(_ tree: SyntaxTree, _ id: StatementID) {
        node = NodeStorage(tree, id.position)
        span = tree.statementSpans[id.position]
    }

    /// The same node, held by its file rather than its tree: for one kept for the run (a fact about a target),
    /// so its file's tree can be released and made again when the node is read.
    public func detached(in file: SwiftFile) -> Statement {
        var node = self
        node.node = self.node.detached(in: file.storage)
        return node
    }

    /// The node in its file's flat tree; nil for one built or changed after parsing.
    var flat: (tree: SyntaxTree, id: StatementID)? { node.flat.map { ($0.tree, StatementID($0.position)) } }

    /// The same parsed node of the same file, whether held by its tree or detached (`==` then reads no kinds).
    func isSameNode(as other: Statement) -> Bool { node.isSameNode(as: other.node) }

    public static func == (lhs: Statement, rhs: Statement) -> Bool {
        lhs.span == rhs.span && (lhs.isSameNode(as: rhs) || lhs.kind == rhs.kind)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(span) }

    // Not `indirect`, as `Expression.Kind`.
    public enum Kind: Sendable, Hashable {
        case expression(Expression)
        case declaration(Declaration)
        case `if`(If)
        case `guard`(Guard)
        case `switch`(Switch)
        /// `case …:` or `default:` with its statements; appears in `Switch.cases` (or in `#if` clauses there).
        case switchCase(SwitchCase)
        case `do`(Do)
        case `defer`([Statement])
        case `return`(Expression?)
        case `throw`(Expression?)
        case forIn(ForIn)
        case `while`(conditions: [Condition], body: [Statement])
        case `repeat`(body: [Statement], condition: Expression?)
        /// `break`, `continue` or `fallthrough`.
        case jump(String)
        case ifConfig(IfConfig)
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
