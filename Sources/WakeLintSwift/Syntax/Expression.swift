/// An expression with its byte range (first token to last token, no trivia). Operators are not folded by
/// precedence: a binary expression is a flat `sequence` of operands and operators, as in swift-syntax.
///
/// A parsed expression is a position in its file's `SyntaxTree`, and `kind` is read from there on access (its
/// sub-expressions are positions too). One a rule builds or changes (`Expression(.identifier("x"), range: r)`,
/// `expression.kind = …`) holds its kind in a box instead. Either way it is a value: equal when kinds and
/// ranges are equal.
public struct Expression: Sendable, Hashable {
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

    init(_ tree: SyntaxTree, _ id: ExpressionID) {
        node = NodeStorage(tree, id.position)
        span = tree.expressionSpans[id.position]
    }

    /// The same node, held by its file rather than its tree: for one kept for the run (a fact about a target),
    /// so its file's tree can be released and made again when the node is read.
    public func detached(in file: SwiftFile) -> Expression {
        var node = self
        node.node = self.node.detached(in: file.storage)
        return node
    }

    /// The node in its file's flat tree; nil for one built or changed after parsing.
    var flat: (tree: SyntaxTree, id: ExpressionID)? { node.flat.map { ($0.tree, ExpressionID($0.position)) } }

    /// The same parsed node of the same file, whether held by its tree or detached (`==` then reads no kinds).
    func isSameNode(as other: Expression) -> Bool { node.isSameNode(as: other.node) }

    public static func == (lhs: Expression, rhs: Expression) -> Bool {
        lhs.span == rhs.span && (lhs.isSameNode(as: rhs) || lhs.kind == rhs.kind)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(span) }

    // Not `indirect`: `Expression` itself is a fixed-size reference to its node, so kinds are read from the
    // flat tree without a box per access.
    public enum Kind: Sendable, Hashable {
        /// `x`, `self`, `Self`, `super`, `$0`, `_`, `` `class` `` (without backticks), `#file`.
        case identifier(String)
        case literal(LiteralKind)
        case string(StringLiteral)
        /// `base.name`; `base` is nil for an implicit member (`.main`, `.init(x)`).
        case member(base: Expression?, name: String)
        /// `base?` in an optional chain (`self?.store`).
        case optionalChain(Expression)
        /// `base!`
        case forceUnwrap(Expression)
        /// `Array<Int>`: the base and its generic arguments as written.
        case specialized(Expression, arguments: String)
        case call(Call)
        /// `base[arguments]`
        case subscriptCall(base: Expression, arguments: [Argument])
        case closure(Closure)
        /// `(a, label: b)`; a parenthesised expression is a one-element tuple.
        case tuple([Argument])
        case array([Expression])
        case dictionary([DictionaryElement])
        /// Operands and operators in source order: `a + b * c` is `[a, +, b, *, c]`; `x as! T` is `[x, cast]`.
        case sequence([Expression])
        /// An operator inside a sequence, or an operator passed as a value (`reduce(0, +)`).
        case `operator`(String)
        /// `as T`, `as? T`, `as! T`, `is T` inside a sequence.
        case cast(String, type: String)
        case prefix(operator: String, Expression)
        case postfix(Expression, operator: String)
        /// `try`, `try?` or `try!` with its operand.
        case `try`(String, Expression)
        case await(Expression)
        /// `\Type.path` as written.
        case keyPath(String)
        /// `if`/`switch` used as an expression.
        case statement(Statement)
        /// `base` followed by `#if` clauses of member chains that apply to it, as in SwiftUI modifiers:
        /// `Text(x) #if os(iOS) .bold() #endif .padding()` is `.padding()` on this node. Each clause's items are
        /// the chains as written, with an implicit base (`.bold()`); as in swift-syntax's `PostfixIfConfigExpr`.
        case postfixIfConfig(base: Expression, IfConfig)
        /// Nothing parseable here; the range covers the tokens that were skipped.
        case missing
    }

    public enum LiteralKind: String, Sendable, Hashable {
        case integer, float, boolean, `nil`, regex
    }
}
