import WakeLintCore

extension LogReader {
    /// Reads the whole source and calls `body` with each assembled event, in order of first line.
    public mutating func forEachEvent(
        assembler: LogEventAssembler = LogEventAssembler(),
        _ body: (LogEvent) -> Void
    ) -> InputProblem? {
        var assembler = assembler
        let problem = forEachLine { line in assembler.feed(line, body) }
        assembler.finish(body)
        return problem
    }

    /// Like `forEachEvent`, but skips, before building any String, the stretches of the log between
    /// resetting lines in which the prefilter finds none of its literals (see `PrefilteredEventReader` for
    /// the exact contract): every event it accepts is delivered unchanged. Returns how many lines were skipped.
    public mutating func forEachEvent(
        prefilter: LiteralPrefilter, assembler: LogEventAssembler = LogEventAssembler(),
        _ body: (LogEvent) -> Void
    ) -> (problem: InputProblem?, skippedLines: Int) {
        var assembler = assembler
        var gate = PrefilteredEventReader(prefilter: prefilter)
        let problem = forEachRawLine { raw in
            gate.take(raw, into: &assembler, body)
            return true
        }
        gate.finish()
        assembler.finish(body)
        return (problem, gate.skippedLineCount)
    }
}
