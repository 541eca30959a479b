/// A 1-based line and UTF-8 column in a file named by its display path.
public struct SourceLocation: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }

    public var description: String { "\(path):\(line):\(column)" }
}

/// A secondary place that explains a finding: the entitlements file, the Info.plist key, the call.
public struct RelatedLocation: Sendable, Hashable, Codable {
    public var location: SourceLocation
    public var message: String

    public init(_ location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }
}
