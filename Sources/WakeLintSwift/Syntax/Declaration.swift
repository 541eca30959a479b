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

    // Not `indirect`: the arrays inside the payloads break the recursion, and a box per declaration read from
    // the flat tree would only cost an allocation.
    public enum Kind: Sendable, Hashable {
        /// The imported module path: `UIKit`, `Foundation.NSData`.
        case `import`(String)
        case type(TypeDeclaration)
        case function(FunctionDeclaration)
        case variable(VariableDeclaration)
        /// `case a, b(Int)` in an enum: the case names.
        case enumCase([String])
        case typeAlias(String)
        case associatedType(String)
        /// `operator`, `precedencegroup` or `macro` declarations: the keyword; or `attributes` for attributes
        /// that a `#if` clause separates from their declaration.
        case other(String)
    }

    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    public func attribute(named name: String) -> Attribute? { attributes.first { $0.name == name } }
}
