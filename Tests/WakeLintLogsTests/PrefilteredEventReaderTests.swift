import Testing

@testable import WakeLintLogs

/// The prefiltered event path must deliver every event that holds an accepted line exactly as the
/// full path does (never miss), whatever it skips.
@Suite struct PrefilteredEventReaderTests {
    static let literalSets: [[String]] = [
        ["BGTaskSchedulerErrorDomain", "Must Not Proceed", "0x8badf00d", "0x8BADF00D"],
        ["Missing com.apple.developer.healthkit", "not advertised in the application's Info.plist"],
        ["All launch handlers must be registered", "has already been registered", "BGTaskScheduler"],
        ["registered", "Background Task", "Can't end"],
        ["x"],
        ["Code=3 \"(null)\"", "/usr/libexec/dasd", "couldn't be completed"],
    ]

    @Test func jsonRecordsMatchOnTheirDecodedMessage() {
        let events = assemble(
            #"2025-03-02 08:15:00.1+0100 App[1:2] [Analytics] {"message":"Code=3 \"(null)\" at \/tmp"}"#)
        let prefilter = LiteralPrefilter(literals: ["Code=3 \"(null)\" at /tmp"])
        #expect(events.count == 1 && events[0].matches(prefilter))
        #expect(!prefilter.matches(events[0].lines[0].text))

        var reader = LogReader(
            text: "2025-03-02 08:15:00.0+0100 App[1:2] noise\n" + events[0].lines[0].text
                + "\n2025-03-02 08:15:00.2+0100 App[1:2] noise\n", displayPath: "t")
        var delivered: [LogEvent] = []
        let result = reader.forEachEvent(prefilter: prefilter) { delivered.append($0) }
        #expect(result.skippedLines == 2)
        #expect(delivered.map(\.message) == ["Code=3 \"(null)\" at /tmp"])
    }

    static func accepted(_ events: [LogEvent], by prefilter: LiteralPrefilter) -> [LogEvent] {
        events.filter { $0.matches(prefilter) }
    }

    @Test(arguments: FixtureTests.fixtures)
    func fixturesKeepEveryAcceptedEvent(_ path: String) {
        let full = FixtureTests.events(ofFixture: path)
        for literals in Self.literalSets {
            let prefilter = LiteralPrefilter(literals: literals)
            for chunkSize in [7, LogReader.defaultChunkSize] {
                var reader = LogReader(path: FixtureTests.root.appendingPathComponent(path).path, displayPath: path)
                reader.chunkSize = chunkSize
                var filtered: [LogEvent] = []
                let result = reader.forEachEvent(prefilter: prefilter) { filtered.append($0) }
                #expect(result.problem == nil)
                #expect(
                    Self.accepted(filtered, by: prefilter) == Self.accepted(full, by: prefilter),
                    "\(path) with \(literals)")
            }
        }
    }

    @Test func datedNoiseIsSkippedButBlocksAroundAcceptedLinesStayWhole() {
        var log = ""
        for index in 0..<200 {
            log += "2025-03-02 08:14:\(String(format: "%02d", index % 60)).000000+0100 App[1:2] [UI] noise \(index)\n"
        }
        log += """
            2025-03-02 08:15:03.890022+0100 App[1:2] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'All launch handlers must be registered before application finishes launching'
            2025-03-02 08:15:03.890100+0100 App[1:2] *** First throw call stack:
            (0x1a2b3c4d0 0x1a2b3c4d4)
            2025-03-02 08:15:04.000000+0100 App[1:2] [Sync] Upload failed: Error Domain=X Code=1 UserInfo={
                NSUnderlyingError = "Missing com.apple.developer.healthkit.background-delivery entitlement.";
            }
            2025-03-02 08:15:05.000000+0100 0x1 Default 0x0 120 0 dasd: [com.apple.duetactivityscheduler:scoring] bgRefresh-com.example.r:3F2A10:[
            \t{name: LowPowerModePolicy, policyWeight: 5.000, response: {Decision: Must Not Proceed, Score: 0.00}}
             ], FinalDecision: Must Not Proceed}
            2025-03-02 08:15:06.000000+0100 App[1:2] tail noise

            """
        let prefilter = LiteralPrefilter(literals: ["launch handlers must", "background-delivery", "Must Not Proceed"])
        var full: [LogEvent] = []
        var fullReader = LogReader(text: log, displayPath: "t")
        _ = fullReader.forEachEvent { full.append($0) }
        var filtered: [LogEvent] = []
        var reader = LogReader(text: log, displayPath: "t")
        let result = reader.forEachEvent(prefilter: prefilter) { filtered.append($0) }
        #expect(result.skippedLines == 201)
        #expect(filtered.map(\.kind) == [.uncaughtException, .message, .dasdScoring])
        #expect(filtered.map(\.lines.count) == [3, 3, 3])
        #expect(Self.accepted(filtered, by: prefilter) == Self.accepted(full, by: prefilter))
    }
}
