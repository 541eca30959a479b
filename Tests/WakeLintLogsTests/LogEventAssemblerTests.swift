import Testing

@testable import WakeLintLogs

/// Assembles `text` (lines split on `\n`, numbered from 1) into events.
func assemble(_ text: String, _ assembler: LogEventAssembler = LogEventAssembler()) -> [LogEvent] {
    var assembler = assembler
    var events: [LogEvent] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        assembler.feed(LogLine(number: index + 1, text: String(line))) { events.append($0) }
    }
    assembler.finish { events.append($0) }
    return events
}

@Suite struct LogEventAssemblerTests {
    @Test func oneFileMayMixLayouts() {
        let events = assemble(
            """
            2025-03-02 08:14:55.120931+0100 Stride Coach[812:40912] [HealthStore] started
            default\t06:02:11.004512+0200\tdasd\tSubmitted Activity: bgRefresh-com.example.r:3F2A10 at priority 10
            {"eventMessage":"Running task: <BGAppRefreshTask: com.example.r>","processID":812}
             LOG  hello
            Mar  2 08:15:01 Ritas-iPhone dasd[120] <Notice>: done
            Plain print
            """)
        #expect(events.map(\.format) == [.xcodeConsole, .consoleApp, .ndjson, .reactNative, .syslog, .messageOnly])
        #expect(events.map(\.firstLine) == [1, 2, 3, 4, 5, 6])
    }

    @Test func aDasdFragmentWithoutItsHeaderIsStillOneDecision() throws {
        let events = assemble(
            """
            \t{name: ThermalPolicy, policyWeight: 5.000, response: {Decision: Must Not Proceed, Score: 0.00, Rationale: [{[thermalLevel > 2]: Required:0.00, Observed:1.00},]}}
             ], FinalDecision: Must Not Proceed}
            next message
            """)
        #expect(events.count == 2)
        let decision = try #require(events[0].dasdDecision)
        #expect(events[0].kind == .dasdScoring && events[0].lines.count == 2)
        #expect(decision.activity == nil && decision.finalDecision == .mustNotProceed)
        #expect(decision.refusingPolicies.map(\.rationaleConditions) == [["thermalLevel > 2"]])
    }

    @Test func aNewDasdHeaderClosesTheOpenBlock() {
        let events = assemble(
            """
            bgRefresh-a:AAAAAA:[
            \t{name: ApplicationPolicy, policyWeight: 50.000, response: {Decision: Can Proceed, Score: 0.50}}
            bgRefresh-b:BBBBBB:[
             ], FinalDecision: Can Proceed}
            """)
        #expect(events.map { $0.dasdDecision?.activity } == ["bgRefresh-a", "bgRefresh-b"])
        #expect(events[0].dasdDecision?.finalDecision == nil)
    }

    @Test func blankLinesAndNewPrefixesEndContinuation() {
        let events = assemble(
            """
            2025-03-02 08:14:55.120931+0100 App[1:2] Error Domain=X Code=3 UserInfo={
                key = value;
            }

                indented after a blank line
            """)
        #expect(events.count == 2)
        #expect(events[0].lines.count == 3 && events[0].message.hasSuffix("}"))
        #expect(events[1].format == .messageOnly && events[1].firstLine == 5)
    }

    @Test func anUnclosedBracketDoesNotSwallowTheRestOfALog() {
        var assembler = LogEventAssembler()
        assembler.maxBracketContinuationLines = 3
        let events = assemble("opened (\n" + Array(repeating: "line", count: 5).joined(separator: "\n"), assembler)
        #expect(events.map(\.lines.count) == [3, 1, 1, 1])
    }

    @Test func openEventsKeepAtMostTheirLimitAndCountTheRest() {
        var assembler = LogEventAssembler()
        assembler.maxEventLines = 10
        var maxBuffered = 0
        var events: [LogEvent] = []
        assembler.feed(LogLine(number: 1, text: "2025-03-02 08:14:55.120931+0100 App[1:2] header")) {
            events.append($0)
        }
        for number in 2...10_000 {
            assembler.feed(LogLine(number: number, text: "    continued \(number)")) { events.append($0) }
            maxBuffered = max(maxBuffered, assembler.bufferedLineCount)
        }
        assembler.finish { events.append($0) }
        #expect(maxBuffered == 10)
        #expect(events.count == 1)
        #expect(events[0].lines.count == 10 && events[0].omittedLineCount == 9_990 && events[0].lastLine == 10_000)
    }

    @Test func aHugeJSONObjectIsBoundedAndReportedUnparsed() {
        var assembler = LogEventAssembler()
        assembler.maxJSONLines = 100
        var events: [LogEvent] = []
        var maxBuffered = 0
        assembler.feed(LogLine(number: 1, text: "{")) { events.append($0) }
        for number in 2...5_000 {
            assembler.feed(LogLine(number: number, text: "  \"k\(number)\" : \"v\",")) { events.append($0) }
            maxBuffered = max(maxBuffered, assembler.bufferedLineCount)
        }
        assembler.feed(LogLine(number: 5_001, text: "  \"end\" : 1 }")) { events.append($0) }
        assembler.finish { events.append($0) }
        #expect(maxBuffered == 100)
        #expect(events.count == 1)
        #expect(events[0].json == nil && events[0].lines.count == 100 && events[0].omittedLineCount == 4_901)
    }

