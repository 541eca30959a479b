extension Array {
    /// Copies the array into a buffer of its size when over an eighth of its capacity (and over 4 KB) is unused:
    /// for arrays kept for the run, reserved for dense code or grown by doubling.
    mutating func fitCapacity() {
        guard capacity - count > Swift.max(count / 8, 4096 / MemoryLayout<Element>.stride) else { return }
        var fitted: [Element] = []
        fitted.reserveCapacity(count)
        fitted.append(contentsOf: self)
        self = fitted
    }
}
