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