    @Test func manyObjectsOnOneLineAreDeliveredOneByOneUpToALimitThenAsOneRecord() {
        let objects = (0..<20).map { "{\"eventMessage\":\"m\($0)\",\"processID\":812}" }
        let events = assemble("[" + objects.joined(separator: ",") + "]\n2025-03-02 08:14:55.120931+0100 App[1:2] next")
        #expect(events.map(\.message) == (0..<16).map { "m\($0)" } + ["", "next"])
        #expect(events[16].json == nil && events[16].kind == .jsonRecord && events[16].lines.map(\.number) == [1])
        #expect(events[17].format == .xcodeConsole && events[17].firstLine == 2)
    }

    @Test func aLineOfAHundredThousandObjectsIsReadWithoutNesting() {
        let line = "[" + String(repeating: "{\"a\":1},", count: 100_000) + "{\"a\":2}]"
        #expect(assemble(line).count == 17)
    }

    @Test func aLogLineInterruptingJSONAbandonsTheObject() {
        let events = assemble(
            """
            {
              "eventMessage" : "cut off",
            2025-03-02 08:14:55.120931+0100 App[1:2] next
            """)
        #expect(events.map(\.format) == [.json, .xcodeConsole])
        #expect(events[0].json == nil && events[0].lines.count == 2)
    }

    @Test func jsonAfterALogPrefixKeepsThePrefix() {
        let events = assemble(
            """
            2025-03-02 08:14:55.120931+0100 Stride Coach[812:2] [MetricKit] {
              "crashDiagnostics" : [ { "diagnosticMetaData" : { "terminationReason" : "Namespace FRONTBOARD, Code 0x8badf00d" } } ]
            }
            """)
        #expect(events.count == 1)
        #expect(
            events[0].format == .metricKit && events[0].process == "Stride Coach" && events[0].category == "MetricKit")
        #expect(
            events[0].fields["crashDiagnostics[0].diagnosticMetaData.terminationReason"]
                == "Namespace FRONTBOARD, Code 0x8badf00d")
    }

    @Test func anIPSHeaderWithoutBodyIsStillAReport() {
        let events = assemble(
            #"{"app_name":"Stride Coach","bug_type":"309","bundleID":"com.example.stride"}"# + "\nafter")
        #expect(events.map(\.format) == [.ips, .messageOnly])
        #expect(events[0].fields["bundleID"] == "com.example.stride" && events[0].process == "Stride Coach")
    }

    @Test func reportFieldsWaitForTheReportKind() {
        let events = assemble("Date/Time:  2025-03-02 03:12:44 +0100\nEvent:  cpu usage\n\nDate/Time:  2025-03-02\n")
        #expect(events.map(\.format) == [.microstackshot, .microstackshot, .microstackshot])
        #expect(assemble("Date/Time:  2025-03-02\n\nplain text").map(\.format) == [.crashReport, .crashReport])
        #expect(
            assemble("Date/Time:  2025-03-02\n2025-03-02 08:14:55.120931+0100 App[1:2] x").map(\.format) == [
                .crashReport, .xcodeConsole,
            ])
    }

    @Test func flutterExceptionsKeepTheirWrappedTextAndFrames() {
        let events = assemble(
            """
            [VERBOSE-2:dart_vm_initializer.cc(41)] Unhandled Exception: PlatformException(e, Missing
            entitlement., null, null)
            #0      StandardMethodCodec.decodeEnvelope (package:flutter/src/services/message_codecs.dart:651:7)
            flutter: next
            """)
        #expect(events.map(\.kind) == [.flutterException, .message])
        // The hard-wrapped message is one line, as wrapped console messages are; the frame stays a line of its own.
        #expect(events[0].lines.count == 2)
        #expect(events[0].lines[0].wrappedLines.map(\.number) == [1, 2])
        #expect(events[0].lines[0].text.hasSuffix("PlatformException(e, Missing entitlement., null, null)"))
    }
    @Test func jsonArraysMayOpenOnTheirOwnLineAndShareSeparatorLines() {
        let events = assemble(
            """
            [
              {
                "eventMessage" : "first",
                "processID" : 1
              },
              {
                "eventMessage" : "second"
              },{
                "eventMessage" : "third"
              }
            ]
            after
            """)
        #expect(events.map(\.message) == ["first", "second", "third", "after"])
        #expect(events.map(\.format) == [.logShowJSON, .logShowJSON, .logShowJSON, .messageOnly])
        #expect(events.map(\.firstLine) == [2, 6, 8, 12])
        #expect(events.map(\.messageLine) == [3, 7, 9, 12])
    }
}
