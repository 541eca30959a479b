import WakeLintCore
import WakeLintLogs

/// The termination codes Apple documents for kills of background work (EXC_CRASH (SIGKILL),
/// https://developer.apple.com/documentation/xcode/sigkill), and watchOS's background refresh kills. A crash
/// report prints them in hex (`Termination Reason: Namespace RUNNINGBOARD, Code 0x2182bad2`), RunningBoard on the
/// console too (`<RBSTerminateContext| … code:0x2182BAD2 …>`), an `.ips` report and some reasons in decimal.
package enum TerminationCode: String, CaseIterable, Sendable {
    /// A background task (`beginBackgroundTask`) did not complete in time.
    case backgroundTask = "2182bad2"
    /// A background URL session's events were not handled in time.
    case urlSession = "2182bad3"
    /// A background fetch did not complete in time.
    case backgroundFetch = "2182bad4"
    /// A file or SQLite lock was held while the app was suspended.
    case fileLock = "dead10cc"
    /// The watchdog: launch, scene changes, an unresponsive main thread.
    case watchdog = "8badf00d"
    /// watchOS background refresh: too much CPU time.
    case watchRefreshCPU = "c51bad01"
    /// watchOS background refresh: too much wall time.
    case watchRefreshWallTime = "c51bad02"
    /// watchOS background refresh: not enough time left to complete the task.
    case watchRefreshRuntime = "c51bad03"

    package var decimal: String { String(UInt64(rawValue, radix: 16)!) }

    /// Every spelling a log may use: lower- and upper-case hex, decimal.
    package var literals: [String] { [rawValue, rawValue.uppercased(), decimal] }

    /// The codes a line shows, as hex (any case, after `0x` and leading zeros) or decimal (a whole number). Searched
    /// on bytes (memchr-led): a MetricKit payload is one line of hundreds of KiB.
    package static func codes(in text: String) -> [TerminationCode] {
        // One pass for every spelling first: most lines show no code.
        guard anySpelling.matches(text) else { return [] }
        var text = text
        return text.withUTF8 { bytes in
            needles.compactMap { code, spellings in
                spellings.contains { spelling in shows(spelling.bytes, isDecimal: spelling.isDecimal, in: bytes) }
                    ? code : nil
            }
        }
    }

    private static let anySpelling = LiteralPrefilter(literals: allCases.flatMap(\.literals))

    /// Each code with the bytes of its spellings, made once.
    private static let needles: [(TerminationCode, [(bytes: [UInt8], isDecimal: Bool)])] = allCases.map { code in
        (code, code.literals.map { (Array($0.utf8), $0 == code.decimal) })
    }

    /// Whether `needle` occurs as a whole code: hex after `x` or `0` and before no hex digit, decimal after no digit.
    private static func shows(_ needle: [UInt8], isDecimal: Bool, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var from = 0
        while let at = ByteSearch.firstIndex(of: needle, in: bytes, from: from) {
            let before = at > 0 ? bytes[at - 1] : nil
            let end = at + needle.count
            let after = end < bytes.count ? bytes[end] : nil
            let followedByHex = after.map(Self.isHexDigit) ?? false
            let precededRight =
                isDecimal
                ? !(before.map { $0 >= 0x30 && $0 <= 0x39 } ?? false)
                : before == UInt8(ascii: "x") || before == UInt8(ascii: "0")
            if !followedByHex && precededRight { return true }
            from = at + 1
        }
        return false
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }

    /// The codes an event shows in its lines or, for an `.ips` report, its `termination.codeHex` field.
    package static func codes(in event: LogEvent) -> [(code: TerminationCode, line: LogLine)] {
        var found: [(TerminationCode, LogLine)] = []
        for line in event.lines {
            for code in codes(in: line.text) where !found.contains(where: { $0.0 == code }) {
                found.append((code, line))
            }
        }
        if let hex = event.fields["termination.codeHex"] {
            for code in codes(in: hex) where !found.contains(where: { $0.0 == code }) {
                let line = event.lines.first { $0.text.contains("\"termination\"") } ?? event.lines[0]
                found.append((code, line))
            }
        }
        return found
    }
}
