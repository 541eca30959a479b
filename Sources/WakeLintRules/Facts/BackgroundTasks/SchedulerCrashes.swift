import WakeLintCore
import WakeLintEngine
import WakeLintLogs

/// BGTaskScheduler's registration and submission exceptions in a log: the exception's reason where the log
/// quotes it, and the frames that raised it in a crash report, an `.ips` report or an uncaught exception's
/// call stack, with the first frame in the app's own binary. One crash report yields one failure.
///
/// - `All launch handlers must be registered before application finishes launching` → `.lateRegistration`
/// - `Launch handler for task with identifier <id> has already been registered` → `.duplicateRegistration`
/// - `No launch handler registered for task with identifier <id>` → `.noLaunchHandler`
/// - without a reason: `-[BGTaskScheduler _unsafe_registerForTaskWithIdentifier:usingQueue:launchHandler:]` under
///   `-[NSAssertionHandler handleFailureInMethod:…]` → `.registrationAssertion` (late or duplicate);
///   `-[BGTaskScheduler _handleSubmissionWithoutRegistrationForTaskRequest:error:]` → `.noLaunchHandler`.
struct SchedulerCrashes {
    enum Kind: Equatable {
        case lateRegistration, duplicateRegistration, registrationAssertion, noLaunchHandler
    }

    struct Failure {
        var kind: Kind
        /// The task identifier the reason names.
        var identifier: String?
        var location: SourceLocation
        var evidence: [EvidenceLine]
        /// The first frame in the app's binary below the scheduler's frame: where the app called it.
        var appFrame: BacktraceFrame?
        /// Whether the log quotes the exception's reason (else the frames alone tell the kind).
        var hasReason: Bool
    }

    static let lateReason = "All launch handlers must be registered before application finishes launching"
    static let duplicateReason = "Launch handler for task with identifier"
    static let duplicateTail = "has already been registered"
    static let noHandlerReason = "No launch handler registered for task with identifier"
    static let registerFrame = "-[BGTaskScheduler _unsafe_registerForTaskWithIdentifier:"
    static let submitFrame = "-[BGTaskScheduler _handleSubmissionWithoutRegistrationForTaskRequest:"
    static let assertionFrame = "-[NSAssertionHandler handleFailureInMethod:"
    /// A crash report's `Process:` field names the app's binary, and starts the next report.
    static let processField = "Process:"
    static let requiredLiterals = [
        lateReason, duplicateReason, noHandlerReason, "_unsafe_registerForTaskWithIdentifier",
        "_handleSubmissionWithoutRegistrationForTaskRequest", processField,
    ]

    /// What one crash (report or standalone event) showed so far.
    private struct Scope {
        var process: String?
        var reason: (kind: Kind, identifier: String?, location: SourceLocation, line: EvidenceLine)?
        var frames: (kind: Kind, location: SourceLocation, line: EvidenceLine, app: BacktraceFrame?)?
        var appLine: EvidenceLine?
        var isEmpty: Bool { reason == nil && frames == nil }
    }

    private var scope = Scope()
    private var completed: [Failure] = []

    /// Reads one event; returns the failures it completes.
    mutating func read(_ event: LogEvent, path: String) -> [Failure] {
        defer { completed = [] }
        readEvent(event, path: path)
        return completed
    }

    /// Ends the log; returns the failure still open.
    mutating func finish() -> [Failure] {
        defer { completed = [] }
        flush()
        return completed
    }

    private mutating func readEvent(_ event: LogEvent, path: String) {
        let inReport = [.reportField, .backtrace, .reportSection].contains(event.kind)
        if !inReport || (event.key == "Process" && scope.process != nil) { flush() }
        if event.key == "Process" { scope.process = event.process }
        if !inReport { scope.process = event.process ?? event.fields["procName"] ?? event.fields["app_name"] }
        for line in event.lines {
            guard let (kind, identifier, column) = Self.reason(in: line.text) else { continue }
            let location = SourceLocation(path: path, line: line.number, column: column)
            if scope.reason == nil {
                scope.reason = (kind, identifier, location, EvidenceLine(line: line.number, text: line.text))
            } else if !inReport {
                // A console event may quote several exceptions: each is its own failure.
                flush()
                scope.reason = (kind, identifier, location, EvidenceLine(line: line.number, text: line.text))
            }
        }
        // A JSON record's lines hold escaped text; its decoded message may hold the reason where they don't.
        if scope.reason == nil, event.json != nil, event.format != .ips,
            let (kind, identifier, _) = Self.reason(in: event.message)
        {
            let line = event.lines.first { $0.number == event.messageLine } ?? event.lines[0]
            scope.reason = (
                kind, identifier, SourceLocation(path: path, line: line.number, column: 1),
                EvidenceLine(line: line.number, text: line.text)
            )
        }
        if scope.frames == nil { readFrames(event, path: path) }
        if !inReport { flush() }
    }

