/// One line as raw bytes, without its terminator (`\n`, `\r\n` or a lone `\r`).
///
/// `bytes` points into the reader's buffers and is valid only during the callback that receives it:
/// copy what you keep (or build a `LogLine`). Lines longer than the reader's cap hold only their first
/// `maxLineBytes` bytes and have `isTruncated` set; numbering still counts every line.
public struct RawLine {
    public var number: Int
    public var byteOffset: Int
    public var bytes: UnsafeBufferPointer<UInt8>
    public var isTruncated: Bool

    public init(number: Int, byteOffset: Int, bytes: UnsafeBufferPointer<UInt8>, isTruncated: Bool) {
        self.number = number
        self.byteOffset = byteOffset
        self.bytes = bytes
        self.isTruncated = isTruncated
    }
}
