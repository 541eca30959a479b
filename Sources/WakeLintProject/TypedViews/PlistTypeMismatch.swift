/// A value of the wrong type under a key a typed view knows: `UIBackgroundModes` written as a dict.
public struct PlistTypeMismatch: Sendable, Equatable, CustomStringConvertible {
    public var keyPath: String
    public var expected: PlistValueKind
    public var found: PlistValueKind
    public var node: PlistNode

    public var description: String {
        let subject = keyPath.isEmpty ? "the root" : "'\(keyPath)'"
        return "\(subject) should be \(Self.article(expected)) \(expected), found \(found)"
    }

    private static func article(_ kind: PlistValueKind) -> String {
        kind == .array || kind == .integer ? "an" : "a"
    }
}
