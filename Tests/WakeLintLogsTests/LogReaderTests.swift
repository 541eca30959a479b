import Foundation
import Testing
import WakeLintCore

@testable import WakeLintLogs

/// Reads `bytes` with the given chunk size and line cap; returns the lines and the problem, if any.
func readLines(
    _ bytes: [UInt8], chunkSize: Int = LogReader.defaultChunkSize,
    maxLineBytes: Int = LogReader.defaultMaxLineBytes
) -> [LogLine] {
    var reader = LogReader(bytes: bytes, displayPath: "test.log")
    reader.chunkSize = chunkSize
    reader.maxLineBytes = maxLineBytes
    var lines: [LogLine] = []
    let problem = reader.forEachLine { lines.append($0) }
    #expect(problem == nil)
    return lines
}

func readLines(_ text: String, chunkSize: Int = LogReader.defaultChunkSize) -> [String] {
    readLines(Array(text.utf8), chunkSize: chunkSize).map(\.text)
}

@Suite struct LogReaderTests {
    @Test func linesEndAtLineFeedCarriageReturnLineFeedOrLoneCarriageReturn() {
        #expect(readLines("a\nb\r\nc\rd") == ["a", "b", "c", "d"])
        #expect(readLines("a\r\r\nb\n\n") == ["a", "", "b", ""])
        #expect(readLines("") == [])
        #expect(readLines("\n") == [""])
    }

    @Test func linesAreNumberedFromOneWithTheirByteOffsets() {
        let lines = readLines(Array("ab\r\ncd\ref\n".utf8))
        #expect(lines.map(\.number) == [1, 2, 3])
        #expect(lines.map(\.byteOffset) == [0, 4, 7])
    }

    @Test func chunkSizeNeverChangesTheLines() {
        var input = Array("first\r\nsecond\rthird\n\r\nçé ✓ 🎉\r".utf8)
        input +=
            [UInt8](repeating: UInt8(ascii: "x"), count: 5000)
            + Array("\r\n\u{1B}[31mred\u{1B}[0m &quot;q&quot;\nlast".utf8)
        let reference = readLines(input, chunkSize: 1 << 20, maxLineBytes: 4000)
        #expect(reference.count == 8)
        #expect(reference[5].isTruncated && reference[5].text.count == 4000)
        for chunkSize in [1, 2, 3, 7, 4096] {
            #expect(readLines(input, chunkSize: chunkSize, maxLineBytes: 4000) == reference, "chunk size \(chunkSize)")
        }
    }

    @Test func longLinesKeepTheirPrefixAndStillCountAsOneLine() {
        let long = String(repeating: "abcdefghij", count: 100)
        for chunkSize in [7, 64, 4096] {
            let lines = readLines(Array("short\n\(long)\nnext\n".utf8), chunkSize: chunkSize, maxLineBytes: 64)
            #expect(lines.map(\.number) == [1, 2, 3])
            #expect(lines[1].text == String(long.prefix(64)))
            #expect(lines[1].isTruncated)
            #expect(!lines[2].isTruncated && lines[2].text == "next")
        }
    }

    @Test func truncationDoesNotLeaveHalfACharacter() {
        // "é" is two bytes; a cap of 6 cuts the second "é" in half.
        let lines = readLines(Array("abé é\n".utf8), maxLineBytes: 6)
        #expect(lines[0].text == "abé ")
        #expect(lines[0].isTruncated)
    }

    @Test func ansiEscapesAndControlBytesAreStripped() {
        #expect(readLines("\u{1B}[1;31mERROR\u{1B}[0m: \u{1B}]0;title\u{07}done\u{1B}7") == ["ERROR: done"])
        #expect(readLines("a\u{00}b\u{08}c\td") == ["abc\td"])
    }

    @Test func htmlEntitiesAreDecodedOnce() {
        #expect(
            readLines("Code=3 &quot;(null)&quot; &lt;BGAppRefreshTask&gt; it&#39;s &apos;x&apos; a&amp;b") == [
                "Code=3 \"(null)\" <BGAppRefreshTask> it's 'x' a&b"
            ])
        #expect(readLines("&amp;quot; &#x2019; &bogus; & alone &#0;") == ["&quot; ' &bogus; & alone &#0;"])
    }

    @Test func curlyQuotesBecomeStraight() {
        #expect(
            readLines("The operation couldn’t be completed. “x” ‘y’") == [
                "The operation couldn't be completed. \"x\" 'y'"
            ])
    }

    @Test func nulBytesOfUTF16TextAreDropped() {
        let utf16 = Array("Missing entitlement".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(readLines(utf16 + [0x0A, 0x00]).map(\.text) == ["Missing entitlement", ""])
    }

    @Test func invalidUTF8IsRepairedAndByteOrderMarkDropped() {
        #expect(
            readLines([0xEF, 0xBB, 0xBF, 0x61, 0xFF, 0x62, 0xC3, 0x0A, 0x63]).map(\.text) == [
                "a\u{FFFD}b\u{FFFD}", "c",
            ])
    }

    @Test func unreadableInputsBecomeProblems() throws {
        var missing = LogReader(path: "/nonexistent/dir/x.log", displayPath: "x.log")
        let missingProblem = missing.forEachLine { _ in Issue.record("no lines expected") }
        #expect(missingProblem?.path == "x.log")
        #expect(missingProblem?.message.hasPrefix("cannot open: no such file") == true)

        var directory = LogReader(path: NSTemporaryDirectory(), displayPath: "tmp")
        #expect(
            directory.forEachLine { _ in Issue.record("no lines expected") }?.message == "cannot read: is a directory")
    }

    @Test func gzipInputIsReportedNotGarbled() {
        for chunkSize in [1, 4096] {
            var reader = LogReader(bytes: [0x1F, 0x8B, 0x08, 0x00, 0x0A, 0x41], displayPath: "a.log.gz")
            reader.chunkSize = chunkSize
            let problem = reader.forEachLine { _ in Issue.record("no lines expected") }
            #expect(problem?.message.contains("gzip") == true)
        }
    }

    @Test func readsAFileFromDisk() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wakelint-reader-\(getpid()).log")
        try Data("one\r\ntwo\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var reader = LogReader(path: url.path, displayPath: "one.log")
        var texts: [String] = []
        #expect(reader.forEachLine { texts.append($0.text) } == nil)
        #expect(texts == ["one", "two"])
        #expect(reader.statistics.bytesRead == 9)
        #expect(reader.statistics.lineCount == 2)
    }

    @Test func stoppingEarlyReadsNoFurther() {
        var reader = LogReader(text: "a\nb\nc\n", displayPath: "t")
        var seen: [Int] = []
        #expect(
            reader.forEachRawLine {
                seen.append($0.number)
                return $0.number < 2
            } == nil)
        #expect(seen == [1, 2])
    }
}
