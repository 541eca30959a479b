import WakeLintCore

/// A parsed Swift file: its tokens and its syntax tree (top-level statements and declarations).
public struct SwiftFile: Sendable {
    public let source: SwiftSource
    public let items: [Statement]

    public init(source: SwiftSource) {
        self.source = source
        self.items = SwiftParser.parse(source)
    }

    public init(file: SourceFile) {
        self.init(source: SwiftSource(file: file))
    }

    /// Module names of the file's `import` declarations (including those inside `#if`).
    public var imports: [String] {
        var result: [String] = []
        SyntaxWalker.forEachDeclaration(in: items) { declaration, _ in
            if case .import(let path) = declaration.kind { result.append(path) }
        }
        return result
    }

    public func text(of range: Range<Int>) -> String { source.file.text(range) }

    public func location(of range: Range<Int>) -> SourceLocation { source.file.location(of: range.lowerBound) }
}
