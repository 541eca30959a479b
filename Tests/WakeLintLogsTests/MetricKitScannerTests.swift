import Testing

@testable import WakeLintLogs

/// What the MetricKit scanner reads from lines: payloads in every layout, and problems only where MetricKit was meant.
@Suite struct MetricKitScannerTests {
    func scan(_ text: String) -> (payloads: [MetricKitPayload], problems: [String]) {
        var reader = LogReader(text: text, displayPath: "fleet.json")
        var scanner = MetricKitScanner()
        var payloads: [MetricKitPayload] = []
        _ = reader.forEachEvent(metricKit: &scanner, payload: { payloads.append($0) }, { _ in })
        return (payloads, scanner.problems)
    }

    static let compact =
        #"{"timeStampBegin":"2025-03-01 00:00:00 +0000","timeStampEnd":"2025-03-01 23:59:00 +0000","appVersion":"4.2","metaData":{"osVersion":"iPhone OS 17.3.1 (21D61)","deviceType":"iPhone15,3"},"applicationExitMetrics":{"foregroundExitData":{"cumulativeAppWatchdogExitCount":4},"backgroundExitData":{"cumulativeNormalAppExitCount":9,"cumulativeAppWatchdogExitCount":2}}}"#

    /// The same payload on one line, pretty-printed and inside an envelope is read alike, but for its positions.
    @Test func everyLayoutReadsTheSameCounters() {
        let pretty = Self.compact.replacingOccurrences(of: ",\"", with: ",\n  \"").replacingOccurrences(
            of: "{", with: "{\n  ")
        let envelope = "{\"device\":{\"id\":1},\"payloads\":[" + Self.compact + "]}"
        for text in [Self.compact, pretty, envelope, "[" + Self.compact + "," + Self.compact + "]"] {
            let (payloads, problems) = scan(text + "\n")
            #expect(problems.isEmpty, "\(problems)")
            #expect(!payloads.isEmpty)
            for payload in payloads {
                #expect(
                    payload.backgroundExits.map { [$0.counter.rawValue: $0.count] } == [
                        ["cumulativeNormalAppExitCount": 9], ["cumulativeAppWatchdogExitCount": 2],
                    ])
                #expect(payload.foregroundExits.map(\.count) == [4])
                #expect(payload.appVersion == "4.2" && payload.deviceType == "iPhone15,3")
                #expect(MetricKitPayload.osRelease(payload.osVersion) == "iPhone OS 17.3.1")
            }
        }
    }

    /// Log lines that open with `{` or `[` but are no JSON (dasd policies, categories) are no problem in a log.
    @Test func bracketedLogLinesAreNoProblem() {
        let log = """
            bgRefresh-com.example.app.refresh:3F2A10:[
            \t{name: ApplicationPolicy, policyWeight: 50.000, response: {Decision: Can Proceed, Score: 0.50}}
            [BackgroundTask] Background Task 7 ("SyncUpload"), was created over 30 seconds ago.
            """
        let (payloads, problems) = scan(log + "\n")
        #expect(payloads.isEmpty)
        #expect(problems.isEmpty, "\(problems)")
    }

    /// The same line among payloads is a problem with its line, and the payloads after it are still read.
    @Test func invalidJSONAmongPayloadsIsAProblemAndReadingGoesOn() {
        let (payloads, problems) = scan(Self.compact + "\n{name: ApplicationPolicy}\n" + Self.compact + "\n")
        #expect(payloads.count == 2)
        #expect(
            problems == [
                "line 2: column 2: not JSON (unexpected 'n'); the value that starts at line 2 is not counted"
            ])
    }

    /// A crash diagnostic's termination reason and the first frames of its attributed thread's stack.
    @Test func crashDiagnosticsKeepTheirFirstFrames() {
        let frame = { (name: String, offset: Int, sub: String) in
            "{\"binaryName\":\"\(name)\",\"offsetIntoBinaryTextSegment\":\(offset),\"address\":1\(sub.isEmpty ? "" : ",\"subFrames\":[" + sub + "]")}"
        }
        let stack = frame(
            "libsystem_kernel.dylib", 16, frame("Stride Coach", 412_880, frame("UIKitCore", 99, frame("dyld", 1, ""))))
        let text =
            "{\"timeStampBegin\":\"2025-03-01 00:00:00 +0000\",\"crashDiagnostics\":[{\"callStackTree\":{\"callStacks\":["
            + "{\"threadAttributed\":false,\"callStackRootFrames\":[" + frame("Other", 1, "") + "]},"
            + "{\"callStackRootFrames\":[" + stack + "],\"threadAttributed\":true}]},"
            + "\"diagnosticMetaData\":{\"terminationReason\":\"Namespace RUNNINGBOARD, Code 0xdead10cc\",\"signal\":9}}]}\n"
        let (payloads, problems) = scan(text)
        #expect(problems.isEmpty, "\(problems)")
        #expect(payloads.first?.kind == .diagnostics)
        #expect(payloads.first?.crashes.first?.terminationReason == "Namespace RUNNINGBOARD, Code 0xdead10cc")
        #expect(payloads.first?.crashes.first?.signal == "9")
        #expect(
            payloads.first?.crashes.first?.frames == [
                "libsystem_kernel.dylib +16", "Stride Coach +412880", "UIKitCore +99",
            ])
    }
}
