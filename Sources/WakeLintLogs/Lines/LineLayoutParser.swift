#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Recognises the per-line layouts of `LogFormat` (Xcode console, Console.app, `log stream`, `log show` styles,
/// legacy syslog, Metro, Flutter) and splits a line into prefix fields and message. Works on the line's UTF-8
/// bytes; every recogniser rejects cheaply on its first bytes.
enum LineLayoutParser {
    static let levelWords: Set<String> = [
        "default", "info", "debug", "error", "fault", "notice", "activity", "warning",
    ]
    static let compactTypes: Set<String> = ["Df", "Db", "I", "E", "F", "Fa", "A", "Er", "N"]
    static let months: Set<String> = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    static let reactNativeLevels = ["LOG", "WARN", "ERROR", "INFO", "DEBUG"]

    static func parse(_ text: String) -> ParsedLine {
        var text = Substring(text)
        while text.hasPrefix("(lldb) ") { text = text.dropFirst(7) }
        let bytes = text.utf8Bytes
        guard let first = bytes.first else { return ParsedLine(format: .messageOnly, isPrefixed: false, message: "") }
        if isDigit(first), let parsed = parseDated(bytes) { return parsed }
        if isLetter(first) {
            if let parsed = parseLogStream(bytes) { return parsed }
            if let parsed = parseLegacySyslog(bytes) { return parsed }
        }
        if bytes.contains(0x09), let parsed = parseConsoleApp(text) { return parsed }
        if let parsed = parseReactNative(text) { return parsed }
        if let parsed = parseFlutter(text) { return parsed }
        return parseMessageOnly(text)
    }

