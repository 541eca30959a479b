import Testing
import _WakeLintTestSupport

@testable import WakeLintLogs

/// Hard-wrapped pastes and dasd blocks printed line by line: what is joined, what stays apart, and that
/// prefiltered reading delivers the same events with bounded state.
@Suite struct WrappedPasteTests {
    static let noise = (0..<50).map { index in
        "2026-03-02 10:00:\(10 + index % 40).123456+0100 0x1a2b Default 0x0 60 0 SpringBoard: (FrontBoard) [com.apple.FrontBoard:Common] scene update \(index)"
    }

    @Test func aLowerCaseContinuationIsJoinedAndAnIndentedOneIsNot() {
        let events = assemble(
            """
            Could not schedule the refresh for the plan upload:
            retrying in 30 s with the same identifier
              indented: the message's own next line
            """)
        #expect(events.count == 1)
        #expect(events.first?.lines.map(\.sourceLineNumbers) == [[1, 2], [3]])
        #expect(
            events.first?.message
                == "Could not schedule the refresh for the plan upload: retrying in 30 s with the same identifier\n  indented: the message's own next line"
        )
    }

    @Test func anUpperCaseContinuationIsJoinedOnlyForAKnownPhrase() throws {
        let text = "Submit failed: Error Domain=BGTaskSchedulerErrorDomain\nCode=3 \"(null)\""
        #expect(assemble(text).count == 2)
        var assembler = LogEventAssembler()
        assembler.knownPhrases = LiteralPrefilter(literals: ["BGTaskSchedulerErrorDomain Code=3"]).fragments
        let line = try #require(assemble(text, assembler).first?.lines.first)
        #expect(line.text == "Submit failed: Error Domain=BGTaskSchedulerErrorDomain Code=3 \"(null)\"")
        #expect(line.sourceLineNumbers == [1, 2])
        #expect(line.sourcePosition(ofColumn: 23) == (1, 23))
        #expect(line.sourcePosition(ofColumn: 56) == (2, 1))
    }

    @Test func aHyphenEndingAWordJoinsWithoutASpace() throws {
        let line = try #require(
            assemble("Missing com.apple.developer.healthkit.background-\ndelivery entitlement on this build").first?
                .lines.first)
        #expect(line.text == "Missing com.apple.developer.healthkit.background-delivery entitlement on this build")
        #expect(line.sourcePosition(ofColumn: 52) == (2, 3))
    }

    @Test func sentencesListsAndPrefixedLinesStayApart() {
        #expect(assemble("Sync finished for the week.\nnext run requested for 06:30 tomorrow").count == 2)
        #expect(assemble("pending:\ncom.example.a\ncom.example.b").count == 3)
        #expect(assemble("Pasted from the QA ticket (clipboard kept)\nwarning: Could not schedule").count == 2)
        #expect(
            assemble(
                """
                2026-03-02 10:00:00.000000+0100 App[1:2] [Scheduler] submit failed: Error Domain=BGTaskSchedulerErrorDomain
                2026-03-02 10:00:00.000100+0100 App[1:2] [Scheduler] code=3 retries left
                """
            ).count == 2)
    }

    /// The phrase is cut at a line end inside a segment that has no line holding the literal: the screen
    /// lets the segment through at its leading fragment and both paths deliver the joined event.
    @Test func aSplitLiteralIsNotSkippedByThePrefilter() throws {
        let text =
            (Self.noise[0..<20] + [
                "2026-03-02 10:01:00.000000+0100 0x9f01 Error 0x0 812 0 Stride Coach: [com.example.stride:sync] Observer query failed: Missing",
                "com.apple.developer.healthkit.background-delivery entitlement, retrying",
            ] + Self.noise[20...]).joined(separator: "\n")
        let literals = ["Missing com.apple.developer.healthkit.background-delivery entitlement"]
        let filtered = SegmentSkippingTests.read(text, prefilter: LiteralPrefilter(literals: literals)).events
        let accepted = try #require(filtered.first { $0.matches(LiteralPrefilter(literals: literals)) })
        #expect(accepted.lines.first?.sourceLineNumbers == [21, 22])
        SegmentSkippingTests.expectSameAcceptedEvents(text, literals)
    }

    /// Messages holding literals, wrapped at random widths (at spaces and after hyphens) among dated noise: the
    /// prefiltered reading delivers every event the full reading accepts.
    @Test func wrappingAtAnyWidthNeverHidesALiteralFromThePrefilter() {
        var generator = SeededGenerator(seed: 27)
        let literals = [
            "Missing com.apple.developer.healthkit.background-delivery entitlement",
            "No launch handler registered for task with identifier", "after expiration handlers were called",
            "is not advertised in the application", "Called by ",
        ]
        let words = ["sync", "retry", "queue", "for", "the", "plan", "upload", "then", "with", "app"]
        for _ in 0..<150 {
            var message: [String] = (0..<Int.random(in: 0..<6, using: &generator)).map { _ in
                words.randomElement(using: &generator)!
            }
            message.append(literals.randomElement(using: &generator)!)
            message += (0..<Int.random(in: 1..<6, using: &generator)).map { _ in words.randomElement(using: &generator)!
            }
            let width = Int.random(in: 30...90, using: &generator)
            var lines: [String] = []
            var current = ""
            for word in message.joined(separator: " ").split(separator: " ") {
                if !current.isEmpty, current.utf8.count + 1 + word.utf8.count > width {
                    lines.append(current)
                    current = String(word)
                } else {
                    current += (current.isEmpty ? "" : " ") + word
                }
            }
            lines.append(current)
            let text = (Self.noise[0..<5] + lines + Self.noise[5..<10]).joined(separator: "\n")
            SegmentSkippingTests.expectSameAcceptedEvents(text, literals)
        }
    }

    /// A dasd block printed line by line among other processes' lines is one decision, and the other events
    /// still come in order of first line.
    @Test func aDasdBlockPrintedLineByLineIsOneDecision() throws {
        let dasd = "0x2c41 Default 0x0 118 0 dasd: (DuetActivityScheduler) [com.apple.duetactivityscheduler:scoring]"
        let text =
            (Self.noise[0..<3] + [
                "2026-03-02 10:01:00.000000+0100 \(dasd) bgRefresh-com.example.stride.refresh:3F2A10:[",
                Self.noise[3],
                "2026-03-02 10:01:00.000100+0100 \(dasd) {name: LowPowerModePolicy, policyWeight: 1.000, response: {Decision: Must Not Proceed, Score: 0.00}}",
                Self.noise[4],
                "2026-03-02 10:01:00.000200+0100 \(dasd) ], FinalDecision: Must Not Proceed}",
            ] + Self.noise[5..<10]).joined(separator: "\n")
        let events = SegmentSkippingTests.read(text, prefilter: nil).events
        #expect(events.map(\.firstLine) == events.map(\.firstLine).sorted())
        let block = try #require(events.first { $0.kind == .dasdScoring })
        #expect(block.lines.map(\.number) == [4, 6, 8])
        #expect(block.dasdDecision?.activity == "bgRefresh-com.example.stride.refresh")
        #expect(block.dasdDecision?.finalDecision == .mustNotProceed)
        SegmentSkippingTests.expectSameAcceptedEvents(text, ["Must Not Proceed"])
        SegmentSkippingTests.expectSameAcceptedEvents(text, ["LowPowerModePolicy"])
    }

    /// A header every second whose block never comes, for hours: what the assembler holds stays bounded.
    @Test func waitingDasdBlocksKeepStateBounded() {
        var assembler = LogEventAssembler()
        let dasd = "0x2c41 Default 0x0 118 0 dasd: [com.apple.duetactivityscheduler:scoring]"
        var emitted = 0
        var peak = 0
        for second in 0..<20_000 {
            let header = LogLine(
                number: second * 3 + 1,
                text:
                    "2026-03-02 10:00:00.000000+0100 \(dasd) bgRefresh-com.example.r:\(String(0x100000 + second, radix: 16)):["
            )
            assembler.feed(header) { _ in emitted += 1 }
            for offset in 2...3 {
                assembler.feed(LogLine(number: second * 3 + offset, text: Self.noise[offset])) { _ in emitted += 1 }
            }
            peak = max(peak, assembler.bufferedLineCount)
        }
        assembler.finish { _ in emitted += 1 }
        #expect(emitted == 60_000)
        #expect(peak <= assembler.maxInterleavedEvents + 2)
    }
}