    private mutating func readFrames(_ event: LogEvent, path: String) {
        let backtraces: [[(frame: BacktraceFrame, line: LogLine)]]
        if event.format == .ips, let body = event.json {
            // Each frame is quoted from the first report line that spells its symbol.
            backtraces = BacktraceFrame.ipsFrames(body).map { frames in
                frames.map { frame in
                    (frame, event.lines.first { $0.text.contains(jsonEscaped(frame.symbol)) } ?? event.lines[0])
                }
            }
        } else {
            // A marker frame's symbol is text of its line: without one, no backtrace of the event has a marker.
            guard
                event.lines.contains(where: {
                    $0.text.includes(Self.registerFrame) || $0.text.includes(Self.submitFrame)
                })
            else { return }
            var frames: [(BacktraceFrame, LogLine)] = []
            for line in event.lines {
                if let frame = BacktraceFrame(parsing: line.text) { frames.append((frame, line)) }
            }
            backtraces = [frames]
        }
        for frames in backtraces {
            guard let marker = frames.firstIndex(where: { Self.markerKind($0.frame.symbol) != nil }) else { continue }
            let kind = Self.markerKind(frames[marker].frame.symbol)!
            if kind == .registrationAssertion,
                !frames[..<marker].contains(where: { $0.frame.symbol.hasPrefix(Self.assertionFrame) })
            {
                // The backtrace passes through registration without BGTaskScheduler's assertion failing.
                continue
            }
            let app = frames[(marker + 1)...].first { isAppFrame($0.frame) }
            let line = frames[marker].line
            let symbol = frames[marker].frame.symbol
            let column =
                line.text.byteRange(of: symbol).map {
                    line.text.utf8.distance(from: line.text.startIndex, to: $0.lowerBound) + 1
                } ?? 1
            scope.frames = (
                kind, SourceLocation(path: path, line: line.number, column: column),
                EvidenceLine(line: line.number, text: line.text), app?.frame
            )
            scope.appLine = app.map { EvidenceLine(line: $0.line.number, text: $0.line.text) }
            return
        }
    }

    /// A frame of the app: its image is the crashed process when the report names it; otherwise a frame the
    /// report symbolicated with a source file (system frames carry none).
    private func isAppFrame(_ frame: BacktraceFrame) -> Bool {
        if let process = scope.process, !process.isEmpty { return frame.image == process }
        return frame.file != nil
    }

    private mutating func flush() {
        defer { scope = Scope(process: scope.process) }
        guard !scope.isEmpty else { return }
        var evidence: [EvidenceLine] = []
        for line in [scope.reason?.line, scope.frames?.line, scope.appLine].compactMap({ $0 })
        where !evidence.contains(where: { $0.line == line.line }) {
            evidence.append(line)
        }
        if let reason = scope.reason {
            completed.append(
                Failure(
                    kind: reason.kind, identifier: reason.identifier, location: reason.location, evidence: evidence,
                    appFrame: scope.frames?.app, hasReason: true))
        } else if let frames = scope.frames {
            completed.append(
                Failure(
                    kind: frames.kind, identifier: nil, location: frames.location, evidence: evidence,
                    appFrame: frames.app, hasReason: false))
        }
    }

    /// The exception reason a line quotes: its kind, the identifier it names, and its 1-based UTF-8 column.
    static func reason(in text: String) -> (Kind, String?, Int)? {
        func column(_ range: Range<String.Index>) -> Int {
            text.utf8.distance(from: text.startIndex, to: range.lowerBound) + 1
        }
        if let range = text.byteRange(of: lateReason) { return (.lateRegistration, nil, column(range)) }
        if let range = text.byteRange(of: noHandlerReason), let identifier = identifier(after: range, in: text) {
            return (.noLaunchHandler, identifier, column(range))
        }
        if let range = text.byteRange(of: duplicateReason), let identifier = identifier(after: range, in: text) {
            if asciiTailFollows(text[range.upperBound...], identifierLength: identifier.utf8.count)
                ?? text[range.upperBound...].drop(while: { $0 == " " }).dropFirst(identifier.count)
                .drop(while: { $0 == " " }).hasPrefix(duplicateTail)
            {
                return (.duplicateRegistration, identifier, column(range))
            }
        }
        return nil
    }

    private static func identifier(after range: Range<String.Index>, in text: String) -> String? {
        let rest = text[range.upperBound...]
        if let identifier = asciiIdentifier(rest) { return identifier.isEmpty ? nil : identifier }
        guard rest.first == " " else { return nil }
        // Quoted in prose or markdown (`…weeklyroundup`.`): quotes, backticks and a sentence's end are not part of it.
        var identifier = rest.dropFirst().prefix { !$0.isWhitespace && !"'\"`".contains($0) }
        while let last = identifier.last, ".,;:)".contains(last) { identifier = identifier.dropLast() }
        return identifier.isEmpty ? nil : String(identifier)
    }

