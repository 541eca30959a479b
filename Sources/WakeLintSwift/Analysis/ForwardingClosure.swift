/// A closure that only forwards: its body is one call handed nothing but the closure's own parameters
/// (`{ q, h, e in updateHandler(q, h, e) }`, `{ [weak self] in self?.handle($0, $1) }`, `{ self.manager?.handle($0) }`).
/// Such a closure stands for the function it calls, for handler lookup and hand-offs alike.
public struct ForwardingClosure: Sendable {
    /// The call the body makes, and where it is written.
    public var call: Call
    public var range: Range<Int>
    /// For each argument of `call`, the position of the closure parameter it passes.
    public var parameters: [Int]
    /// The callee goes through optional chaining (`self?.handle`, `self.manager?.handle`): when that is nil, the
    /// closure returns without calling anything.
    public var mayCallNothing: Bool

    /// The forwarding `closure` does, or nil when its body does anything else: more than one statement, a call with
    /// a trailing closure, or an argument that is not one of its parameters.
    public init?(_ closure: Closure) {
        guard closure.body.count == 1, case .expression(var expression) = closure.body[0].kind else { return nil }
        if case .optionalChain(let inner) = expression.kind { expression = inner }
        guard case .call(let call) = expression.kind, call.trailingClosures.isEmpty, !call.arguments.isEmpty,
            let chained = Self.namePathIsChained(call.callee)
        else { return nil }
        mayCallNothing = chained
        var parameters: [Int] = []
        for argument in call.arguments {
            guard case .identifier(let name) = argument.value.kind else { return nil }
            if closure.hasSignature, let position = closure.parameters.firstIndex(of: name), name != "_" {
                parameters.append(position)
            } else if !closure.hasSignature, name.hasPrefix("$"), let position = Int(name.dropFirst()) {
                parameters.append(position)
            } else {
                return nil
            }
        }
        self.call = call
        range = expression.range
        self.parameters = parameters
    }

    /// The closure parameter at `position` is passed on as argument `parameters.firstIndex(of: position)`.
    public func argument(passing position: Int) -> Int? { parameters.firstIndex(of: position) }

    /// For a callee named by a chain of names (`handle`, `self.handle`, `self?.handle`, `self.manager?.handle`),
    /// whether the chain is optional anywhere; nil for any other callee.
    private static func namePathIsChained(_ expression: Expression) -> Bool? {
        switch expression.kind {
        case .identifier: return false
        case .member(let base?, _): return namePathIsChained(base)
        case .optionalChain(let inner): return namePathIsChained(inner).map { _ in true }
        case .forceUnwrap(let inner): return namePathIsChained(inner)
        default: return nil
        }
    }
}
