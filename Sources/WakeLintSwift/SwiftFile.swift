import WakeLintCore

/// A parsed Swift file: its tokens and its syntax tree (top-level statements and declarations).
public struct SwiftFile: Sendable {
    public let source: SwiftSource
    public let items: [Statement]
    /// The nodes `items` and everything under them read from.
    let tree: SyntaxTree

    public init(source: SwiftSource) {
        self.source = source
        tree = SwiftParser.buildTree(source)
        items = tree.statements(tree.items)
    }

    public init(file: SourceFile) {
        self.init(source: SwiftSource(file: file))
    }

    /// Module names of the file's `import` declarations (including those inside `#if`). Swift allows imports
    /// only at file scope, so only the top-level items and their `#if` clauses are read, not the whole tree.
    public var imports: [String] { Self.imports(in: items) }

    private static func imports(in items: [Statement]) -> [String] {
        items.flatMap { item -> [String] in
            switch item.kind {
            case .declaration(let declaration):
                if case .import(let path) = declaration.kind { return [path] }
                return []
            case .ifConfig(let config):
                return config.clauses.flatMap { imports(in: $0.items) }
            default:
                return []
            }
        }
    }

    public func text(of range: Range<Int>) -> String { source.file.text(range) }

    public func location(of range: Range<Int>) -> SourceLocation { source.file.location(of: range.lowerBound) }
}
