import WakeLintCore

/// Swift's lexer: UTF-8 bytes in, tokens with trivia out. It never fails and never drops a byte:
/// the leading trivia, text and trailing trivia of the tokens, in order, are exactly the input.
public enum SwiftLexer {
    /// All tokens of `bytes`; the last one is `.endOfFile` (it carries the file's final trivia).
    ///
    /// Not copied to their exact size: tokens live only while a file's tree is made or a few are read
    /// (`SwiftFileStorage`), and the reserved end that is never written is never touched.
    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { buffer in
            let capacity = buffer.count / 5 + 2
            var tokens: [Token] = []
            tokens.reserveCapacity(capacity)
            // A large file's array on huge pages (`HugePages`), in a branch of its own: once the array has been
            // handed to a call, the compiler checks its uniqueness on every append, which small files would pay.
            if capacity * MemoryLayout<Token>.stride >= 4 * HugePages.size {
                var advised: [Token] = []
                swap(&advised, &tokens)
                HugePages.advise(&advised)
                appendTokens(of: buffer, to: &advised)
                return advised
            }
            appendTokens(of: buffer, to: &tokens)
            return tokens
        }
    }

    @inline(__always)
    private static func appendTokens(of buffer: UnsafeBufferPointer<UInt8>, to tokens: inout [Token]) {
        var cursor = Cursor(buffer: buffer)
        while true {
            let token = cursor.nextToken()
            tokens.append(token)
            if token.kind == .endOfFile { break }
        }
    }

    /// Splits a trivia range (a token's leading or trailing trivia) into pieces of one kind each.
    public static func triviaPieces(in range: Range<Int>, of bytes: [UInt8]) -> [TriviaPiece] {
        let range = max(0, range.lowerBound)..<min(bytes.count, max(range.lowerBound, range.upperBound))
        guard !range.isEmpty else { return [] }
        return bytes.withUnsafeBufferPointer { whole in
            var cursor = Cursor(buffer: UnsafeBufferPointer(rebasing: whole[0..<range.upperBound]))
            cursor.position = range.lowerBound
            var pieces: [TriviaPiece] = []
            while cursor.position < range.upperBound {
                let start = cursor.position
                let kind = cursor.lexTriviaPiece(isLeading: true)?.kind ?? .garbage
                if cursor.position == start { cursor.position = range.upperBound }
                pieces.append(TriviaPiece(kind: kind, range: start..<cursor.position))
            }
            return pieces
        }
    }

    /// The comment pieces in the trivia of `tokens`, in order: one pass with one cursor, no per-token work for
    /// trivia without a `/`.
    public static func comments(in tokens: [Token], of bytes: [UInt8]) -> [TriviaPiece] {
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = Cursor(buffer: buffer)
            var comments: [TriviaPiece] = []
            for token in tokens {
                for range in [token.leadingTrivia, token.trailingTrivia]
                where !range.isEmpty && range.upperBound <= buffer.count {
                    guard buffer[range].contains(UInt8(ascii: "/")) else { continue }
                    cursor.position = range.lowerBound
                    while cursor.position < range.upperBound {
                        let start = cursor.position
                        guard let kind = cursor.lexTriviaPiece(isLeading: true)?.kind, cursor.position > start else {
                            break
                        }
                        if kind.isComment { comments.append(TriviaPiece(kind: kind, range: start..<cursor.position)) }
                    }
                }
            }
            return comments
        }
    }
}
