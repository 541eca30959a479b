public struct FunctionDeclaration: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case function = "func"
        case initializer = "init"
        case deinitializer = "deinit"
        case `subscript`
    }

    public var kind: Kind
    /// `application`, `init`, `deinit`, `subscript`, or an operator (`+`).
    public var name: String
    public var parameters: [Parameter]
    public var isAsync: Bool
    public var isThrowing: Bool
    public var returnType: String?
    /// Nil for a requirement without body (protocols); for subscripts, the getter's body.
    public var body: [Statement]?
    /// Accessors of a subscript (`get`/`set`); empty otherwise.
    public var accessors: [Accessor]

    public init(
        kind: Kind, name: String, parameters: [Parameter], isAsync: Bool, isThrowing: Bool,
        returnType: String?, body: [Statement]?, accessors: [Accessor]
    ) {
        self.kind = kind
        self.name = name
        self.parameters = parameters
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.returnType = returnType
        self.body = body
        self.accessors = accessors
    }

    /// The name with its argument labels: `application(_:didFinishLaunchingWithOptions:)`, `init()`.
    public var signatureName: String {
        // Appended in place, allocating nothing per label: the index asks this for every function.
        var result = name
        result.append("(")
        for parameter in parameters {
            result.append(parameter.label ?? "_")
            result.append(":")
        }
        result.append(")")
        return result
    }

    public struct Parameter: Sendable, Hashable {
        /// The argument label callers write, nil for `_`.
        public var label: String?
        /// The name inside the body.
        public var name: String
        public var type: String
        public var defaultValue: Expression?
        /// `values: Int...`: takes any number of arguments, none included.
        public var isVariadic: Bool

        public init(label: String?, name: String, type: String, defaultValue: Expression?, isVariadic: Bool = false) {
            self.label = label
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.isVariadic = isVariadic
        }
    }
}
