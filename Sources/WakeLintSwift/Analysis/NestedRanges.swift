/// Byte ranges that nest as the syntax they come from does (calls, function and closure bodies of one file).
public enum NestedRanges {
    /// For ranges sorted by start, outer before inner at the same start: for each, the position of the innermost
    /// range before it that contains it, or -1. One pass: the ranges still open at a range are its ancestors.
    public static func parents(_ ranges: [Range<Int>]) -> [Int] {
        var parents = [Int](repeating: -1, count: ranges.count)
        var open: [Int] = []
        for (position, range) in ranges.enumerated() {
            while let last = open.last, ranges[last].upperBound < range.upperBound { open.removeLast() }
            parents[position] = open.last ?? -1
            open.append(position)
        }
        return parents
    }
}