    /// True when the raw line starts with a date-time followed by a space, a tab or its end: `parse`
    /// then always finds a prefixed layout (normalisation never changes those ASCII bytes).
    static func startsWithDatedPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let end = ByteCursor.dateTimeEnd(in: bytes, from: 0) else { return false }
        return end == bytes.count || bytes[end] == 0x20 || bytes[end] == 0x09
    }

    /// True when the raw line is a `log stream` line (`default 2025-03-02 08:15:01.000000 +0100 ...`),
    /// which `parse` always reads as prefixed.
    static func startsWithLogStreamPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count, index < 10, isLetter(bytes[index]) { index += 1 }
        guard index > 0, index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09,
            isLevelWord(UnsafeBufferPointer(rebasing: bytes[0..<index]))
        else { return false }
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard let end = ByteCursor.dateTimeEnd(in: bytes, from: index), end < bytes.count else { return false }
        return bytes[end] == 0x20 || bytes[end] == 0x09
    }

    /// True when `parse` finds a prefixed layout in the line, for the layouts this can tell on bytes alone
    /// (dated, `log stream`, legacy syslog, Console.app tabs, `flutter: `); false says nothing. Lines that start
    /// with a letter or digit and are prefixed close whatever the assembler has open (`startsFreshLogLine`).
    static func startsWithKnownPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        if isDigit(first) {
            return startsWithDatedPrefix(bytes) || startsWithConsoleAppPrefix(bytes)
        }
        guard isLetter(first) else { return false }
        return startsWithLogStreamPrefix(bytes) || startsWithLegacySyslogPrefix(bytes)
            || startsWithConsoleAppPrefix(bytes)
            || startsWith(bytes, "flutter: ")
    }

    /// `Mar  2 08:15:01 Device process[pid]`: what `parseLegacySyslog` needs to succeed (the first `[` must
    /// hold the pid here; it may try later ones).
    static func startsWithLegacySyslogPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count >= 16, bytes[3] == 0x20 || bytes[3] == 0x09,
            monthNameBytes.contains(where: { $0.0 == bytes[0] && $0.1 == bytes[1] && $0.2 == bytes[2] })
        else { return false }
        var index = 3
        while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        let dayStart = index
        while index < count, isDigit(bytes[index]) { index += 1 }
        guard (1...2).contains(index - dayStart), index < count, bytes[index] == 0x20 || bytes[index] == 0x09 else {
            return false
        }
        index += 1
        let timeStart = index
        guard isTimeOfDay(bytes, at: timeStart) else { return false }
        while index < count, bytes[index] != 0x20, bytes[index] != 0x09 { index += 1 }
        guard index - timeStart >= 8, index + 1 < count, bytes[index + 1] != 0x20, bytes[index + 1] != 0x09 else {
            return false
        }
        index += 1
        while index < count, bytes[index] != 0x20, bytes[index] != 0x09 { index += 1 }  // device name
        while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        let processStart = index
        while index < count, bytes[index] != UInt8(ascii: "[") { index += 1 }
        guard index < count, index > processStart, index - processStart <= 80 else { return false }
        index += 1
        let pidStart = index
        while index < count, isDigit(bytes[index]) { index += 1 }
        return (1...18).contains(index - pidStart) && index < count && bytes[index] == UInt8(ascii: "]")
    }

    /// Console.app copy: `[level\t]HH:MM:SS…\tprocess\t…`, what `parseConsoleApp` needs to succeed.
    static func startsWithConsoleAppPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Runs on every undated line the screen sees: memchr, and no array of tab offsets.
        guard let base = bytes.baseAddress, let found = memchr(base, 0x09, bytes.count) else { return false }
        let firstTab = UnsafeRawPointer(found) - UnsafeRawPointer(base)
        var tabCount = 1
        var index = firstTab + 1
        while tabCount < 3, index < bytes.count, let next = memchr(base + index, 0x09, bytes.count - index) {
            tabCount += 1
            index = UnsafeRawPointer(next) - UnsafeRawPointer(base) + 1
        }
        let timeStart: Int
        let fieldsAfterTime: Int
        if isLevelWord(UnsafeBufferPointer(rebasing: bytes[0..<firstTab])) {
            timeStart = firstTab + 1
            fieldsAfterTime = tabCount - 1
        } else {
            timeStart = 0
            fieldsAfterTime = tabCount
        }
        // `fields.count - index >= 3`: the time field, the process and at least one more.
        return fieldsAfterTime >= 2 && isTimeOfDay(bytes, at: timeStart)
    }

    /// `HH:MM:SS` at `start`: enough for `LogTimestamp(parsing:)` to find a time of day.
    private static func isTimeOfDay(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard bytes.count - start >= 8 else { return false }
        return isDigit(bytes[start]) && isDigit(bytes[start + 1]) && bytes[start + 2] == 0x3A
            && isDigit(bytes[start + 3])
            && isDigit(bytes[start + 4]) && bytes[start + 5] == 0x3A && isDigit(bytes[start + 6])
            && isDigit(bytes[start + 7])
    }

    private static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: String) -> Bool {
        bytes.starts(with: prefix.utf8)
    }

    static let monthNameBytes: [(UInt8, UInt8, UInt8)] = months.map { name in
        let bytes = Array(name.utf8)
        return (bytes[0], bytes[1], bytes[2])
    }

    static let levelWordBytes: [[UInt8]] = levelWords.map { Array($0.utf8) }

    /// `levelWords.contains(word.lowercased())` for ASCII letters, without building a String.
    private static func isLevelWord(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        // Asked of the first word of most lines: lengths first, then a plain byte loop (no zip).
        guard (4...8).contains(word.count) else { return false }
        return levelWordBytes.contains { level in
            guard level.count == word.count else { return false }
            for index in 0..<level.count where level[index] != word[index] | 0x20 { return false }
            return true
        }
    }

    // MARK: - Layouts that start with a date

    /// Xcode console, `log show` default/compact/syslog styles.
    private static func parseDated(_ bytes: [UInt8]) -> ParsedLine? {
        var cursor = ByteCursor(bytes)
        guard let timestamp = cursor.dateTime() else { return nil }
        guard cursor.skipSpaces() > 0 || cursor.isAtEnd else { return nil }
        let afterTimestamp = cursor.index
        let firstToken = cursor.peekToken()

        // log show default: thread, type, activity, pid, ttl, "process: message".
        if firstToken.hasPrefix("0x") {
            var line = ParsedLine(format: .logShow, message: "")
            line.timestamp = timestamp
            line.thread = cursor.token()
            cursor.skipSpaces()
            line.level = cursor.token()
            cursor.skipSpaces()
            if cursor.peekToken().hasPrefix("0x") {
                _ = cursor.token()
                cursor.skipSpaces()
            }
            if let pid = Int(cursor.peekToken()) {
                line.pid = pid
                _ = cursor.token()
                cursor.skipSpaces()
            }
            if Int(cursor.peekToken()) != nil {
                _ = cursor.token()
                cursor.skipSpaces()
            }
            if let colon = cursor.find(": ") {
                line.process = cursor.text(upTo: colon)
                cursor.index = colon + 2
            }
            parseTail(&cursor, into: &line, sender: true)
            return line
        }

        // log show --style compact: "Df process[pid:tid] message".
        if compactTypes.contains(firstToken) {
            cursor.index += firstToken.utf8.count
            cursor.skipSpaces()
            if let (process, pid, thread) = cursor.processWithPidAndThread() {
                var line = ParsedLine(format: .logShowCompact, message: "")
                line.timestamp = timestamp
                line.level = firstToken
                (line.process, line.pid, line.thread) = (process, pid, thread)
                parseTail(&cursor, into: &line, sender: true)
                return line
            }
            cursor.index = afterTimestamp
        }

        // Xcode console: "Process Name[pid:tid] [category] message".
        if let (process, pid, thread) = cursor.processWithPidAndThread() {
            var line = ParsedLine(format: .xcodeConsole, message: "")
            line.timestamp = timestamp
            (line.process, line.pid, line.thread) = (process, pid, thread)
            parseTail(&cursor, into: &line, sender: false)
            return line
        }
        cursor.index = afterTimestamp

        // log show --style syslog: "host process[pid]: message".
        if !firstToken.isEmpty {
            cursor.index += firstToken.utf8.count
            cursor.skipSpaces()
            if let (process, pid) = cursor.processWithPid(), cursor.skip(":") {
                var line = ParsedLine(format: .logShowSyslog, message: "")
                line.timestamp = timestamp
                (line.process, line.pid) = (process, pid)
                parseTail(&cursor, into: &line, sender: true)
                return line
            }
            cursor.index = afterTimestamp
        }

        // A dated line of no known layout: keep the date, the rest is the message.
        var line = ParsedLine(format: .xcodeConsole, message: cursor.rest)
        line.timestamp = timestamp
        return line
    }

    /// `default 2025-03-02 08:15:01.000000 +0100 dasd [sub:cat] message`.
    private static func parseLogStream(_ bytes: [UInt8]) -> ParsedLine? {
        // The first word must be a level word (`lowercased()` maps no other text onto one): told on bytes
        // before the word becomes a String.
        let wordEnd = bytes.firstIndex { $0 == 0x20 || $0 == 0x09 } ?? bytes.count
        guard bytes.withUnsafeBufferPointer({ isLevelWord(UnsafeBufferPointer(rebasing: $0[0..<wordEnd])) }) else {
            return nil
        }
        var cursor = ByteCursor(bytes)
        let level = cursor.token()
        guard levelWords.contains(level.lowercased()), cursor.skipSpaces() > 0,
            let timestamp = cursor.dateTime(), cursor.skipSpaces() > 0
        else { return nil }
        var line = ParsedLine(format: .logStream, message: "")
        line.timestamp = timestamp
        line.level = level
        if let (process, pid, thread) = cursor.processWithPidAndThread() {
            (line.process, line.pid, line.thread) = (process, pid, thread)
        } else if let (process, pid) = cursor.processWithPid() {
            (line.process, line.pid) = (process, pid)
            cursor.skipSpaces()
        } else if let label = cursor.find(" ["), label - cursor.index <= 60, !cursor.text(upTo: label).contains(":"),
            let close = cursor.find("]"), close > label, close + 1 == bytes.count || bytes[close + 1] == 0x20
        {
            // Process names may hold spaces; a following `[subsystem:category]` marks where they end.
            line.process = cursor.text(upTo: label)
            cursor.index = label + 1
        } else {
            line.process = cursor.token()
            cursor.skipSpaces()
        }
        parseTail(&cursor, into: &line, sender: true)
        return line
    }

    /// `Mar  2 08:15:01 Device process(Library)[pid] <Level>: message`.
    private static func parseLegacySyslog(_ bytes: [UInt8]) -> ParsedLine? {
        // The first word must be a month name followed by a blank: told on bytes first.
        guard bytes.count >= 4, bytes[3] == 0x20 || bytes[3] == 0x09,
            monthNameBytes.contains(where: { $0.0 == bytes[0] && $0.1 == bytes[1] && $0.2 == bytes[2] })
        else { return nil }
        var cursor = ByteCursor(bytes)
        let month = cursor.token()
        guard months.contains(month), cursor.skipSpaces() > 0 else { return nil }
        let day = cursor.token()
        guard (1...2).contains(day.count), Int(day) != nil, cursor.skipSpaces() == 1 else { return nil }
        let time = cursor.token()
        let timeOfDay = LogTimestamp(parsing: time).secondsOfDay
        let timestampEnd = cursor.index
        guard time.utf8.count >= 8, timeOfDay != nil, cursor.skipSpaces() == 1 else { return nil }
        _ = cursor.token()  // device name
        cursor.skipSpaces()
        guard let (processAndSender, pid) = cursor.processWithPid() else { return nil }
        var line = ParsedLine(format: .syslog, message: "")
        // No year in this layout: only the time of day has a value.
        line.timestamp = LogTimestamp(
            text: String(decoding: bytes[0..<timestampEnd], as: UTF8.self), secondsOfDay: timeOfDay)
        line.pid = pid
        if processAndSender.hasSuffix(")"), let open = processAndSender.lastIndex(of: "(") {
            line.process = String(processAndSender[..<open])
            line.sender = String(
                processAndSender[
                    processAndSender.index(after: open)..<processAndSender.index(before: processAndSender.endIndex)])
        } else {
            line.process = processAndSender
        }
        cursor.skipSpaces()
        if cursor.skip("<"), let close = cursor.find(">") {
            line.level = cursor.text(upTo: close)
            cursor.index = close + 1
        }
        _ = cursor.skip(":")
        cursor.skipSpaces()
        line.message = cursor.rest
        return line
    }

    // MARK: - Other layouts

    /// Console.app copy: `[type\t]time\tprocess\t[subsystem\t]message`.
    private static func parseConsoleApp(_ text: Substring) -> ParsedLine? {
        // A tab is a grapheme of its own, so byte fields are the Character fields below: reject on bytes
        // unless the line has the three fields a time, a process and a message need (two tabs; a backtrace frame
        // has one) and the time field starts with a digit (dasd policy lines start with a tab and land here).
        if let mayBeConsoleApp = text.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            let firstTab = bytes.firstIndex(of: 0x09) ?? bytes.count
            guard firstTab + 1 < bytes.count, bytes[(firstTab + 1)...].contains(0x09) else { return false }
            let timeStart = isLevelWord(UnsafeBufferPointer(rebasing: bytes[0..<firstTab])) ? firstTab + 1 : 0
            return timeStart < bytes.count && isDigit(bytes[timeStart])
        }), !mayBeConsoleApp {
            return nil
        }
        // A tab is a Character of its own: splitting at tab bytes gives the fields a Character split gives.
        var fields: [Substring] = []
        var fieldStart = text.startIndex
        var cursor = text.utf8.startIndex
        while cursor < text.utf8.endIndex, fields.count < 4 {
            if text.utf8[cursor] == 0x09 {
                fields.append(text[fieldStart..<cursor])
                fieldStart = text.utf8.index(after: cursor)
            }
            cursor = text.utf8.index(after: cursor)
        }
        fields.append(text[fieldStart...])
        var index = 0
        var line = ParsedLine(format: .consoleApp, message: "")
        if levelWords.contains(fields[0].lowercased()) {
            line.level = String(fields[0])
            index = 1
        }
        guard fields.count - index >= 3, let firstTime = fields[index].utf8.first, isDigit(firstTime),
            fields[index].contains(":")
        else { return nil }
        let timestamp = LogTimestamp(parsing: String(fields[index]))
        guard timestamp.secondsOfDay != nil else { return nil }
        line.timestamp = timestamp
        line.process = String(fields[index + 1])
        var messageStart = index + 2
        if fields.count - messageStart >= 2, looksLikeSubsystem(fields[messageStart]) {
            line.subsystem = fields[messageStart].isEmpty ? nil : String(fields[messageStart])
            messageStart += 1
        }
        line.message = fields[messageStart...].joined(separator: "\t")
        return line
    }

    private static func looksLikeSubsystem(_ field: Substring) -> Bool {
        field.isEmpty || (field.contains(".") && !field.contains(" ") && !field.hasSuffix("."))
    }

    /// React Native Metro: ` LOG  message`, ` WARN  message`, ` ERROR  message`.
    private static func parseReactNative(_ text: Substring) -> ParsedLine? {
        let body = text.utf8.first == 0x20 && text.hasPrefix(" ") ? text.dropFirst() : text
        // Every level starts with one of these ASCII letters: most lines are rejected on their first byte.
        guard let first = body.utf8.first,
            [
                UInt8(ascii: "L"), UInt8(ascii: "W"), UInt8(ascii: "E"), UInt8(ascii: "I"),
                UInt8(ascii: "D"),
            ].contains(first)
        else { return nil }
        for level in reactNativeLevels where body.hasPrefix(level + "  ") {
            var line = ParsedLine(format: .reactNative, message: String(body.dropFirst(level.count + 2)))
            line.level = level
            return line
        }
        return nil
    }

    /// Flutter: `flutter: message`, `[VERBOSE-2:dart_vm_initializer.cc(41)] message`, `[ERROR:flutter/...] message`.
    private static func parseFlutter(_ text: Substring) -> ParsedLine? {
        // Both layouts start with an ASCII byte: others are rejected before any Character is compared.
        guard let first = text.utf8.first, first == UInt8(ascii: "f") || first == UInt8(ascii: "[") else { return nil }
        if text.hasPrefix("flutter: ") {
            return ParsedLine(format: .flutter, message: String(text.dropFirst(9)))
        }
        guard text.hasPrefix("["), let close = text.firstIndex(of: "]") else { return nil }
        let inside = text[text.index(after: text.startIndex)..<close]
        guard let colon = inside.firstIndex(of: ":") else { return nil }
        let level = inside[..<colon]
        guard ["VERBOSE", "ERROR", "WARNING", "INFO", "FATAL"].contains(where: { level.hasPrefix($0) }),
            level.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "-" })
        else { return nil }
        var line = ParsedLine(format: .flutter, message: text[text.index(after: close)...].trimmingSpaces)
        line.level = String(level)
        line.category = String(inside[inside.index(after: colon)...])
        return line
    }

    /// A bare message, with an optional `[subsystem]`, `[category]` or `[subsystem:category]` prefix.
    private static func parseMessageOnly(_ text: Substring) -> ParsedLine {
        var line = ParsedLine(format: .messageOnly, isPrefixed: false, message: String(text))
        guard text.utf8.first == UInt8(ascii: "["), text.hasPrefix("["), let close = text.firstIndex(of: "]") else {
            return line
        }
        let inside = text[text.index(after: text.startIndex)..<close]
        let after = text[text.index(after: close)...]
        guard !inside.isEmpty, isLabel(inside), after.hasPrefix(" ") else { return line }
        (line.subsystem, line.category) = splitLabel(inside)
        line.message = after.trimmingSpaces
        return line
    }

    // MARK: - Shared parts

    /// After the process: optional `(Library)` (log show layouts), optional `[subsystem:category]`, message.
    private static func parseTail(_ cursor: inout ByteCursor, into line: inout ParsedLine, sender: Bool) {
        cursor.skipSpaces()
        if sender, cursor.peek == UInt8(ascii: "("), let close = cursor.find(")"),
            close + 1 == cursor.bytes.count || cursor.bytes[close + 1] == 0x20
        {
            let name = cursor.text(from: cursor.index + 1, upTo: close)
            if !containsSpace(name) {
                line.sender = name
                cursor.index = close + 1
                cursor.skipSpaces()
            }
        }
        if cursor.peek == UInt8(ascii: "["), let close = cursor.find("]"),
            close + 1 == cursor.bytes.count || cursor.bytes[close + 1] == 0x20
        {
            let label = Substring(cursor.text(from: cursor.index + 1, upTo: close))
            if !label.isEmpty, isLabel(label) {
                (line.subsystem, line.category) = splitLabel(label)
                cursor.index = close + 1
                cursor.skipSpaces()
            }
        }
        line.message = cursor.rest
    }

    /// `name.contains(" ")`, on bytes when the name is ASCII without `\r` (Foundation's search goes through NSString).
    private static func containsSpace(_ name: String) -> Bool {
        if let found = name.utf8.withContiguousStorageIfAvailable({ bytes -> Bool? in
            var space = false
            for byte in bytes {
                if byte >= 0x80 || byte == 0x0D { return nil }
                if byte == 0x20 { space = true }
            }
            return space
        }), let found {
            return found
        }
        return name.contains(" ")
    }

    /// `sub.system:category` → both; `name.with.dots` → subsystem; `word` → category.
    private static func splitLabel(_ label: Substring) -> (String?, String?) {
        let bytes = label.utf8
        if let colon = bytes.firstIndex(of: 0x3A) {
            return (String(label[..<colon]), String(label[bytes.index(after: colon)...]))
        }
        return bytes.contains(0x2E) ? (String(label), nil) : (nil, String(label))
    }

    /// Subsystem/category labels: ASCII letters, digits and `._-:/` (checked on bytes, without
    /// Character properties).
    private static func isLabel(_ label: Substring) -> Bool {
        label.utf8.allSatisfy { byte in
            isLetter(byte) || isDigit(byte) || byte == 0x2E || byte == 0x5F || byte == 0x2D || byte == 0x3A
                || byte == 0x2F
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
}
