/// Recognisers for the lines of `.crash` text reports (header `Key: value` fields such as `Exception Type:` and
/// `Termination Reason:`, then thread backtraces of numbered frames) and microstackshot resource reports
/// (`Event:  cpu usage`, `Action taken:  Process killed`, `CPU:  … exceeding limit of 80% cpu over 60 seconds`).
enum ReportLines {
    enum Kind {
        case crash, microstackshot
        var format: LogFormat { self == .crash ? .crashReport : .microstackshot }
    }

    static let crashOnlyKeys: Set<String> = [
        "CrashReporter Key", "Hardware Model", "Code Type", "Role", "Parent Process",
        "Coalition", "Responsible Process", "Launch Time", "Release Type", "Baseband Version", "Exception Type",
        "Exception Subtype", "Exception Codes", "Exception Note", "Exception Reason", "Exception Message",
        "Termination Reason", "Termination Description", "Termination Signal", "Termination Namespace",
        "Triggered by Thread", "Crashed Thread", "Highlighted by Thread", "Application Specific Information",
        "Kernel Triage", "Terminating Process", "Beta Identifier", "Distributor ID", "AppStoreTools", "AppVariant",
    ]
    static let microstackshotOnlyKeys: Set<String> = [
        "Event", "Action taken", "CPU", "Duration", "Steps", "Data Source", "Shared Cache", "Powerstats for",
        "Start time", "End time", "Hardware model", "Active cpus", "Command", "Wakeups", "Limit", "Num samples",
        "CPU limit", "Limit duration", "Wakeups limit", "Writes", "Writes limit", "Heaviest stack",
        "Footprint", "Time Since Fork", "Resource Coalition", "On Behalf Of", "Architecture",
    ]
    static let sharedKeys: Set<String> = [
        "Process", "Path", "Identifier", "Version", "Date/Time", "OS Version", "Report Version", "PID",
        "Incident Identifier",
    ]

    /// `Key:  value` at the start of a line with a known key; the kind it implies, if only one has it.
    /// Every known key: none holds a `:`, so text before the first `:` byte that is not one of them cannot be a
    /// key the Character search below would find either (it could only stop at a later colon).
    static let allKeys: Set<String> = crashOnlyKeys.union(microstackshotOnlyKeys).union(sharedKeys)
    static let longestKey = allKeys.map(\.utf8.count).max() ?? 0

    static func field(_ line: String) -> (key: String, value: String, kind: Kind?)? {
        // Most lines have no `:` within the longest key's length: told on contiguous bytes without a String.
        let colonOffset = line.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.prefix(longestKey + 1).firstIndex(of: UInt8(ascii: ":"))
        }
        if let colonOffset, colonOffset == nil { return nil }
        let utf8 = line.utf8
        guard let colonByte = utf8.prefix(longestKey + 1).firstIndex(of: UInt8(ascii: ":")),
            allKeys.contains(String(line[..<colonByte]))
        else { return nil }
        guard !line.isIndented, let colon = line.firstIndex(of: ":") else { return nil }
        let key = String(line[..<colon])
        let after = line[line.index(after: colon)...]
        guard after.isEmpty || after.isIndented else { return nil }
        let value = after.trimmingSpaces
        if crashOnlyKeys.contains(key) { return (key, value, .crash) }
        if microstackshotOnlyKeys.contains(key) { return (key, value, .microstackshot) }
        if sharedKeys.contains(key) { return (key, value, nil) }
        return nil
    }

    /// `Thread 0 Crashed:`, `Thread 3 name:  Dispatch queue: ...`, `Thread 1:`, `Last Exception Backtrace:`,
    /// `Heaviest stack for the target process:`, `Thread 0 crashed with ARM Thread State (64-bit):`.
    static func isBacktraceHeader(_ trimmed: String) -> Bool {
        if trimmed.startsWithBytes("Last Exception Backtrace") || trimmed.startsWithBytes("Heaviest stack") {
            return true
        }
        guard trimmed.startsWithBytes("Thread ") else { return false }
        let rest = trimmed.dropFirst(7)
        let number = rest.prefix { $0.isNumber }
        return !number.isEmpty
            && (rest.dropFirst(number.count).startsWithBytes(" ") || rest.dropFirst(number.count).startsWithBytes(":"))
    }

    /// A titled section without a known key (`Binary Images:`, `External Modification Summary:`).
    static func isSectionTitle(_ line: String) -> Bool {
        !line.isIndented && line.hasSuffix(":") && !line.dropLast().contains(":") && line.count < 60
            && (line.first?.isUppercase ?? false)
    }

    /// A stack frame: `3   BackgroundTasks   0x1b2c3d4e5 -[BGTaskScheduler ...] + 224`,
    /// `  48  start + 4 (libdyld.dylib + 4) [0x1a2b3c]`, `(0x18a3b 0x18a3c ...)` or Dart `#0  Foo (package:...)`.
    static func isFrame(_ trimmed: String) -> Bool {
        if trimmed.startsWithBytes("(0x") { return true }
        if trimmed.startsWithBytes("#"), let next = trimmed.dropFirst().first, next.isNumber { return true }
        // ASCII digits followed by an ASCII byte are the number Characters would give: told on bytes.
        let bytes = trimmed.utf8
        var end = bytes.startIndex
        while end < bytes.endIndex, bytes[end] >= 0x30, bytes[end] <= 0x39 { end = bytes.index(after: end) }
        if end < bytes.endIndex, bytes[end] < 0x80 {
            guard end > bytes.startIndex, bytes[end] == 0x20 || bytes[end] == 0x09 else { return false }
            return trimmed.includes("0x")
        }
        let number = trimmed.prefix { $0.isNumber }
        guard !number.isEmpty, trimmed.dropFirst(number.count).isIndented else { return false }
        return trimmed.includes("0x")
    }
}
