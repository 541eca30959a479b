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

/// The string elements of an array value, each with its node; elements of other types are reported
/// as `PlistTypeMismatch`es by the typed view, not silently dropped.
public struct PlistStringList: Sendable, Equatable {
    public var nodes: [PlistNode]

    public init(nodes: [PlistNode]) {
        self.nodes = nodes
    }

    public var strings: [String] { nodes.compactMap(\.stringValue) }

    public func contains(_ string: String) -> Bool {
        nodes.contains { $0.stringValue == string }
    }

    /// The first element equal to `string`, to point a finding at it.
    public func node(for string: String) -> PlistNode? {
        nodes.first { $0.stringValue == string }
    }
}

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

/// Looks keys up in a root dictionary by expected type, collecting every mismatch on the way.
struct TypedPlistLookup {
    let root: PlistDictionary?
    var mismatches: [PlistTypeMismatch] = []

    init(document: PlistDocument) {
        root = document.root.dictValue
        if root == nil {
            mismatches.append(PlistTypeMismatch(keyPath: "", expected: .dict, found: document.root.value.kind, node: document.root))
        }
    }

    mutating func string(_ key: String) -> TypedPlistEntry<String>? {
        lookup(key, expected: .string) { $0.stringValue }
    }

    mutating func bool(_ key: String) -> TypedPlistEntry<Bool>? {
        lookup(key, expected: .bool) { $0.boolValue }
    }

    mutating func stringList(_ key: String) -> TypedPlistEntry<PlistStringList>? {
        guard let typed = lookup(key, expected: .array, { $0.arrayValue }) else { return nil }
        guard let items = typed.value else {
            return TypedPlistEntry(entry: typed.entry, value: nil, expected: .array)
        }
        for item in items where item.stringValue == nil {
            mismatches.append(PlistTypeMismatch(keyPath: item.keyPath, expected: .string, found: item.value.kind, node: item))
        }
        return TypedPlistEntry(entry: typed.entry, value: PlistStringList(nodes: items.filter { $0.stringValue != nil }),
                               expected: .array)
    }

    private mutating func lookup<Value>(_ key: String, expected: PlistValueKind,
                                        _ convert: (PlistNode) -> Value?) -> TypedPlistEntry<Value>? {
        guard let entry = root?[key] else { return nil }
        let value = convert(entry.value)
        if value == nil {
            mismatches.append(PlistTypeMismatch(keyPath: entry.value.keyPath, expected: expected,
                                                found: entry.value.value.kind, node: entry.value))
        }
        return TypedPlistEntry(entry: entry, value: value, expected: expected)
    }
}
