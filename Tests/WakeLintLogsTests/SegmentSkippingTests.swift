import Foundation
import Testing
import _WakeLintTestSupport

@testable import WakeLintLogs

/// Prefiltered reading skips whole segments between resetting lines (`PrefilteredEventReader`). These tests
/// would fail on a wrong skip: every accepted event must come out exactly as on the full path, on logs mixed
/// from every fixture format, and every line said to start a segment must really be a prefixed layout.
@Suite struct SegmentSkippingTests {
    /// Every fixture's lines, by fixture (the formats, blocks and reports the assembler knows).
    static let fixtureLines: [[String]] = FixtureTests.fixtures.compactMap { path in
        guard let data = FileManager.default.contents(atPath: FixtureTests.root.appendingPathComponent(path).path)
        else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
    }

    static let noise = [
        "2025-03-02 08:14:51.009876+0100 Stride Coach[812:40877] [Network] GET /v2/plan -> 200",
        "2025-03-02 08:15:03.023757+0100 0x1a2b3 Default 0x0 120 0 locationd: [com.example.stride:sync] Attempting to fetch",
        "default 2025-03-02 08:14:07.055433 +0100 runningboardd[812] Attempting to fetch activity summaries",
        "Mar  2 08:14:12 Johns-iPhone dasd[812] <Notice>: Acquiring assertion for process with identifier 812",
        "default\t08:14:12.000000+0100\tkernel\tHTTP 200 GET /v1/profile",
        "08:14:12.000000+0100\tkernel\tcom.example.sub\tLoaded 42 workouts",
        "flutter: Loaded 42 workouts from cache in 12 ms",
        #"{"timestamp":"2025-03-02 08:15:08.063352+0100","processImagePath":"\/usr\/libexec\/dasd","eventMessage":"Sent request"}"#,
        " LOG  UIScene will enter foreground",
        "    indented continuation",
        "bgRefresh-com.example.stride.refresh:3F2A10:[",
        "\t{name: ApplicationPolicy, policyWeight: 50.000, response: {Decision: Can Proceed, Score: 0.50}}",
        "], FinalDecision: Can Proceed}",
        "[", "]", "},", "",
    ]

    static func read(
        _ text: String, prefilter: LiteralPrefilter?, chunkSize: Int = LogReader.defaultChunkSize,
        maxLineBytes: Int = LogReader.defaultMaxLineBytes
    ) -> (events: [LogEvent], skipped: Int) {
        var reader = LogReader(text: text, displayPath: "mixed.log")
        reader.chunkSize = chunkSize
        reader.maxLineBytes = maxLineBytes
        var events: [LogEvent] = []
        guard let prefilter else {
            _ = reader.forEachEvent { events.append($0) }
            return (events, 0)
        }
        let result = reader.forEachEvent(prefilter: prefilter) { events.append($0) }
        return (events, result.skippedLines)
    }

    static func expectSameAcceptedEvents(
        _ text: String, _ literals: [String], chunkSize: Int = LogReader.defaultChunkSize,
        maxLineBytes: Int = LogReader.defaultMaxLineBytes, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let prefilter = LiteralPrefilter(literals: literals)
        let full = read(text, prefilter: nil, chunkSize: chunkSize, maxLineBytes: maxLineBytes).events.filter {
            $0.matches(prefilter)
        }
        let filtered = read(text, prefilter: prefilter, chunkSize: chunkSize, maxLineBytes: maxLineBytes).events.filter
        { $0.matches(prefilter) }
        #expect(filtered == full, "literals \(literals) in:\n\(text)", sourceLocation: sourceLocation)
    }

