public struct TrailingClosure: Sendable, Hashable {
    public var label: String?
    /// The closure as an expression (`.closure`), so walks visit it without building a new node each time.
    public var expression: Expression

    public init(label: String?, closure: Closure) {
        self.label = label
        self.expression = Expression(.closure(closure), range: closure.range)
    }

    /// A parsed trailing closure: its `.closure` expression in the flat tree.
    init(label: String?, expression: Expression) {
        self.label = label
        self.expression = expression
    }

    public var closure: Closure {
        if case .closure(let closure) = expression.kind { return closure }
        return Closure(captures: [], parameters: [], hasSignature: false, body: [], range: expression.range)
    }
}
