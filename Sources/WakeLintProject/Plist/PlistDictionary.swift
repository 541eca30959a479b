import WakeLintCore

/// A `<dict>` in document order. Keys are unique (the readers refuse duplicates).
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

/// One key/value pair of a dictionary; the key keeps its own range so findings can point at `<key>`.
public struct PlistEntry: Sendable, Equatable {
    public var key: String
    /// The `<key>…</key>` element; nil for binary plists.
    public var keyRange: Range<Int>?
    public var value: PlistNode

    public init(key: String, keyRange: Range<Int>? = nil, value: PlistNode) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
    }

    /// Where the `<key>` element starts in `file`, or nil for binary plists.
    public func location(in file: SourceFile) -> SourceLocation? {
        keyRange.map { file.location(of: $0.lowerBound) }
    }
}
