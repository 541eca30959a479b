extension RandomAccessCollection where Element: Comparable, Index == Int {
    /// In a collection sorted ascending, the first position whose element is not less than `value` (`endIndex`
    /// when there is none): where `value` is, or would go.
    @inlinable
    public func sortedLowerBound(of value: Element) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let mid = low + (high - low) / 2
            if self[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// In a collection sorted ascending, the position of `value`, or nil.
    @inlinable
    public func sortedIndex(of value: Element) -> Int? {
        let position = sortedLowerBound(of: value)
        return position < endIndex && self[position] == value ? position : nil
    }
}

extension RandomAccessCollection where Index == Int {
    /// In a collection sorted ascending by `keyOf`, the first position whose key is not below `key`.
    @inlinable
    public func sortedLowerBound<Key: Comparable>(by key: Key, _ keyOf: (Element) -> Key) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let mid = low + (high - low) / 2
            if keyOf(self[mid]) < key { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
