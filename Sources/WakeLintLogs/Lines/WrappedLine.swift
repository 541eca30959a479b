/// One source line of a line joined from a hard-wrapped paste, and where its text sits in the joined text.
public struct WrappedLine: Sendable, Hashable {
    public var number: Int
    /// The source line's own (normalised) text: what evidence quotes.
    public var text: String
    /// UTF-8 offset in the joined text where this line's kept text starts.
    public var joinedOffset: Int
    /// UTF-8 offset in `text` of that same byte (the leading blanks the join dropped).
    public var ownOffset: Int
}

extension LogLine {
    /// The separator a wrapped continuation is joined with: none after a hyphen that ends a word (the wrap broke
    /// after it), one space otherwise (the wrap ate it).
    static func wrapSeparator(after trimmed: String) -> String {
        let bytes = trimmed.utf8
        guard bytes.last == UInt8(ascii: "-"), bytes.count > 1 else { return " " }
        let beforeHyphen = bytes[bytes.index(bytes.endIndex, offsetBy: -2)]
        return beforeHyphen == 0x20 || beforeHyphen == 0x09 ? " " : ""
    }

    /// This line with `next` joined to its end: trailing blanks of this line and leading blanks of `next` dropped,
    /// `separator` between them. Keeps both source lines in `wrappedLines`.
    func joiningWrapped(_ next: LogLine, separator: String) -> LogLine {
        var joined = self
        if joined.wrappedLines.isEmpty {
            joined.wrappedLines = [WrappedLine(number: number, text: text, joinedOffset: 0, ownOffset: 0)]
        }
        let kept = text.trimmingTrailingSpaces
        let leading = next.text.utf8.prefix { $0 == 0x20 || $0 == 0x09 }.count
        let offset = kept.utf8.count + separator.utf8.count
        joined.wrappedLines.append(
            WrappedLine(number: next.number, text: next.text, joinedOffset: offset, ownOffset: leading))
        joined.text = kept + separator + next.text.trimmingSpaces
        joined.isTruncated = isTruncated || next.isTruncated
        return joined
    }

    /// The numbers of the lines this line was read from: its own, or those of the wrapped lines it joins.
    public var sourceLineNumbers: [Int] { wrappedLines.isEmpty ? [number] : wrappedLines.map(\.number) }

    /// The source line and 1-based UTF-8 column of a 1-based UTF-8 column of `text`.
    public func sourcePosition(ofColumn column: Int) -> (line: Int, column: Int) {
        guard let part = wrappedLines.last(where: { $0.joinedOffset <= column - 1 }) else { return (number, column) }
        return (part.number, column - part.joinedOffset + part.ownOffset)
    }
}
