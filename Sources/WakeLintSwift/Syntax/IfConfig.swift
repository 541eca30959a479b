/// `#if A … #elseif B … #else … #endif`: every clause is parsed, active or not.
public struct IfConfig: Sendable, Hashable {
    public var clauses: [Clause]

    public init(clauses: [Clause]) {
        self.clauses = clauses
    }

    public struct Clause: Sendable, Hashable {
        /// `#if`, `#elseif` or `#else`.
        public var directive: String
        /// The condition as written; nil for `#else`.
        public var condition: String?
        public var items: [Statement]
        /// `condition` parsed; nil for `#else`.
        public var compilationCondition: CompilationCondition? = nil
    }
}
