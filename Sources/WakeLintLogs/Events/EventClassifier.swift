/// Decides what kind of event a message starts, from system wording: an uncaught Objective-C exception
/// (`*** Terminating app due to uncaught exception`), a dasd scoring line, Flutter's `Unhandled Exception:`, a
/// RunningBoard or watchdog context (`<RBSTerminateContext`, `watchdog transgression`).
enum EventClassifier {
    static let uncaughtException = "*** Terminating app due to uncaught exception"
    static let firstThrowCallStack = "*** First throw call stack"

    static func kind(ofFirstMessageLine message: String, format: LogFormat) -> LogEventKind {
        if message.includes(uncaughtException) { return .uncaughtException }
        let trimmed = message.trimmingSpaces
        if DasdDecision.isScoringLine(trimmed) { return .dasdScoring }
        if format == .flutter && trimmed.startsWithBytes("Unhandled Exception:") { return .flutterException }
        if message.includes("<RBSTerminateContext") || message.includes("watchdog transgression") {
            return .terminationContext
        }
        return .message
    }

    /// Net count of opening brackets, so a wrapped `UserInfo={...` keeps its continuation lines.
    static func bracketBalance(_ text: String) -> Int {
        // Every kept line is counted: a plain loop over the contiguous bytes when there are some.
        if let balance = text.utf8.withContiguousStorageIfAvailable(bracketBalance(of:)) { return balance }
        return bracketBalance(of: text.utf8)
    }

    private static func bracketBalance<Bytes: Sequence<UInt8>>(of bytes: Bytes) -> Int {
        var balance = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): balance += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): balance -= 1
            default: break
            }
        }
        return balance
    }
}
