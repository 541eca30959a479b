/// One line of a log, ready for matching: 1-based number, normalised text (see `LineNormalizer`)
/// and whether the line was longer than the reader keeps (`LogReader.maxLineBytes`).
public struct LogLine: Sendable, Hashable {
    public var number: Int
    public var text: String
    public var isTruncated: Bool
    /// Offset of the line's first byte in the input stream.
    public var byteOffset: Int
    /// For a line joined from a hard-wrapped paste (`LogEventAssembler`): the lines it was read from, in order;
    /// `text` is their texts joined and `number` the first one's. Empty for a line read as it is.
    public var wrappedLines: [WrappedLine] = []

    public init(number: Int, text: String, isTruncated: Bool = false, byteOffset: Int = 0) {
        self.number = number
        self.text = text
        self.isTruncated = isTruncated
        self.byteOffset = byteOffset
    }

    /// Number of the line's last source line (its own number unless it was joined from wrapped lines).
    public var lastNumber: Int { wrappedLines.last?.number ?? number }

    /// Builds the normalised line from raw bytes (valid only during the call).
    public init(_ raw: RawLine) {
        self.init(
            number: raw.number, text: LineNormalizer.text(of: raw.bytes, isTruncated: raw.isTruncated),
            isTruncated: raw.isTruncated, byteOffset: raw.byteOffset)
    }
}
