import Foundation
import Testing

@testable import WakeLintLogs

/// Memory is checked structurally: the reader reports the buffers it held, and they must not grow with
/// the input. The input is a generated 200 MB stream through a pipe, with one 50 MB line in it.
@Suite struct StreamingMemoryTests {
    static let normalLine = Array((String(repeating: "noise ", count: 170) + "end\n").utf8)  // 1024 bytes
    static let normalLineCount = 150 * 1024
    static let hugeLineBytes = 50 * 1024 * 1024

    @Test func a200MegabytePipeWithA50MegabyteLineKeepsBuffersBounded() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
        let writer = Thread {
            Self.writeAll(Self.normalLine, times: Self.normalLineCount / 2, to: writeEnd)
            Self.writeAll(
                [UInt8](repeating: UInt8(ascii: "z"), count: 1024 * 1024), times: Self.hugeLineBytes / (1024 * 1024),
                to: writeEnd)
            Self.writeAll([0x0A], times: 1, to: writeEnd)
            Self.writeAll(Self.normalLine, times: Self.normalLineCount / 2, to: writeEnd)
            close(writeEnd)
        }
        writer.start()
        defer { close(readEnd) }

        var reader = LogReader(fileDescriptor: readEnd)
        var longest = 0
        var truncatedLine = 0
        let problem = reader.forEachRawLine { line in
            longest = max(longest, line.bytes.count)
            if line.isTruncated { truncatedLine = line.number }
            return true
        }
        #expect(problem == nil)
        #expect(reader.displayPath == "<stdin>")
        let stats = reader.statistics
        #expect(stats.bytesRead == Self.normalLineCount * 1024 + Self.hugeLineBytes + 1)
        #expect(stats.lineCount == Self.normalLineCount + 1)
        #expect(stats.truncatedLineCount == 1)
        #expect(truncatedLine == Self.normalLineCount / 2 + 1)
        #expect(longest == LogReader.defaultMaxLineBytes)
        #expect(stats.chunkBufferBytes == LogReader.defaultChunkSize)
        // Allocator rounding aside (up to a couple of pages for a buffer of megabytes), the carry buffer never
        // outgrows the line cap.
        #expect(stats.peakCarryBytes <= LogReader.defaultMaxLineBytes + 8192)
        #expect(stats.peakRetainedBytes <= LogReader.defaultChunkSize + LogReader.defaultMaxLineBytes + 8192)
    }

    private static func writeAll(_ bytes: [UInt8], times: Int, to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            for _ in 0..<times {
                var written = 0
                while written < buffer.count {
                    let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                    if result <= 0 { return }
                    written += result
                }
            }
        }
    }
}
