/// A whole property list: its root value, the encoding it was read from and, for XML, its comments
/// (the engine reads `<!-- wakelint:disable id -->` from them).
public struct PlistDocument: Sendable, Equatable {
    public var root: PlistNode
    public var format: PlistFormat
    /// Byte ranges of comments (`<!-- … -->`, or `/* … */` and `// …` in OpenStep), delimiters included,
    /// in document order; empty for binary plists.
    public var comments: [Range<Int>]

    public init(root: PlistNode, format: PlistFormat, comments: [Range<Int>] = []) {
        self.root = root
        self.format = format
        self.comments = comments
    }
}

public enum PlistFormat: String, Sendable, Hashable {
    /// `openStep`: the ASCII format of `project.pbxproj`, read by `OpenStepPlistReader`.
    case xml, binary, openStep
}
