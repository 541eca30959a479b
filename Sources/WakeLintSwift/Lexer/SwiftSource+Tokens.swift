extension SwiftSource {
    /// The tokens whose start lies in `range` (never the end-of-file token), found by binary search at both
    /// ends: callers ask for "from here to the end of the file" and read a few tokens, so a call costs a
    /// logarithm of the file's tokens plus those read, never the whole file.
    public func tokens(in range: Range<Int>) -> ArraySlice<Token> {
        let tokens = self.tokens
        let low = Self.firstToken(startingAtOrAfter: range.lowerBound, in: tokens)
        var end = max(low, Self.firstToken(startingAtOrAfter: range.upperBound, in: tokens))
        if end > low, tokens[end - 1].kind == .endOfFile { end -= 1 }
        return tokens[low..<end]
    }

    /// The position of the first token whose text starts at or after `offset` (`tokens.count` if none).
    private static func firstToken(startingAtOrAfter offset: Int, in tokens: [Token]) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].range.lowerBound < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Lexes from `offset`, where a token of code starts (a statement's first keyword, say), handing each token
    /// to `body` until it returns false or the file ends, and keeping none: for a rule that reads a few tokens
    /// after a place the tree gives, without lexing (and holding) the whole file. From a place inside a string
    /// interpolation the tokens may differ from the file's.
    public func forEachToken(from offset: Int, _ body: (Token) -> Bool) {
        let bytes = file.bytes
        guard offset >= 0, offset <= bytes.count else { return }
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = SwiftLexer.Cursor(buffer: buffer)
            cursor.position = offset
            while true {
                let token = cursor.nextToken()
                if !body(token) || token.kind == .endOfFile { return }
            }
        }
    }
}