    /// Mixed logs: runs of consecutive fixture lines (so blocks, reports and JSON stay whole or get cut) and
    /// noise lines of every layout, with literals taken from the same lines.
    @Test func mixedLogsKeepEveryAcceptedEvent() {
        var generator = SeededGenerator(seed: 0x5E6_3E47)
        for round in 0..<400 {
            var lines: [String] = []
            for _ in 0..<Int.random(in: 1...10, using: &generator) {
                if Bool.random(using: &generator) {
                    let fixture = Self.fixtureLines.randomElement(using: &generator)!
                    let start = Int.random(in: 0..<fixture.count, using: &generator)
                    lines += fixture[start..<min(fixture.count, start + Int.random(in: 1...30, using: &generator))]
                } else {
                    lines += (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                        Self.noise.randomElement(using: &generator)!
                    }
                }
            }
            var literals: [String] = ["Must Not Proceed", "8badf00d", "/usr/libexec/dasd"]
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let line = Array(lines.randomElement(using: &generator)!.utf8)
                guard line.count > 4 else { continue }
                let start = Int.random(in: 0..<(line.count - 4), using: &generator)
                let end = min(line.count, start + Int.random(in: 4...16, using: &generator))
                literals.append(String(decoding: line[start..<end], as: UTF8.self))
            }
            let text = lines.joined(separator: "\n")
            let chunkSize = round % 3 == 0 ? 7 : LogReader.defaultChunkSize
            let maxLineBytes = round % 5 == 0 ? 60 : LogReader.defaultMaxLineBytes
            Self.expectSameAcceptedEvents(text, literals, chunkSize: chunkSize, maxLineBytes: maxLineBytes)
        }
    }

    /// The shapes a segment must keep whole, each with noise of every layout around it.
    @Test(arguments: [
        // The literal only in an indented continuation of a dated line.
        (
            "2025-03-02 08:15:04.000000+0100 App[1:2] [Sync] Upload failed UserInfo={\n    NSUnderlyingError = \"Missing entitlement\";\n}",
            "Missing entitlement"
        ),
        // A dated `*** First throw call stack` line joins the open exception.
        (
            "2025-03-02 08:15:03.8+0100 App[1:2] *** Terminating app due to uncaught exception 'X', reason: 'boom'\n2025-03-02 08:15:03.9+0100 App[1:2] *** First throw call stack:\n(0x1a2b3c4d0 0x1a2b3c4d4)",
            "reason: 'boom'"
        ),
        // Every line of a dasd block dated (log show), the literal only in the final decision.
        (
            "2025-03-02 08:15:05.0+0100 0x1 Default 0x0 120 0 dasd: bgRefresh-com.example.r:3F2A10:[\n2025-03-02 08:15:05.1+0100 0x1 Default 0x0 120 0 dasd: {name: LowPowerModePolicy, policyWeight: 5.000, response: {Decision: Can Proceed, Score: 0.00}}\n2025-03-02 08:15:05.2+0100 0x1 Default 0x0 120 0 dasd: ], FinalDecision: Must Not Proceed}",
            "Must Not Proceed"
        ),
        // An undated dasd block after a Console.app line.
        (
            "default\t08:14:12.000000+0100\tdasd\tscoring\nbgRefresh-com.example.r:3F2A10:[\n\t{name: BatteryLevelPolicy, policyWeight: 1.000, response: {Decision: Must Not Proceed, Score: 0.00}}\n], FinalDecision: Must Not Proceed}",
            "Must Not Proceed"
        ),
        // A `log show --style json` array whose last record holds the literal, escaped.
        (
            "[{\n  \"eventMessage\" : \"noise\",\n  \"timestamp\" : \"2025-03-02 08:15:00.0+0100\"\n},{\n  \"eventMessage\" : \"task at \\/tmp\\/x failed\",\n  \"timestamp\" : \"2025-03-02 08:15:01.0+0100\"\n}]",
            "at /tmp/x"
        ),
        // A crash report whose kind is known only from a later field.
        (
            "Process:             Stride [812]\nPath:                /private/var/containers/Stride\nException Type:      EXC_CRASH (SIGKILL)\nException Codes:     0x0000000000000000, 0x000000008badf00d",
            "8badf00d"
        ),
        // A one-line `.ips` header and its body.
        (
            "{\"bug_type\":\"309\",\"app_name\":\"Stride\",\"timestamp\":\"2025-03-02 08:15:00.00 +0100\"}\n{\n  \"termination\" : {\"code\" : 2343432205, \"indicator\" : \"watchdog transgression\"}\n}",
            "watchdog transgression"
        ),
        // A Flutter exception with its frames.
        (
            "flutter: Unhandled Exception: PlatformException(error, Missing entitlement, null)\n#0      StandardMethodCodec.decodeEnvelope (package:flutter/src/services/message_codecs.dart:607)",
            "message_codecs"
        ),
    ])
    func blocksAroundAcceptedLinesStayWhole(_ block: String, _ literal: String) {
        var generator = SeededGenerator(seed: UInt64(block.utf8.count))
        for _ in 0..<60 {
            let before = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                Self.noise.randomElement(using: &generator)!
            }
            let after = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                Self.noise.randomElement(using: &generator)!
            }
            Self.expectSameAcceptedEvents((before + [block] + after).joined(separator: "\n"), [literal])
        }
    }

    /// A line said to start a segment must be one the assembler reads as a fresh prefixed line: it starts with a
    /// letter or digit and `parse` finds a layout. Checked on every fixture line, the noise and mutations of them.
    @Test func segmentStartsAreAlwaysPrefixedLines() {
        let screen = LineScreen(literals: LiteralPrefilter(literals: ["Must Not Proceed"]))
        var generator = SeededGenerator(seed: 0xF1E57)
        var lines = (Self.fixtureLines.flatMap { $0 } + Self.noise).map { Array($0.utf8) }
        // Invalid UTF-8 too: the assembler parses repaired text, where each such byte takes three (U+FFFD).
        let replacements = Array(" \t[]:0123456789-+.&\u{1B}ADMrfl".utf8) + [0xFF, 0x80, 0xC3]
        for _ in 0..<3_000 {
            var bytes = lines.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 1...3, using: &generator) where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                let replacement = replacements.randomElement(using: &generator)!
                switch Int.random(in: 0..<5, using: &generator) {
                case 0:
                    bytes.insert(
                        contentsOf: [UInt8](repeating: 0xFF, count: Int.random(in: 1...40, using: &generator)), at: at)
                case 1, 2: bytes[at] = replacement
                default: bytes.insert(replacement, at: at)
                }
            }
            lines.append(bytes)
        }
        // 27 invalid bytes are a 27-byte process name raw, an 81-byte one repaired.
        lines.append(Array("Mar 5 09:12:40 t ".utf8) + [UInt8](repeating: 0xFF, count: 27) + Array("[3]Missing".utf8))
        var starts = 0
        for bytes in lines {
            let line = String(decoding: bytes, as: UTF8.self)
            guard bytes.withUnsafeBufferPointer({ screen.verdict($0).startsSegment }) else { continue }
            starts += 1
            let text = LineNormalizer.text(of: bytes)
            let first = text.utf8.first ?? 0
            #expect(LineLayoutParser.isLetter(first) || LineLayoutParser.isDigit(first), "\(line)")
            #expect(LineLayoutParser.parse(text).isPrefixed, "\(line)")
            #expect(
                !text.contains("FinalDecision:") && !text.contains("{name:")
                    && !text.contains("*** First throw call stack"), "\(line)")
        }
        #expect(starts > 300)
    }

    /// Undated layouts start segments too, and after a dasd block closes the lines that follow are judged alone:
    /// only the block is assembled in a log of Console.app, syslog and Flutter noise.
    @Test func undatedNoiseAroundABlockIsSkipped() {
        let noise = [
            "default\t08:14:12.000000+0100\tkernel\tHTTP 200 GET /v1/profile",
            "Mar  2 08:14:12 Johns-iPhone dasd[812] <Notice>: Acquiring",
            "flutter: Loaded 42 workouts from cache in 12 ms",
        ]
        var lines: [String] = []
        for index in 0..<300 { lines.append(noise[index % 3]) }
        lines += [
            "bgRefresh-com.example.stride.refresh:3F2A10:[",
            "\t{name: BatteryLevelPolicy, policyWeight: 1.000, response: {Decision: Must Not Proceed, Score: 0.00}}",
            "], FinalDecision: Must Not Proceed}", "  indented after the block", "flutter: more noise",
        ]
        let text = lines.joined(separator: "\n")
        let prefilter = LiteralPrefilter(literals: ["Must Not Proceed"])
        let filtered = Self.read(text, prefilter: prefilter)
        // The block's segment starts at the last noise line before it; the indented line after it stands alone.
        #expect(filtered.skipped == 299 + 2)
        #expect(filtered.events.filter { $0.matches(prefilter) }.map(\.kind) == [.dasdScoring])
        Self.expectSameAcceptedEvents(text, ["Must Not Proceed"])
    }

    /// A line whose literal comes before a byte that normalisation removes is judged on its normalised bytes
    /// too: here `{na\0me:` becomes `{name:`, so the dated policy line joins the open (held) dasd block and
    /// must not start a segment. Judged on raw bytes, the block's header would be dropped from the event.
    @Test func literalBeforeANormalisedByteStillJoinsTheOpenBlock() {
        let text = [
            "2025-03-02 08:14:13.000000+0100 dasd[1:2] bgRefresh-com.example.a:3F2A10:[",
            "2025-03-02 08:14:14.000000+0100 cpu usage[1:2] {na\u{0}me: BatteryLevelPolicy, policyWeight: 1.000, response: {Decision: Must Not Proceed, Score: 0.00}}",
            "2025-03-02 08:14:15.000000+0100 dasd[1:2] ], FinalDecision: Must Not Proceed}",
        ].joined(separator: "\n")
        let prefilter = LiteralPrefilter(literals: ["cpu usage", "Must Not Proceed"])
        let events = Self.read(text, prefilter: prefilter).events.filter { $0.matches(prefilter) }
        #expect(events.first?.dasdDecision?.activity == "bgRefresh-com.example.a")
        Self.expectSameAcceptedEvents(text, ["cpu usage", "Must Not Proceed"])
    }

    /// The skip search (`SkipSearch`, Wu–Manber) against a naive search, on needles and texts from a small
    /// alphabet so that needles overlap, share blocks and occur at every offset, including the ends.
    @Test func skipSearchFindsWhatANaiveSearchFinds() throws {
        var generator = SeededGenerator(seed: 0x5C1B)
        let alphabet = Array("abcab d:=\u{E9}".utf8)
        var hits = 0
        for _ in 0..<5_000 {
            func bytes(_ length: ClosedRange<Int>) -> [UInt8] {
                (0..<Int.random(in: length, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            }
            let needles = (0..<Int.random(in: 1...8, using: &generator)).map { _ in bytes(4...9) }
            var text = bytes(0...60)
            if Bool.random(using: &generator), let needle = needles.randomElement(using: &generator) {
                text.insert(contentsOf: needle, at: Int.random(in: 0...text.count, using: &generator))
            }
            let expected = needles.contains { needle in
                text.count >= needle.count
                    && (0...(text.count - needle.count)).contains { Array(text[$0..<($0 + needle.count)]) == needle }
            }
            let search = try #require(SkipSearch(needles: needles))
            #expect(text.withUnsafeBufferPointer { search.contains($0) } == expected, "\(needles) in \(text)")
            let prefilter = LiteralPrefilter(literals: needles.map { String(decoding: $0, as: UTF8.self) })
            if needles.allSatisfy({ String(decoding: $0, as: UTF8.self).utf8.elementsEqual($0) }) {
                #expect(text.withUnsafeBufferPointer { prefilter.scan($0).found } == expected)
            }
            if expected { hits += 1 }
        }
        #expect(hits > 1_000)
        #expect(SkipSearch(needles: [Array("abc".utf8), Array("abcdef".utf8)]) == nil)
    }

    /// The vectorised trigger test agrees with the byte table at every position and length.
    @Test func needsNormalizationMatchesTheByteTable() {
        var generator = SeededGenerator(seed: 0x7A6)
        let bytes: [UInt8] = [
            0x61, 0x20, 0x09, 0x00, 0x0A, 0x1B, 0x1F, 0x7E, 0x7F, 0x80, 0x26, 0x27, 0xE2, 0xE1, 0xEF, 0xF0, 0xFF,
        ]
        for _ in 0..<5_000 {
            let line = (0..<Int.random(in: 0...50, using: &generator)).map { _ in
                Int.random(in: 0..<4, using: &generator) == 0
                    ? bytes.randomElement(using: &generator)! : UInt8(ascii: "x")
            }
            let expected = line.contains { LineNormalizer.triggerBytes[Int($0)] }
            #expect(line.withUnsafeBufferPointer { LineNormalizer.needsNormalization($0) } == expected, "\(line)")
        }
    }

    /// One pass reports exactly the literals `matches` finds one by one, anchored anywhere in the needle.
    @Test func everyLiteralIsFoundInOnePass() {
        var generator = SeededGenerator(seed: 0x0A7C4)
        let alphabet = Array("ab cA:=8B\u{E9}".unicodeScalars)
        for _ in 0..<2_000 {
            func word(_ length: ClosedRange<Int>) -> String {
                String(
                    String.UnicodeScalarView(
                        (0..<Int.random(in: length, using: &generator)).map { _ in
                            alphabet.randomElement(using: &generator)!
                        }))
            }
            let literals = (0..<Int.random(in: 1...6, using: &generator)).map { _ in word(1...5) }
            let text = word(0...40)
            let prefilter = LiteralPrefilter(literals: literals)
            var found = Set<Int>()
            prefilter.forEachLiteral(in: text) { found.insert($0) }
            let expected = Set(literals.indices.filter { LiteralPrefilter(literals: [literals[$0]]).matches(text) })
            #expect(found == expected, "\(literals) in \(text)")
            #expect(prefilter.matches(text) == !expected.isEmpty)
            #expect(Array(text.utf8).withUnsafeBufferPointer { prefilter.mayMatch($0) } == !expected.isEmpty)
        }
    }
}
