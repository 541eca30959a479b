/// `callee(arguments) { trailing } label: { trailing }`; macro expansions (`#selector(f)`) are calls too.
public struct Call: Sendable, Hashable {
    public var callee: Expression
    public var arguments: [Argument]
    /// The first trailing closure has no label; additional ones carry theirs.
    public var trailingClosures: [TrailingClosure]
    /// False for a call made only of trailing closures (`Task { … }`).
    public var hasParentheses: Bool

    public init(callee: Expression, arguments: [Argument], trailingClosures: [TrailingClosure], hasParentheses: Bool) {
        self.callee = callee
        self.arguments = arguments
        self.trailingClosures = trailingClosures
        self.hasParentheses = hasParentheses
    }

    /// The name being called: `register` in `BGTaskScheduler.shared.register(…)`, `Task` in `Task { }`.
    public var calleeName: String? {
        switch callee.kind {
        case .identifier(let name): return name
        case .member(_, let name): return name
        case .specialized(let base, _):
            if case .identifier(let name) = base.kind { return name }
            if case .member(_, let name) = base.kind { return name }
            return nil
        default: return nil
        }
    }

    /// Argument labels with `_` for unlabelled arguments, trailing closures excluded.
    public var labels: [String] { arguments.map { $0.label ?? "_" } }
}
