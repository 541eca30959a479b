/// Looks at the first bytes of a stream for inputs that are not text logs (gzip), whatever the chunking.
struct FormatSniffer {
    private var head: [UInt8] = []

    /// A problem message when the stream turns out not to be readable as text.
    mutating func inspect(_ chunk: UnsafeBufferPointer<UInt8>) -> String? {
        guard head.count < 2 else { return nil }
        head.append(contentsOf: chunk.prefix(2 - head.count))
        if head == [0x1F, 0x8B] {
            return "cannot read: gzip-compressed input is not supported; decompress it first (gunzip)"
        }
        return nil
    }
}
