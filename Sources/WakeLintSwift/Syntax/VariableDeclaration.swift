/// `let`/`var` with one or more bindings (`let a = 1, b = 2`).
public struct VariableDeclaration: Sendable, Hashable {
    public var isLet: Bool
    public var bindings: [Binding]

    public init(isLet: Bool, bindings: [Binding]) {
        self.isLet = isLet
        self.bindings = bindings
    }

    public struct Binding: Sendable, Hashable {
        /// The bound name, or the pattern as written (`(a, b)`).
        public var pattern: String
        public var type: String?
        public var initializer: Expression?
        /// Computed-property and observer bodies: `get`, `set`, `didSet`, `willSet`, ... An implicit getter
        /// (`var x: Int { 1 }`) is one `get` accessor.
        public var accessors: [Accessor]

        public init(pattern: String, type: String?, initializer: Expression?, accessors: [Accessor]) {
            self.pattern = pattern
            self.type = type
            self.initializer = initializer
            self.accessors = accessors
        }
    }
}
