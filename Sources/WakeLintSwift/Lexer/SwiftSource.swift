import WakeLintCore

/// A Swift file with its tokens: what rules read to find real code (not comments, not string text).
public struct SwiftSource: Sendable {
    public let file: SourceFile
    public let tokens: [Token]

    public init(file: SourceFile) {
        self.file = file
        self.tokens = SwiftLexer.tokenize(file.bytes)
    }

    /// Every comment in the file, in source order.
    public var comments: [TriviaPiece] { SwiftLexer.comments(in: tokens, of: file.bytes) }

    public func text(of token: Token) -> String { file.text(token.range) }

    public func text(of range: Range<Int>) -> String { file.text(range) }

    public func location(of token: Token) -> SourceLocation { file.location(of: token.range.lowerBound) }

    /// Whether the token's bytes equal `text`, without building a String.
    public func token(_ token: Token, is text: StaticString) -> Bool {
        guard token.range.count == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in
            var index = 0
            for offset in token.range {
                if file.bytes[offset] != expected[index] { return false }
                index += 1
            }
            return true
        }
    }
}
