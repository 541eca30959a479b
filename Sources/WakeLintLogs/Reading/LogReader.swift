import WakeLintCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Streams a log from a file, a file descriptor (stdin) or memory in fixed-size chunks.
///
/// Contract: memory stays flat for any input size and any line length — one read buffer of `chunkSize`
/// bytes plus at most `maxLineBytes` for a line that crosses a chunk boundary; longer lines keep their
/// first `maxLineBytes` bytes, are marked truncated and still count as one line. Lines end at `\n`,
/// `\r\n` or a lone `\r`. `forEachRawLine` hands out bytes before any `String` exists, so a
/// `LiteralPrefilter` can skip lines cheaply; `forEachLine` builds normalised `LogLine`s. The lines
/// produced never depend on `chunkSize`. Failures become an `InputProblem`, never a crash.
public struct LogReader: Sendable {
    public static let defaultChunkSize = 64 * 1024
    /// A MetricKit payload written with `jsonRepresentation()` is one line of tens to hundreds of KiB: such
    /// lines are read whole; what a longer line holds past this is cut, and `LogDiagnosis` says so.
    public static let defaultMaxLineBytes = 4 * 1024 * 1024

    enum Source: Sendable {
        case path(String)
        case fileDescriptor(Int32)
        case bytes([UInt8])
    }

    public var displayPath: String
    public var chunkSize: Int
    public var maxLineBytes: Int
    public private(set) var statistics = ReadStatistics()
    let source: Source

    public init(path: String, displayPath: String) {
        self.init(source: .path(path), displayPath: displayPath)
    }

    /// Reads until end of file; the descriptor is not closed (it belongs to the caller).
    public init(fileDescriptor: Int32, displayPath: String = "<stdin>") {
        self.init(source: .fileDescriptor(fileDescriptor), displayPath: displayPath)
    }

    /// In-memory input, still fed in `chunkSize` pieces (tests, pasted text).
    public init(bytes: [UInt8], displayPath: String) {
        self.init(source: .bytes(bytes), displayPath: displayPath)
    }

    public init(text: String, displayPath: String) {
        self.init(bytes: Array(text.utf8), displayPath: displayPath)
    }

    init(source: Source, displayPath: String) {
        self.source = source
        self.displayPath = displayPath
        self.chunkSize = Self.defaultChunkSize
        self.maxLineBytes = Self.defaultMaxLineBytes
    }

    /// Calls `body` with each normalised line.
    public mutating func forEachLine(_ body: (LogLine) -> Void) -> InputProblem? {
        forEachRawLine { raw in
            body(LogLine(raw))
            return true
        }
    }

    /// Calls `body` with each raw line; `body` returns false to stop reading.
    public mutating func forEachRawLine(_ body: (RawLine) -> Bool) -> InputProblem? {
        var splitter = LineSplitter(maxLineBytes: maxLineBytes)
        statistics = ReadStatistics()
        defer {
            statistics.lineCount = splitter.linesEmitted
            statistics.truncatedLineCount = splitter.truncatedLines
            statistics.firstTruncatedLine = splitter.firstTruncatedLine
            statistics.peakCarryBytes = splitter.peakCarryCapacity
        }
        var sniffer = FormatSniffer()
        var stopped = false
        let path = displayPath
        let result = readChunks { chunk in
            if let message = sniffer.inspect(chunk) { return .failed(InputProblem(path: path, message: message)) }
            if splitter.feed(chunk, body) { return .next }
            stopped = true
            return .stopped
        }
        if case .failed(let problem) = result { return problem }
        if !stopped { splitter.finish(body) }
        return nil
    }

    enum ChunkOutcome {
        case next, stopped, finished
        /// Reading ended with a problem; the lines before it were delivered.
        case failed(InputProblem)
    }

    /// Reads the source chunk by chunk until the end, a stop or a failure.
    private mutating func readChunks(_ consume: (UnsafeBufferPointer<UInt8>) -> ChunkOutcome) -> ChunkOutcome {
        let size = max(1, chunkSize)
        switch source {
        case .bytes(let bytes):
            statistics.chunkBufferBytes = 0
            return bytes.withUnsafeBufferPointer { all -> ChunkOutcome in
                var start = 0
                while start < all.count {
                    let end = min(all.count, start + size)
                    statistics.bytesRead = end
                    let outcome = consume(UnsafeBufferPointer(rebasing: all[start..<end]))
                    if case .next = outcome { start = end } else { return outcome }
                }
                return .finished
            }
        case .fileDescriptor(let descriptor):
            return readDescriptor(descriptor, chunkSize: size, consume)
        case .path(let path):
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return .failed(problem("cannot open: \(Self.describeErrno())")) }
            defer { close(descriptor) }
            var info = stat()
            if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                return .failed(problem("cannot read: is a directory"))
            }
            return readDescriptor(descriptor, chunkSize: size, consume)
        }
    }

    private mutating func readDescriptor(
        _ descriptor: Int32, chunkSize: Int,
        _ consume: (UnsafeBufferPointer<UInt8>) -> ChunkOutcome
    ) -> ChunkOutcome {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
        defer { buffer.deallocate() }
        statistics.chunkBufferBytes = chunkSize
        while true {
            let count = read(descriptor, buffer.baseAddress, chunkSize)
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(problem("cannot read: \(Self.describeErrno())"))
            }
            if count == 0 { return .finished }
            statistics.bytesRead += count
            let outcome = consume(UnsafeBufferPointer(rebasing: buffer[0..<count]))
            if case .next = outcome { continue }
            return outcome
        }
    }

    private func problem(_ message: String) -> InputProblem {
        InputProblem(path: displayPath, message: message)
    }

    private static func describeErrno() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}
