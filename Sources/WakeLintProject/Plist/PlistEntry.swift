import WakeLintCore

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
