/// A declaration with its attributes and modifiers.
public struct Declaration: Sendable, Hashable {
    public var attributes: [Attribute]
    /// `public`, `static`, `private(set)`, `final`, `override`, `class` (in `class func`), ...
    public var modifiers: [String]
    public var kind: Kind
    public var range: Range<Int>

    public init(attributes: [Attribute], modifiers: [String], kind: Kind, range: Range<Int>) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.kind = kind
        self.range = range
    }

    public indirect enum Kind: Sendable, Hashable {
        /// The imported module path: `UIKit`, `Foundation.NSData`.
        case `import`(String)
        case type(TypeDeclaration)
        case function(FunctionDeclaration)
        case variable(VariableDeclaration)
        /// `case a, b(Int)` in an enum: the case names.
        case enumCase([String])
        case typeAlias(String)
        case associatedType(String)
        /// `operator`, `precedencegroup` or `macro` declarations: the keyword.
        case other(String)
    }

    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    public func attribute(named name: String) -> Attribute? { attributes.first { $0.name == name } }
}

/// `@name` or `@name(arguments)`; the arguments are parsed as a call's (`@UIApplicationDelegateAdaptor(AppDelegate.self)`).
public struct Attribute: Sendable, Hashable {
    /// Without the `@`.
    public var name: String
    public var arguments: [Argument]?
    public var range: Range<Int>

    public init(name: String, arguments: [Argument]?, range: Range<Int>) {
        self.name = name
        self.arguments = arguments
        self.range = range
    }
}

public struct TypeDeclaration: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case `class`, `struct`, `enum`, actor, `extension`, `protocol`
    }

    public var kind: Kind
    /// The declared name, or the extended type as written (`Foo.Bar`).
    public var name: String
    /// The inheritance clause as written, one entry per type.
    public var inheritance: [String]
    /// Member declarations (statements of kind `.declaration`, `.ifConfig` or `.unknown`).
    public var members: [Statement]

    public init(kind: Kind, name: String, inheritance: [String], members: [Statement]) {
        self.kind = kind
        self.name = name
        self.inheritance = inheritance
        self.members = members
    }
}

public struct FunctionDeclaration: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case function = "func", initializer = "init", deinitializer = "deinit", `subscript`
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

    public init(kind: Kind, name: String, parameters: [Parameter], isAsync: Bool, isThrowing: Bool,
                returnType: String?, body: [Statement]?, accessors: [Accessor]) {
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
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    public struct Parameter: Sendable, Hashable {
        /// The argument label callers write, nil for `_`.
        public var label: String?
        /// The name inside the body.
        public var name: String
        public var type: String
        public var defaultValue: Expression?

        public init(label: String?, name: String, type: String, defaultValue: Expression?) {
            self.label = label
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
        }
    }
}

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

/// `get { }`, `set(newValue) { }`, `didSet { }`, ...; `body` is nil in protocol requirements (`{ get set }`).
public struct Accessor: Sendable, Hashable {
    public var kind: String
    public var parameter: String?
    public var body: [Statement]?
    public var range: Range<Int>

    public init(kind: String, parameter: String?, body: [Statement]?, range: Range<Int>) {
        self.kind = kind
        self.parameter = parameter
        self.body = body
        self.range = range
    }
}
