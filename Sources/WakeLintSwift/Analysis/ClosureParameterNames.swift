import WakeLintCore

extension SwiftSource {
    /// Byte ranges of a closure's parameter names, in order (`{ [weak self] query, done, error in` → 3 ranges).
    package func parameterNameRanges(of closure: Closure) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var depth = 0
        var previous: TokenKind = .leftBrace
        var started = false
        var bracketDepth = 0
        // Only the closure's tokens, found by binary search: the cost is the closure's, not the file's.
        for token in tokens(in: closure.range) where token.range.upperBound <= closure.range.upperBound {
            if !started {
                started = true
                continue
            }  // the opening brace
            if token.kind == .leftBracket, previous == .leftBrace || bracketDepth > 0 {
                bracketDepth += 1
                previous = token.kind
                continue
            }
            if bracketDepth > 0 {
                if token.kind == .rightBracket { bracketDepth -= 1 }
                previous = bracketDepth == 0 ? .leftBrace : token.kind
                continue
            }
            if token.kind == .keyword, text(of: token) == "in", depth == 0 { break }
            switch token.kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            case .identifier, .keyword:
                if depth <= 1, previous == .leftBrace || previous == .comma || (previous == .leftParen && depth == 1) {
                    ranges.append(token.range)
                }
            case .leftBrace, .rightBrace: return []
            default: break
            }
            previous = token.kind
        }
        return ranges.count == closure.parameters.count ? ranges : []
    }
}
