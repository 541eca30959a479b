import Foundation
import WakeLintCore

/// A Swift file's bytes, with its syntax tree and tokens made from them when first asked for. The tree is kept;
/// the tokens are not kept for the whole run: the file holds them weakly and `RecentlyMade` holds the last few
/// strongly, so a lint of many files holds the tokens of a few files just read, not every file's (they were a
/// sixth of a lint's memory). Index entries hold this storage rather than the tree, so that a later change can
/// release trees too: parsing is deterministic, and a tree made again has the same node ids.
final class SwiftFileStorage: @unchecked Sendable {
    let file: SourceFile
    /// Guards the two references; held while lexing or parsing, so a file is never lexed or parsed twice at once.
    private let lock = NSLock()
    private weak var tokenBuffer: TokenBuffer?
    private var syntaxTree: SyntaxTree?
    private let recent: RecentlyMade

    init(file: SourceFile, recent: RecentlyMade = .shared) {
        self.file = file
        self.recent = recent
    }

    var tokens: [Token] {
        lock.lock()
        defer { lock.unlock() }
        return lockedTokens().tokens
    }

    var tree: SyntaxTree {
        lock.lock()
        defer { lock.unlock() }
        if let tree = syntaxTree { return tree }
        return lockedParse(tokens: lockedTokens().tokens)
    }

    /// Whether the tokens are in memory now (kept by `RecentlyMade`, or an array of them still in use).
    var hasTokens: Bool {
        lock.lock()
        defer { lock.unlock() }
        return tokenBuffer != nil
    }

    /// Lexes and parses the file at once, and returns its comments (what the loader reads for suppressions),
    /// without keeping the tokens.
    func parseReadingComments() -> [TriviaPiece] {
        lock.lock()
        defer { lock.unlock() }
        let tokens = tokenBuffer?.tokens ?? SwiftLexer.tokenize(file.bytes)
        if syntaxTree == nil { lockedParse(tokens: tokens) }
        return SwiftLexer.comments(in: tokens, of: file.bytes)
    }

    @discardableResult
    private func lockedParse(tokens: [Token]) -> SyntaxTree {
        let tree = SwiftParser.buildTree(tokens: tokens, bytes: file.bytes)
        syntaxTree = tree
        return tree
    }

    private func lockedTokens() -> TokenBuffer {
        if let buffer = tokenBuffer { return buffer }
        let buffer = TokenBuffer(SwiftLexer.tokenize(file.bytes))
        tokenBuffer = buffer
        recent.keep(buffer, size: buffer.tokens.count * MemoryLayout<Token>.stride)
        return buffer
    }
}

/// A file's tokens, in an object so the file can hold them weakly.
final class TokenBuffer: Sendable {
    let tokens: [Token]
    init(_ tokens: [Token]) { self.tokens = tokens }
}

/// What was made last (token arrays), held strongly up to a memory budget and at least the last one, whatever
/// its size: rules read a few files at a time, and going back to one just read should not lex it again.
final class RecentlyMade: @unchecked Sendable {
    static let shared = RecentlyMade()

    private let lock = NSLock()
    private var kept: [(object: AnyObject, size: Int)] = []
    private var keptSize = 0
    private let budget: Int

    /// 8 MB: about 400,000 tokens, the largest few files of a large app.
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
