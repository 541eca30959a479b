public struct TrailingClosure: Sendable, Hashable {
    public var label: String?
    public var closure: Closure

    public init(label: String?, closure: Closure) {
        self.label = label
        self.closure = closure
    }
}
