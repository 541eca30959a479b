import WakeLintCore

extension LogReader {
    /// Reads the whole source and calls `body` with each assembled event, in order of first line.
    public mutating func forEachEvent(assembler: LogEventAssembler = LogEventAssembler(),
                                      _ body: (LogEvent) -> Void) -> InputProblem? {
        var assembler = assembler
        let problem = forEachLine { line in assembler.feed(line, body) }
        assembler.finish(body)
        return problem
    }
}
