import WakeLintCore

/// A Swift file: its tokens and its syntax tree (top-level statements and declarations). Both are made on first
/// use and not kept for the whole run (see `SwiftFileStorage`): a lint holds every file's bytes, but only the
/// trees in use.
public struct SwiftFile: Sendable {
    let storage: SwiftFileStorage

    public init(source: SwiftSource) {
        storage = source.storage
    }

    public var source: SwiftSource { SwiftSource(storage: storage) }

    /// The top-level statements and declarations.
    public var items: [Statement] {
        let tree = self.tree
        return tree.statements(tree.items)
    }

    /// The nodes `items` and everything under them read from.
    var tree: SyntaxTree { storage.tree }

    /// Parses the file now (the loader does, for all files side by side) and returns its comments, lexing once
    /// for both and keeping no tokens.
    public func parseReadingComments() -> [TriviaPiece] { storage.parseReadingComments() }

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

    public func text(of range: Range<Int>) -> String { storage.file.text(range) }

    public func location(of range: Range<Int>) -> SourceLocation { storage.file.location(of: range.lowerBound) }
}
