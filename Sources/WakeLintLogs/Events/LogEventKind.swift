/// What a (possibly multi-line) event is, independently of its layout.
public enum LogEventKind: String, Sendable, Hashable, CaseIterable {
    /// One message, with its unprefixed continuation lines.
    case message
    /// `*** Terminating app due to uncaught exception ...` with its `First throw call stack`.
    case uncaughtException
    /// A dasd scoring block (or fragment); see `LogEvent.dasdDecision`.
    case dasdScoring
    /// RunningBoard/watchdog context (`<RBSTerminateContext| ...>`, `watchdog transgression`).
    case terminationContext
    /// One header field of a crash or resource report (`Exception Codes: ...`), with its continuation.
    case reportField
    /// A thread backtrace or other frame list of a report (`Thread 0 Crashed:` + frames).
    case backtrace
    /// Another titled section of a report (`Binary Images:`, register state).
    case reportSection
    /// A whole `.ips` report (header + body) or a MetricKit payload.
    case diagnosticReport
    /// A structured JSON record (`log show` json/ndjson, analytics).
    case jsonRecord
    /// A Flutter `Unhandled Exception:` with its wrapped text and `#N` frames.
    case flutterException
}
