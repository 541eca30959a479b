/// What a `LogReader` did: counts and the largest buffers it held, so tests can check the memory bound
/// structurally (buffer sizes) rather than by timing or process RSS.
public struct ReadStatistics: Sendable, Hashable {
    public var bytesRead = 0
    public var lineCount = 0
    public var truncatedLineCount = 0
    /// The first line cut to the reader's `maxLineBytes`, if any.
    public var firstTruncatedLine: Int?
    /// Capacity of the fixed read buffer.
    public var chunkBufferBytes = 0
    /// Largest capacity of the buffer that carries a line across chunk boundaries.
    public var peakCarryBytes = 0

    public init() {}

    /// Everything the reader itself retained at its peak.
    public var peakRetainedBytes: Int { chunkBufferBytes + peakCarryBytes }
}
