/// A repair of one finding that needs no judgement: text edits to apply together, all or none.
public struct Fix: Sendable, Hashable, Codable {
    /// One line saying what the edits do ("set 'com.apple.developer.healthkit' to <true/> in App.entitlements").
    public var description: String
    /// Non-overlapping edits, in path and position order.
    public var edits: [TextEdit]

    public init(description: String, edits: [TextEdit]) {
        self.description = description
        self.edits = edits.sorted()
    }
}

/// Replaces the text from `line:column` up to (not including) `endLine:endColumn` in the file at `path` (a
/// display path); 1-based lines and UTF-8 columns, as in `SourceLocation`. An insertion has equal ends.
public struct TextEdit: Sendable, Hashable, Codable, Comparable {
    public var path: String
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    public var replacement: String

    public init(path: String, line: Int, column: Int, endLine: Int, endColumn: Int, replacement: String) {
        self.path = path
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.replacement = replacement
    }

    /// The edit replacing the bytes `range` of `file`.
    public init(in file: SourceFile, replacing range: Range<Int>, with replacement: String) {
        let start = file.lineAndColumn(of: range.lowerBound)
        let end = file.lineAndColumn(of: range.upperBound)
        self.init(
            path: file.path, line: start.line, column: start.column, endLine: end.line, endColumn: end.column,
            replacement: replacement)
    }

    public var start: SourceLocation { SourceLocation(path: path, line: line, column: column) }
    public var end: SourceLocation { SourceLocation(path: path, line: endLine, column: endColumn) }

    public static func < (lhs: TextEdit, rhs: TextEdit) -> Bool {
        (lhs.start, lhs.end, lhs.replacement) < (rhs.start, rhs.end, rhs.replacement)
    }
}
