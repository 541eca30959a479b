extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        trimmingCharacters { $0 == " " || $0 == "\t" }
    }

    func trimmingCharacters(_ isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }

    /// True when the text starts with a space or a tab.
    var isIndented: Bool {
        first == " " || first == "\t"
    }
}
