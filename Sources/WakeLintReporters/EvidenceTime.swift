import WakeLintCore

/// A timestamp at the start of a log line, as milliseconds on an arbitrary but consistent scale, for placing
/// evidence on a timeline. Understands `2026-11-30 09:15:02.123` (also with `T`), syslog's `Nov 30 09:15:02`,
/// and a bare `09:15:02.123`; time zones are ignored since one log uses one zone.
struct EvidenceTime: Equatable {
    var milliseconds: Int
    /// The timestamp as written, for axis labels.
    var text: String

    init?(line: String) {
        let bytes = Array(line.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        var cursor = 0
        var days = 0
        if let (year, month, day) = Self.isoDate(bytes, &cursor) {
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "T") else {
                return nil
            }
            cursor += 1
            days = CivilDate.daysSinceEpoch(year: year, month: month, day: day)
        } else if let (month, day) = Self.syslogDate(bytes, &cursor) {
            days = CivilDate.daysSinceEpoch(year: 2000, month: month, day: day)
        }
        guard let clock = Self.clock(bytes, &cursor) else { return nil }
        milliseconds = days * 86_400_000 + clock
        text = String(decoding: bytes[..<cursor], as: UTF8.self)
    }

    private static func number(_ bytes: [UInt8], _ cursor: inout Int, digits: Int) -> Int? {
        guard cursor + digits <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[cursor..<cursor + digits] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        cursor += digits
        return value
    }

    private static func expect(_ bytes: [UInt8], _ cursor: inout Int, _ byte: Character) -> Bool {
        guard cursor < bytes.count, bytes[cursor] == byte.asciiValue! else { return false }
        cursor += 1
        return true
    }

    private static func isoDate(_ bytes: [UInt8], _ cursor: inout Int) -> (Int, Int, Int)? {
        var at = cursor
        guard let year = number(bytes, &at, digits: 4), expect(bytes, &at, "-"),
            let month = number(bytes, &at, digits: 2), expect(bytes, &at, "-"),
            let day = number(bytes, &at, digits: 2), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        cursor = at
        return (year, month, day)
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static func syslogDate(_ bytes: [UInt8], _ cursor: inout Int) -> (Int, Int)? {
        guard bytes.count >= cursor + 7 else { return nil }
        let name = String(decoding: bytes[cursor..<cursor + 3], as: UTF8.self)
        guard let month = months.firstIndex(of: name), bytes[cursor + 3] == UInt8(ascii: " ") else { return nil }
        var at = cursor + 4
        if bytes[at] == UInt8(ascii: " ") { at += 1 }  // syslog pads single-digit days with a space
        var day = 0
        var digits = 0
        while at < bytes.count, digits < 2, (48...57).contains(bytes[at]) {
            day = day * 10 + Int(bytes[at] - 48)
            digits += 1
            at += 1
        }
        guard digits > 0, (1...31).contains(day), expect(bytes, &at, " ") else { return nil }
        cursor = at
        return (month + 1, day)
    }

    /// `HH:MM:SS` with an optional `.fraction` (kept to milliseconds), as milliseconds since midnight.
    private static func clock(_ bytes: [UInt8], _ cursor: inout Int) -> Int? {
        var at = cursor
        guard let hours = number(bytes, &at, digits: 2), expect(bytes, &at, ":"),
            let minutes = number(bytes, &at, digits: 2), expect(bytes, &at, ":"),
            let seconds = number(bytes, &at, digits: 2), hours < 24, minutes < 60, seconds < 61
        else { return nil }
        var milliseconds = ((hours * 60 + minutes) * 60 + seconds) * 1000
        if at + 1 < bytes.count, bytes[at] == UInt8(ascii: "."), (48...57).contains(bytes[at + 1]) {
            at += 1
            var scale = 100
            while at < bytes.count, (48...57).contains(bytes[at]) {
                milliseconds += Int(bytes[at] - 48) * scale
                scale /= 10
                at += 1
            }
        }
        cursor = at
        return milliseconds
    }

}