    /// `identifier(after:in:)` on bytes when the identifier, the byte that ends it and the one after are ASCII (then
    /// each byte is a Character); nil otherwise, and "" when there is none.
    private static func asciiIdentifier(_ rest: Substring) -> String? {
        let found = rest.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.count > 1, bytes[0] == 0x20 else { return bytes.isEmpty || bytes[0] < 0x80 ? "" : nil }
            guard bytes[1] < 0x80 else { return nil }
            var end = 1
            while end < bytes.count {
                let byte = bytes[end]
                guard byte < 0x80, byte != 0x0D else { return nil }
                if byte == 0x20 || (0x09...0x0C).contains(byte) || byte == UInt8(ascii: "'")
                    || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "`")
                {
                    break
                }
                end += 1
            }
            if end + 1 < bytes.count, bytes[end + 1] >= 0x80 { return nil }
            while end > 1, ".,;:)".utf8.contains(bytes[end - 1]) { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[1..<end]), as: UTF8.self)
        }
        return found ?? nil
    }

    /// Whether `duplicateTail` follows the identifier after the reason, on bytes when the rest of the line is ASCII
    /// without `\r` (then each byte is a Character); nil otherwise.
    private static func asciiTailFollows(_ rest: Substring, identifierLength: Int) -> Bool? {
        let found = rest.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
            var index = 0
            while index < bytes.count, bytes[index] == 0x20 { index += 1 }
            index += identifierLength
            while index < bytes.count, bytes[index] == 0x20 { index += 1 }
            let tail = duplicateTail.utf8
            guard index + tail.count <= bytes.count else { return false }
            return bytes[index..<(index + tail.count)].elementsEqual(tail)
        }
        return found ?? nil
    }

    private static func markerKind(_ symbol: String) -> Kind? {
        if symbol.hasPrefix(registerFrame) { return .registrationAssertion }
        if symbol.hasPrefix(submitFrame) { return .noLaunchHandler }
        return nil
    }
}

private func jsonEscaped(_ text: String) -> String {
    text.replacing("/", with: "\\/").replacing("\"", with: "\\\"")
}

extension BacktraceFrame {
    /// `'Scheduler.submit()' at Scheduler.swift:67`, how a message names where the app called the system.
    var shown: String {
        let place = file.map { file in " at \(file)\(line.map { ":\($0)" } ?? "")" } ?? ""
        return "'\(symbol)'\(place)"
    }
}

/// A log rule's side of `SchedulerCrashes`: each failure the rule words becomes a finding, grouped by message.
struct SchedulerCrashFindings {
    private var crashes = SchedulerCrashes()
    private var grouped = GroupedLogFindings()

    mutating func check(
        _ event: LogEvent, in context: RuleContext, _ message: (SchedulerCrashes.Failure) -> Finding.Message?
    ) {
        for failure in crashes.read(event, path: context.logPath) { add(failure, message) }
    }

    mutating func finish(in context: inout RuleContext, _ message: (SchedulerCrashes.Failure) -> Finding.Message?) {
        for failure in crashes.finish() { add(failure, message) }
        grouped.report(in: &context)
    }

    private mutating func add(
        _ failure: SchedulerCrashes.Failure, _ message: (SchedulerCrashes.Failure) -> Finding.Message?
    ) {
        guard let text = message(failure) else { return }
        grouped.add(text, at: failure.location, evidence: failure.evidence, captures: failure.captures)
    }
}

/// Findings of one kind of log evidence, grouped by message as the declarative rules group theirs: one finding at
/// the first occurrence, with the count and the first lines as evidence.
struct GroupedLogFindings {
    private struct Group {
        var message: String
        var location: SourceLocation
        var evidence: [EvidenceLine]
        var count: Int
        var captures: [String: String]
    }

    /// The groups in order of first occurrence, and each message's place among them: one look-up per occurrence.
    private var groups: [Group] = []
    private var places: [String: Int] = [:]

    mutating func add(
        _ message: Finding.Message, at location: SourceLocation, evidence: [EvidenceLine], captures: [String: String]
    ) {
        let place: Int
        if let known = places[message.text] {
            place = known
        } else {
            place = groups.count
            places[message.text] = place
            groups.append(Group(message: message.text, location: location, evidence: [], count: 0, captures: captures))
        }
        groups[place].count += 1
        for line in evidence where groups[place].evidence.count < 5 {
            if !groups[place].evidence.contains(where: { $0.line == line.line }) {
                groups[place].evidence.append(line)
            }
        }
    }

    func report(in context: inout RuleContext) {
        for group in groups {
            let seen = group.count > 1 ? " (seen \(group.count) times)" : ""
            context.report(
                Finding.Message(group.message + seen), at: group.location, input: .log, evidence: group.evidence,
                captures: group.captures)
        }
    }
}

extension SchedulerCrashes.Failure {
    /// The identifier and the app frame, for joining the finding to the project.
    var captures: [String: String] {
        var captures: [String: String] = [:]
        if let identifier { captures["id"] = identifier }
        if let appFrame {
            captures["frameSymbol"] = appFrame.symbol
            if let file = appFrame.file { captures["frameFile"] = file }
            if let line = appFrame.line { captures["frameLine"] = String(line) }
        }
        return captures
    }

    /// ` (called from 'Scheduler.submit()' at Scheduler.swift:67)` when the backtrace shows where the app called.
    var whereShown: String { appFrame.map { " (called from \($0.shown))" } ?? "" }
}
