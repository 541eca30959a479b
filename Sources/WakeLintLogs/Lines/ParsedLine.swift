/// One line split into its layout's prefix fields and its message (see `LineLayoutParser`).
struct ParsedLine: Sendable, Hashable {
    var format: LogFormat
    /// False for lines with no recognised prefix (`messageOnly`): they may continue the previous event.
    var isPrefixed: Bool
    var timestamp: LogTimestamp?
    var process: String?
    var pid: Int?
    var thread: String?
    var level: String?
    var subsystem: String?
    var category: String?
    var sender: String?
    var message: String

    init(format: LogFormat, isPrefixed: Bool = true, message: String) {
        self.format = format
        self.isPrefixed = isPrefixed
        self.message = message
    }
}
