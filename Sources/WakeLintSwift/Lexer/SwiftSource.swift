import WakeLintCore

/// A Swift file with its tokens: what rules read to find real code (not comments, not string text). The tokens
/// are made on first use and not kept for the whole run (see `SwiftFileStorage`): read `tokens` once into a
/// local, not per token.
public struct SwiftSource: Sendable {
    let storage: SwiftFileStorage

    public init(file: SourceFile) {
        storage = SwiftFileStorage(file: file)
    }

    init(storage: SwiftFileStorage) {
        self.storage = storage
    }

    public var file: SourceFile { storage.file }

    public var tokens: [Token] { storage.tokens }

    /// Every comment in the file, in source order.
    public var comments: [TriviaPiece] { SwiftLexer.comments(in: tokens, of: file.bytes) }

    public func text(of token: Token) -> String { storage.file.text(token.range) }

    public func text(of range: Range<Int>) -> String { storage.file.text(range) }

    public func location(of token: Token) -> SourceLocation { storage.file.location(of: token.range.lowerBound) }

    /// Whether the token's bytes equal `text`, without building a String.
    public func token(_ token: Token, is text: StaticString) -> Bool {
        guard token.range.count == text.utf8CodeUnitCount else { return false }
        let bytes = storage.file.bytes
        return text.withUTF8Buffer { expected in
            var index = 0
            for offset in token.range {
                if bytes[offset] != expected[index] { return false }
                index += 1
            }
            return true
        }
    }
}
