import Foundation
import WakeLintCore

/// A Swift file's bytes, with its tokens and syntax tree made from them when first asked for and not kept for
/// the whole run: the file holds them weakly, and `RecentlyMade` holds the last few strongly. So a lint holds
/// every file's bytes, the index of the targets being linted, the trees it holds for them (`holdTree()`: files
/// rules read, files several targets compile) and the tokens and trees of a few files just read; not every file's
/// tokens and tree. Index entries hold this storage, not the tree: parsing is deterministic, so a tree made again
/// has the same node ids and the entries stay valid.
final class SwiftFileStorage: @unchecked Sendable {
    let file: SourceFile
    /// Guards the references below; held while lexing or parsing, so a file is never lexed or parsed twice at once.
    private let lock = NSLock()
    private weak var tokenBuffer: TokenBuffer?
    /// Weak to a holder, not to the tree: an object with a weak reference has its reference counts in a side
    /// table, and every retain of the tree (one per node read) would then take the slow path.
    private weak var recentTree: TreeHolder?
    /// Set while a lint needs the tree again (`holdTree(if:)`: rules read it, or several targets' indexes do): once
    /// made, it is held (within the kept-tree budget) when the file's imports pass, until `releaseHeldTree()`, so it
    /// is parsed once.
    private var holdsTree: (@Sendable ([String]) -> Bool)?
    private var heldTree: SyntaxTree?
    /// How many times the file was parsed (tests check that a held tree is not parsed again).
    private(set) var parses = 0
    private var importNames: [String]?
    private let recent: RecentlyMade
    private let kept: KeptTrees

    init(file: SourceFile, recent: RecentlyMade = .shared, kept: KeptTrees = .unbounded) {
        self.file = file
        self.recent = recent
        self.kept = kept
    }

    var tokens: [Token] {
        lock.lock()
        defer { lock.unlock() }
        return lockedTokens().tokens
    }

    var tree: SyntaxTree { tree(keepingRecent: true) }

    /// The tree for a pass that reads each file once (indexing): made if need be, and then not kept among the
    /// recently made, which are for reads that come back to a file; held if the lint holds it.
    var passingTree: SyntaxTree { tree(keepingRecent: false) }

    private func tree(keepingRecent: Bool) -> SyntaxTree {
        lock.lock()
        defer { lock.unlock() }
        if let tree = heldTree { return tree }
        guard let tree = recentTree?.tree else { return lockedNewTree(keepingRecent: keepingRecent) }
        if lockedAdmitsHeldTree() { heldTree = tree }
        return tree
    }

    /// Whether the tree is to be held now (`holdTree(if:)`), its room taken from the kept-tree budget if so.
    private func lockedAdmitsHeldTree() -> Bool {
        guard let holdsTree, holdsTree(lockedImports()) else { return false }
        return kept.admit(size: treeSize)
    }

    private var treeSize: Int { file.bytes.count * RecentlyMade.treeBytesPerSourceByte }

    private func lockedNewTree(keepingRecent: Bool) -> SyntaxTree {
        // Tokens lexed for the tree alone are not kept: the tree does not need them once built. The imports are
        // read from them on the way.
        let tokens = tokenBuffer?.tokens ?? SwiftLexer.tokenize(file.bytes)
        if importNames == nil { importNames = SwiftFile.imports(in: tokens, bytes: file.bytes) }
        let tree = SwiftParser.buildTree(tokens: tokens, bytes: file.bytes)
        parses += 1
        // A tree held for a while gives back the room its builder reserved, before any other reader has it.
        if lockedAdmitsHeldTree() {
            tree.trimCapacity()
            heldTree = tree
        }
        if keepingRecent {
            let holder = TreeHolder(tree)
            recentTree = holder
            recent.keep(holder, size: treeSize)
        }
        return tree
    }

    /// Holds the tree from when it is next made or read until `releaseHeldTree()` (see `heldTree`), when the
    /// file's imports pass `imports` (read from the tokens the tree is made from).
    func holdTree(if imports: @escaping @Sendable ([String]) -> Bool) {
        lock.lock()
        holdsTree = imports
        lock.unlock()
    }

    func releaseHeldTree() {
        lock.lock()
        let released = heldTree
        holdsTree = nil
        heldTree = nil
        if released != nil { kept.giveBack(size: treeSize) }
        lock.unlock()
        // Freed here, after unlocking, when `released` goes.
        _ = released
    }

