import WakeLintCore

/// A Swift file: its tokens and its syntax tree (top-level statements and declarations). Both are made on first
/// use and not kept for the whole run (see `SwiftFileStorage`): a lint holds every file's bytes, but only the
/// trees in use.
public struct SwiftFile: Sendable {
    let storage: SwiftFileStorage

    public init(source: SwiftSource) {
        storage = source.storage
    }

    public init(file: SourceFile) {
        self.init(source: SwiftSource(file: file))
    }

    /// A file of a lint, holding its tokens and trees within the lint's `budgets`.
    public init(file: SourceFile, budgets: TreeBudgets) {
        storage = SwiftFileStorage(file: file, recent: budgets.recent, kept: budgets.kept)
    }

    public var source: SwiftSource { SwiftSource(storage: storage) }

    /// The top-level statements and declarations.
    public var items: [Statement] {
        let tree = self.tree
        return tree.statements(tree.items)
    }

    /// The nodes `items` and everything under them read from.
    var tree: SyntaxTree { storage.tree }

    /// Lexes the file and returns its comments, noting its imports (the loader reads so, side by side, the files that
    /// may hold a suppression). Keeps no tokens and makes no tree: the index parses the file when it gets to it.
    public func readCommentsAndImports() -> [TriviaPiece] { storage.readCommentsAndImports() }

    /// Holds the file's tree, once made, until `releaseHeldTree()`, within the lint's kept-tree budget: for a file
    /// rules read after indexing, or several targets compile, so that it is parsed once.
    public func holdTree() { storage.holdTree(if: { _ in true }) }

    /// Holds the file's tree like `holdTree()`, when its imports (read from the tokens the tree is made from) pass
    /// `imports`: for files rules may read, known once lexed.
    public func holdTree(if imports: @escaping @Sendable ([String]) -> Bool) { storage.holdTree(if: imports) }

    public func releaseHeldTree() { storage.releaseHeldTree() }

    /// Module names of the file's `import` declarations (including those inside `#if`), read from its tokens:
    /// Swift allows imports only at file scope, so only those outside braces count, and no tree is needed.
    public var imports: [String] { storage.imports }

    /// Whether the file's bytes hold one of `modules`' names at all: when not, it imports none of them, and
    /// `imports` need not lex it (a literal prefilter: most files import neither HealthKit nor XCTest).
    public func mayImport(anyOf modules: [String]) -> Bool {
        modules.contains { ByteSearch.contains(Array($0.utf8), in: storage.file.bytes) }
    }

    /// Whether the file imports one of `modules` (by exact name), lexing it only when `mayImport(anyOf:)`.
    public func imports(anyOf modules: [String]) -> Bool {
        mayImport(anyOf: modules) && imports.contains(where: modules.contains)
    }

    /// `import` keywords outside braces, each with its module path as `SwiftParser.buildImport` reads it (an
    /// import kind such as `struct` skipped; the path ends at the line's end or the first other token).
    static func imports(in tokens: [Token], bytes: [UInt8]) -> [String] {
        var names: [String] = []
        var depth = 0
        let end = tokens.count - 1  // the end-of-file token
        var index = 0
        while index < end {
            let token = tokens[index]
            index += 1
            switch token.kind {
            case .leftBrace: depth += 1
            case .rightBrace: depth = max(0, depth - 1)
            case .keyword where depth == 0 && token.keyword == .import:
                if index < end, tokens[index].kind == .keyword, !tokens[index].isAtStartOfLine,
                    tokens[index].keyword != .Any,
                    index + 1 < tokens.count, tokens[index + 1].kind == .identifier
                {
                    index += 1
                }
                let start = index
                while index < end, !tokens[index].isAtStartOfLine,
                    tokens[index].kind == .identifier || tokens[index].kind == .period || tokens[index].kind == .keyword
                {
                    index += 1
                }
                let lower = tokens[start].range.lowerBound
                let upper = index > start ? max(lower, tokens[index - 1].range.upperBound) : lower
                names.append(String(decoding: bytes[lower..<upper], as: UTF8.self))
            default: break
            }
        }
        return names
    }

    public func text(of range: Range<Int>) -> String { storage.file.text(range) }

    public func location(of range: Range<Int>) -> SourceLocation { storage.file.location(of: range.lowerBound) }
}
