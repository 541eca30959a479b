/// The layout a log line (and so the event that starts with it) was written in.
/// Detected per line: one file may mix several.
public enum LogFormat: String, Sendable, Hashable, CaseIterable {
    /// `2025-03-02 08:14:55.120931+0100 Stride Coach[812:40912] [category] message`.
    case xcodeConsole
    /// A bare message, optionally with a `[subsystem]`/`[category]` prefix (newer Xcode copies, prints).
    case messageOnly
    /// Console.app copy, tab-separated: `[type\t]time\tprocess\t[subsystem\t]message`.
    case consoleApp
    /// `default 2025-03-02 08:15:01.000000 +0100 dasd [...] message`.
    case logStream
    /// `log show` default style: `timestamp thread type activity pid ttl process: [sub:cat] message`.
    case logShow
    /// `log show --style compact`: `timestamp Ty process[pid:tid] message`.
    case logShowCompact
    /// `log show --style syslog`: `timestamp host process[pid]: message`.
    case logShowSyslog
    /// One record of `log show --style json` (an array of pretty-printed objects).
    case logShowJSON
    /// One record of `log show --style ndjson` (one object per line).
    case ndjson
    /// Legacy syslog / idevicesyslog: `Mar  2 08:15:01 Device process[pid] <Level>: message`.
    case syslog
    /// A `.crash` text report: header fields and backtraces.
    case crashReport
    /// A `.ips` JSON crash report: one-line header object + body object.
    case ips
    /// A microstackshot resource report (`Event: cpu usage`, `Action taken: Process killed`).
    case microstackshot
    /// React Native Metro: ` LOG  `, ` WARN  `, ` ERROR  `.
    case reactNative
    /// Flutter: `flutter: ...`, `[VERBOSE-2:file.cc(41)] ...`.
    case flutter
    /// An app's analytics JSON object with a `message` field.
    case analyticsJSON
    /// A MetricKit `MXDiagnosticPayload` JSON.
    case metricKit
    /// Some other JSON object.
    case json
}
