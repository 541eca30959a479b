/// An expression with its byte range (first token to last token, no trivia). Operators are not folded by
/// precedence: a binary expression is a flat `sequence` of operands and operators, as in swift-syntax.
public struct Expression: Sendable, Hashable {
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

    // Only cases that hold another node (or a large payload) are boxed: a name, literal or operator is stored
    // inline, saving an allocation for the most common nodes (a box per node was a third of parsing).
    public enum Kind: Sendable, Hashable {
        /// `x`, `self`, `Self`, `super`, `$0`, `_`, `` `class` `` (without backticks), `#file`.
        case identifier(String)
        case literal(LiteralKind)
        indirect case string(StringLiteral)
        /// `base.name`; `base` is nil for an implicit member (`.main`, `.init(x)`).
        indirect case member(base: Expression?, name: String)
        /// `base?` in an optional chain (`self?.store`).
        indirect case optionalChain(Expression)
        /// `base!`
        indirect case forceUnwrap(Expression)
        /// `Array<Int>`: the base and its generic arguments as written.
        indirect case specialized(Expression, arguments: String)
        indirect case call(Call)
        /// `base[arguments]`
        indirect case subscriptCall(base: Expression, arguments: [Argument])
        indirect case closure(Closure)
        /// `(a, label: b)`; a parenthesised expression is a one-element tuple.
        case tuple([Argument])
        case array([Expression])
        case dictionary([DictionaryElement])
        /// Operands and operators in source order: `a + b * c` is `[a, +, b, *, c]`; `x as! T` is `[x, cast]`.
        case sequence([Expression])
        /// An operator inside a sequence, or an operator passed as a value (`reduce(0, +)`).
        case `operator`(String)
        /// `as T`, `as? T`, `as! T`, `is T` inside a sequence.
        indirect case cast(String, type: String)
        indirect case prefix(operator: String, Expression)
        indirect case postfix(Expression, operator: String)
        /// `try`, `try?` or `try!` with its operand.
        indirect case `try`(String, Expression)
        indirect case await(Expression)
        /// `\Type.path` as written.
        case keyPath(String)
        /// `if`/`switch` used as an expression.
        indirect case statement(Statement)
        /// `base` followed by `#if` clauses of member chains that apply to it, as in SwiftUI modifiers:
        /// `Text(x) #if os(iOS) .bold() #endif .padding()` is `.padding()` on this node. Each clause's items are
        /// the chains as written, with an implicit base (`.bold()`); as in swift-syntax's `PostfixIfConfigExpr`.
        indirect case postfixIfConfig(base: Expression, IfConfig)
        /// Nothing parseable here; the range covers the tokens that were skipped.
        case missing
    }

    public enum LiteralKind: String, Sendable, Hashable {
        case integer, float, boolean, `nil`, regex
    }
}
