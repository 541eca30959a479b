/// Looks keys up in a root dictionary by expected type, collecting every mismatch on the way.
struct TypedPlistLookup {
    let root: PlistDictionary?
    var mismatches: [PlistTypeMismatch] = []

    init(document: PlistDocument) {
        root = document.root.dictValue
        if root == nil {
            mismatches.append(
                PlistTypeMismatch(keyPath: "", expected: .dict, found: document.root.value.kind, node: document.root))
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
            mismatches.append(
                PlistTypeMismatch(keyPath: item.keyPath, expected: .string, found: item.value.kind, node: item))
        }
        return TypedPlistEntry(
            entry: typed.entry, value: PlistStringList(nodes: items.filter { $0.stringValue != nil }),
            expected: .array)
    }

    private mutating func lookup<Value>(
        _ key: String, expected: PlistValueKind,
        _ convert: (PlistNode) -> Value?
    ) -> TypedPlistEntry<Value>? {
        guard let entry = root?[key] else { return nil }
        let value = convert(entry.value)
        if value == nil {
            mismatches.append(
                PlistTypeMismatch(
                    keyPath: entry.value.keyPath, expected: expected,
                    found: entry.value.value.kind, node: entry.value))
        }
        return TypedPlistEntry(entry: entry, value: value, expected: expected)
    }
}