    var imports: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lockedImports()
    }

    private func lockedImports() -> [String] {
        if let importNames { return importNames }
        let names = SwiftFile.imports(in: lockedTokens().tokens, bytes: file.bytes)
        importNames = names
        return names
    }

    /// Whether the tokens are in memory now (kept by `RecentlyMade`, or an array of them still in use).
    var hasTokens: Bool {
        lock.lock()
        defer { lock.unlock() }
        return tokenBuffer != nil
    }

    /// Whether the file was lexed for its imports already (the loader skips files that cannot matter).
    var hasReadImports: Bool {
        lock.lock()
        defer { lock.unlock() }
        return importNames != nil
    }

    /// Whether the tree is in memory for this file (kept, or among `RecentlyMade`'s).
    var hasTree: Bool {
        lock.lock()
        defer { lock.unlock() }
        return heldTree != nil || recentTree != nil
    }

    /// Lexes the file and returns its comments (what the loader reads for suppressions), noting its imports; keeps
    /// no tokens.
    func readCommentsAndImports() -> [TriviaPiece] {
        lock.lock()
        defer { lock.unlock() }
        let tokens = tokenBuffer?.tokens ?? SwiftLexer.tokenize(file.bytes)
        importNames = importNames ?? SwiftFile.imports(in: tokens, bytes: file.bytes)
        return SwiftLexer.comments(in: tokens, of: file.bytes)
    }

    private func lockedTokens() -> TokenBuffer {
        if let buffer = tokenBuffer { return buffer }
        let buffer = TokenBuffer(SwiftLexer.tokenize(file.bytes))
        tokenBuffer = buffer
        // Capacity, not count: the lexer reserves for dense code and does not trim (tokens are not kept long).
        recent.keep(buffer, size: buffer.tokens.capacity * MemoryLayout<Token>.stride)
        return buffer
    }
}

/// How much syntax tree one lint holds in memory besides the tree being read (see `SwiftFileStorage`).
public struct TreeResidency: Sendable {
    /// For the trees a lint holds (`SwiftFile.holdTree()`): those of the files rules read (HealthKit and
    /// BackgroundTasks code) and of files several targets compile, from indexing until their targets are linted,
    /// first come first held. Beyond it such a tree is made when read and released like any other: facts hold their
    /// nodes by file (`Expression.detached(in:)`), so memory does not grow with the amount of that code, at the cost
    /// of parsing again what rules read again.
    public var keptBytes: Int
    /// For the tokens and trees made last (`RecentlyMade`).
    public var recentBytes: Int

    /// Kept: a sixteenth of the machine's memory, at least 48 MB (the trees of about 10 MB of source, far more
    /// HealthKit and BackgroundTasks code than an app has). A bound, not a target: a tree past it is parsed again
    /// each time a rule reads it, which costs far more time than the memory saves.
    /// Recent: 256 KB, the trees of about 50 KB of source (a few files), or the tokens of 64 KB. The trees rules
    /// read again are held (`SwiftFile.holdTree()`); recent ones spare parsing again a file a rule has just followed
    /// a value into. Indexing reads each file once and keeps none (`SwiftFileStorage.passingTree`).
    public init(keptBytes: Int = TreeResidency.defaultKeptBytes, recentBytes: Int = 256 << 10) {
        self.keptBytes = keptBytes
        self.recentBytes = recentBytes
    }

    public static let defaultKeptBytes = max(48 << 20, Int(clamping: ProcessInfo.processInfo.physicalMemory / 16))

    /// Nothing kept beyond the last tree and tokens made: every read of another file parses it again.
    public static let minimal = TreeResidency(keptBytes: 0, recentBytes: 0)
}

/// The budgets of one lint, shared by its files (`SwiftFile.init(file:budgets:)`).
public final class TreeBudgets: Sendable {
    let recent: RecentlyMade
    let kept: KeptTrees

    public init(_ residency: TreeResidency = TreeResidency()) {
        recent = RecentlyMade(budget: residency.recentBytes)
        kept = KeptTrees(budget: residency.keptBytes)
    }
}

/// What is left of the budget for kept trees (`TreeResidency.keptBytes`).
final class KeptTrees: @unchecked Sendable {
    /// For files made outside a lint (tests, tools): every tree asked to be kept is.
    static let unbounded = KeptTrees(budget: .max)

    private let lock = NSLock()
    private var left: Int

    init(budget: Int) { left = budget }

    func admit(size: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard size <= left else { return false }
        left -= size
        return true
    }

    /// Returns the room of a tree held for a while (`SwiftFileStorage.releaseHeldTree()`).
    func giveBack(size: Int) {
        lock.lock()
        left += size
        lock.unlock()
    }
}

/// A tree made for a while, in an object so the file can hold it weakly (see `recentTree`).
final class TreeHolder: Sendable {
    let tree: SyntaxTree
    init(_ tree: SyntaxTree) { self.tree = tree }
}

/// A file's tokens, in an object so the file can hold them weakly.
final class TokenBuffer: Sendable {
    let tokens: [Token]
    init(_ tokens: [Token]) { self.tokens = tokens }
}

/// The token arrays and trees made last, held strongly up to a memory budget and at least the last one,
/// whatever its size: rules read a few files at a time, and going back to one just read should not parse it
/// again.
final class RecentlyMade: @unchecked Sendable {
    static let shared = RecentlyMade()
    /// About what a flat tree takes per byte of its source, rounded up.
    static let treeBytesPerSourceByte = 5

    private let lock = NSLock()
    private var kept: [(object: AnyObject, size: Int)] = []
    private var keptSize = 0
    private let budget: Int

    /// 8 MB: the tree of about 1.5 MB of source, or the tokens of 2 MB.
    init(budget: Int = 8 << 20) { self.budget = budget }

    func keep(_ object: AnyObject, size: Int) {
        lock.lock()
        kept.append((object, size))
        keptSize += size
        var released: [AnyObject] = []
        while keptSize > budget, kept.count - released.count > 1 {
            released.append(kept[released.count].object)
            keptSize -= kept[released.count - 1].size
        }
        kept.removeFirst(released.count)
        lock.unlock()
        // Freed here, after unlocking, when `released` goes.
    }
}
