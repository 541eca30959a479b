import WakeLintCore
import WakeLintLogs

/// What one log held of what the log rules read: the layouts of its relevant events and their lines by the
/// system component that wrote them. It sees only events holding a rule's literal, so it adds no reading cost.
struct LogRecognition {
    /// The system components whose lines the built-in rules read, in report order.
    enum Component: Int, CaseIterable, Comparable {
        case backgroundTasks, dasd, healthKit, runningBoard, crashReport

        var name: String {
            switch self {
            case .backgroundTasks: "BGTaskScheduler"
            case .dasd: "dasd"
            case .healthKit: "HealthKit"
            case .runningBoard: "RunningBoard"
            case .crashReport: "crash report fields"
            }
        }

        static func < (lhs: Component, rhs: Component) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Lines no rule reads that still say what the log is: the first lines of `.crash` and `.ips` reports. Rare
    /// in other logs, so looking for them costs the prefilter nothing.
    static let literals = ["Incident Identifier:", "\"bug_type\""]

    private(set) var lines: [Component: Int] = [:]
    private(set) var formats: [LogFormat: Int] = [:]

    /// Counts an event a rule's literal matched, by the component that wrote it (none for app text).
    mutating func record(_ event: LogEvent) {
        formats[event.format, default: 0] += 1
        guard let component = component(of: event) else { return }
        // Lines of other processes may sit between the lines of a dasd block printed line by line.
        lines[component, default: 0] +=
            event.lines.reduce(event.omittedLineCount) { $0 + max(1, $1.wrappedLines.count) }
    }

    /// What the process, subsystem and sender alone tell, by origin: a log has few origins.
    private var origins: [Origin: Component?] = [:]
    private static let maxOrigins = 512

    private struct Origin: Hashable {
        var process: String
        var subsystem: String?
        var sender: String?
    }

    /// `component(of:)`, with what the event's origin tells looked up once per origin.
    private mutating func component(of event: LogEvent) -> Component? {
        if let decided = Self.componentByKindOrFormat(of: event) { return decided }
        let origin = Origin(process: event.process ?? "", subsystem: event.subsystem, sender: event.sender)
        let told: Component?
        if let known = origins[origin] {
            told = known
        } else {
            told = Self.component(ofOrigin: origin)
            if origins.count < Self.maxOrigins { origins[origin] = told }
        }
        return told ?? Self.component(ofText: event)
    }

    private static func componentByKindOrFormat(of event: LogEvent) -> Component? {
        switch event.kind {
        case .reportField, .backtrace, .reportSection, .diagnosticReport: return .crashReport
        case .dasdScoring: return .dasd
        case .terminationContext: return .runningBoard
        default: break
        }
        if [.crashReport, .ips, .microstackshot, .metricKit].contains(event.format) { return .crashReport }
        return nil
    }

    /// The component the origin names, or nil when the text must tell. The process, subsystem and sender (here), and
    /// the message and first three lines (`component(ofText:)`), are searched piece by piece: no word searched for
    /// holds the space or newline that would join them.
    private static func component(ofOrigin origin: Origin) -> Component? {
        let process = origin.process
        let pieces = Pieces(first: process, second: origin.subsystem, third: origin.sender, lines: [])
        if process == "dasd" || pieces.includes("DuetActivityScheduler") { return .dasd }
        if process == "runningboardd" || pieces.includes("runningboard") { return .runningBoard }
        if process == "healthd" || pieces.mentionsHealthKit { return .healthKit }
        if pieces.includes("BackgroundTasks") { return .backgroundTasks }
        return nil
    }

    private static func component(ofText event: LogEvent) -> Component? {
        let text = Pieces(first: event.message, second: nil, third: nil, lines: event.lines.prefix(3))
        if text.includes("BGTask") || text.includes("Running task:") || text.includes("aunch handler") {
            return .backgroundTasks
        }
        if text.mentionsHealthKit { return .healthKit }
        if text.includes("dasd") || text.includes("FinalDecision") { return .dasd }
        if text.includes("RBSAssertion") || text.includes("RunningBoard") || text.includes("runningboardd") {
            return .runningBoard
        }
        return nil
    }

    /// The note for a log of `lineCount` lines that produced `findingCount` findings.
    func note(path: String, lineCount: Int, findingCount: Int) -> InputNote {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        let read = lines.sorted { $0.key < $1.key }.map { "\(plural($0.value, "line")) from \($0.key.name)" }
        let components = Component.allCases.map(\.name)
        let list = components.dropLast().joined(separator: ", ") + " or " + components.last!
        guard let format = formats.max(by: { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) })?.key,
            !read.isEmpty || findingCount > 0
        else {
            return InputNote(
                path: path,
                message:
                    "nothing in its \(plural(lineCount, "line")) comes from \(list): this does not look like a device log wakelint reads, so no finding does not mean the background work ran",
                unrecognised: true)
        }
        let lead = "read as \(format.displayName) (\(plural(lineCount, "line")))"
        guard !read.isEmpty else {
            return InputNote(path: path, message: "\(lead): no line comes from \(list); the findings rest on app text")
        }
        return InputNote(path: path, message: "\(lead): " + read.joined(separator: ", "))
    }
}

/// Texts searched as one: a word is found when one of them holds it.
private struct Pieces {
    var first: String
    var second: String?
    var third: String?
    var lines: ArraySlice<LogLine>

    func includes(_ word: String) -> Bool {
        first.includes(word) || second?.includes(word) == true || third?.includes(word) == true
            || lines.contains { $0.text.includes(word) }
    }

    var mentionsHealthKit: Bool {
        first.mentionsHealthKit || second?.mentionsHealthKit == true || third?.mentionsHealthKit == true
            || lines.contains { $0.text.mentionsHealthKit }
    }
}

extension String {
    fileprivate var mentionsHealthKit: Bool {
        includes("HealthKit") || includes("healthkit") || includes("healthd") || includes("HKHealthStore")
            || includes("HKObserverQuery")
    }
}

extension LogFormat {
    /// How people call the layout.
    var displayName: String {
        switch self {
        case .xcodeConsole: "an Xcode console log"
        case .messageOnly: "plain messages"
        case .consoleApp: "a Console.app copy"
        case .logStream: "log stream output"
        case .logShow: "log show output"
        case .logShowCompact: "log show --style compact output"
        case .logShowSyslog: "log show --style syslog output"
        case .logShowJSON: "log show --style json output"
        case .ndjson: "log show --style ndjson output"
        case .syslog: "a syslog"
        case .crashReport: "a crash report"
        case .ips: "an .ips crash report"
        case .microstackshot: "a resource report"
        case .reactNative: "a React Native log"
        case .flutter: "a Flutter log"
        case .analyticsJSON: "analytics JSON"
        case .metricKit: "a MetricKit payload"
        case .json: "JSON"
        }
    }
}
