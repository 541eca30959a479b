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
