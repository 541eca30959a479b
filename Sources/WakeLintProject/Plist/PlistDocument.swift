/// A whole property list: its root value, the encoding it was read from and, for XML, its comments
/// (the engine reads `<!-- wakelint:disable id -->` from them).
public struct PlistDocument: Sendable, Equatable {
    public var root: PlistNode
    public var format: PlistFormat
    /// Byte ranges of comments (`<!-- … -->`, or `/* … */` and `// …` in OpenStep), delimiters included,
    /// in document order; empty for binary plists.
    public var comments: [Range<Int>]
    /// Keys written again in one dictionary (OpenStep only: merges leave such repeats in project files, and Xcode
    /// reads them); the first value is the one in `root`.
    public var repeatedKeys: [RepeatedKey]

    public init(root: PlistNode, format: PlistFormat, comments: [Range<Int>] = [], repeatedKeys: [RepeatedKey] = []) {
        self.root = root
        self.format = format
        self.comments = comments
        self.repeatedKeys = repeatedKeys
    }
}

/// A key repeated in one dictionary: where it is first and again written, and whether the values are the same
/// text.
public struct RepeatedKey: Sendable, Equatable {
    public var key: String
    public var first: Range<Int>
    public var repeated: Range<Int>
    public var sameValue: Bool
}

public enum PlistFormat: String, Sendable, Hashable {
    /// `openStep`: the ASCII format of `project.pbxproj`, read by `OpenStepPlistReader`.
    case xml, binary, openStep
}
