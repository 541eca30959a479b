import WakeLintCore

/// A key a typed view looked up: the entry as written (key and value positions) and its value in the
/// expected type, or nil when the file holds another type, so rules can point at the mistake.
public struct TypedPlistEntry<Value: Sendable>: Sendable {
    public var entry: PlistEntry
    /// Nil when the value has another type than `expected` (see `found`).
    public var value: Value?
    public var expected: PlistValueKind

    public var found: PlistValueKind { entry.value.value.kind }
    public var isWrongType: Bool { value == nil }
    public var key: String { entry.key }
    public var node: PlistNode { entry.value }

    /// Where the `<key>` starts, or nil for binary plists.
    public func location(in file: SourceFile) -> SourceLocation? {
        entry.location(in: file)
    }
}
