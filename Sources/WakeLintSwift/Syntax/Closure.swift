/// `{ [weak self] task, completion in … }`: capture list, parameter names and body statements.
public struct Closure: Sendable, Hashable {
    public var captures: [Capture]
    /// Parameter names as the body sees them (`_` included); empty for `{ $0 }` and `{ … }`.
    public var parameters: [String]
    /// Whether the closure has an explicit signature ending in `in`.
    public var hasSignature: Bool
    public var body: [Statement]
    public var range: Range<Int>

    public init(captures: [Capture], parameters: [String], hasSignature: Bool, body: [Statement], range: Range<Int>) {
        self.captures = captures
        self.parameters = parameters
        self.hasSignature = hasSignature
        self.body = body
        self.range = range
    }

    /// The same closure with its nodes held by their file rather than its tree (see `Expression.detached(in:)`).
    public func detached(in file: SwiftFile) -> Closure {
        var closure = self
        closure.body = body.map { $0.detached(in: file) }
        for index in closure.captures.indices {
            closure.captures[index].initializer = captures[index].initializer?.detached(in: file)
        }
        return closure
    }

    /// The closing `}` (the last byte of an unclosed one): where falling off the end of the body is reported.
    public var closingBrace: Range<Int> { max(range.lowerBound, range.upperBound - 1)..<range.upperBound }

    /// One capture list entry: `weak self`, `unowned(unsafe) x`, `store = self.store`.
    public struct Capture: Sendable, Hashable {
        /// `weak`, `unowned`, `unowned(unsafe)` or nil for a strong capture.
        public var specifier: String?
        public var name: String
        /// The value bound in `name = value`; nil when the capture names an existing variable.
        public var initializer: Expression?
        public var text: String

        public init(specifier: String?, name: String, initializer: Expression? = nil, text: String) {
            self.specifier = specifier
            self.name = name
            self.initializer = initializer
            self.text = text
        }
    }
}
