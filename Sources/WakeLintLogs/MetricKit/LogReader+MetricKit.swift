import WakeLintCore

extension LogReader {
    /// `forEachEvent`, with every line also shown to `scanner`: one read of the log yields its events and its MetricKit
    /// payloads (`payload`). A line of whole metric payloads is the scanner's alone: it makes no event. The scanner
    /// is finished at the end.
    public mutating func forEachEvent(
        assembler: LogEventAssembler = LogEventAssembler(), metricKit scanner: inout MetricKitScanner,
        payload: (MetricKitPayload) -> Void, _ body: (LogEvent) -> Void
    ) -> InputProblem? {
        var assembler = assembler
        let problem = forEachRawLine { raw in
            scanner.feed(raw, payload)
            if !scanner.lastLineHeldOnlyMetricPayloads { assembler.feed(LogLine(raw), body) }
            return true
        }
        assembler.finish(body)
        scanner.finish()
        return problem
    }

    /// `forEachEvent(prefilter:…)`, with every line also shown to `scanner`, which the prefilter does not skip.
    public mutating func forEachEvent(
        prefilter: LiteralPrefilter, assembler: LogEventAssembler = LogEventAssembler(),
        metricKit scanner: inout MetricKitScanner, payload: (MetricKitPayload) -> Void, _ body: (LogEvent) -> Void
    ) -> (problem: InputProblem?, skippedLines: Int) {
        var assembler = assembler
        var gate = PrefilteredEventReader(prefilter: prefilter)
        let problem = forEachRawLine { raw in
            scanner.feed(raw, payload)
            if !scanner.lastLineHeldOnlyMetricPayloads { gate.take(raw, into: &assembler, body) }
            return true
        }
        gate.finish()
        assembler.finish(body)
        scanner.finish()
        return (problem, gate.skippedLineCount)
    }
}
