import WakeLintCore

/// A `<dict>` in document order. Keys are unique: the OpenStep and binary readers refuse a repeated key, and
/// the XML reader keeps one entry per key, as CoreFoundation does.
public struct PlistDictionary: Sendable, Equatable {
    public var entries: [PlistEntry]

    public init(entries: [PlistEntry] = []) {
        self.entries = entries
    }

    public subscript(key: String) -> PlistEntry? {
        entries.first { $0.key == key }
    }

    public var keys: [String] { entries.map(\.key) }
}
