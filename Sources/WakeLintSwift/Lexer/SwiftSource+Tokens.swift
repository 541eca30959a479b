extension SwiftSource {
    /// The tokens whose start lies in `range`, found by binary search.
    public func tokens(in range: Range<Int>) -> ArraySlice<Token> {
        var low = 0, high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].range.lowerBound < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < tokens.count, tokens[end].range.lowerBound < range.upperBound, tokens[end].kind != .endOfFile { end += 1 }
        return tokens[low..<end]
    }
}
