import WakeLintCore

/// A timestamp as printed, plus its value when the text allows: seconds since 1970 (UTC) when it has a
/// date, and seconds since midnight (in the printed zone) whenever it has a time of day.
public struct LogTimestamp: Sendable, Hashable {
    public var text: String
    public var secondsSinceEpoch: Double?
    public var secondsOfDay: Double?

    public init(text: String, secondsSinceEpoch: Double? = nil, secondsOfDay: Double? = nil) {
        self.text = text
        self.secondsSinceEpoch = secondsSinceEpoch
        self.secondsOfDay = secondsOfDay
    }

    /// Parses `YYYY-MM-DD[ T]HH:MM:SS[.fff][±ZZZZ| ±ZZZZ|±ZZ:ZZ|Z]` or a bare `HH:MM:SS[.fff][±ZZZZ]`.
    /// Without a zone, the date is read as UTC.
    public init(parsing text: String) {
        self.text = text
        let bytes = text.utf8Bytes
        var cursor = 0
        var date: (Int, Int, Int)?
        if let year = Self.number(bytes, &cursor, digits: 4), Self.skip(bytes, &cursor, "-"),
            let month = Self.number(bytes, &cursor, digits: 2), Self.skip(bytes, &cursor, "-"),
            let day = Self.number(bytes, &cursor, digits: 2), cursor < bytes.count,
            bytes[cursor] == 0x20 || bytes[cursor] == UInt8(ascii: "T")
        {
            date = (year, month, day)
            cursor += 1
        } else {
            cursor = 0
        }
        guard let hour = Self.number(bytes, &cursor, digits: 2), Self.skip(bytes, &cursor, ":"),
            let minute = Self.number(bytes, &cursor, digits: 2), Self.skip(bytes, &cursor, ":"),
            let second = Self.number(bytes, &cursor, digits: 2)
        else { return }
        var seconds = Double(hour * 3600 + minute * 60 + second)
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") {
            let start = cursor
            cursor += 1
            while cursor < bytes.count, (0x30...0x39).contains(bytes[cursor]) { cursor += 1 }
            seconds += Double(String(decoding: bytes[start..<cursor], as: UTF8.self)) ?? 0
        }
        secondsOfDay = seconds
        guard let (year, month, day) = date else { return }
        if cursor < bytes.count, bytes[cursor] == 0x20 { cursor += 1 }
        var offset = 0
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-") {
            let sign = bytes[cursor] == UInt8(ascii: "-") ? -1 : 1
            cursor += 1
            if let hours = Self.number(bytes, &cursor, digits: 2) {
                _ = Self.skip(bytes, &cursor, ":")
                let minutes = Self.number(bytes, &cursor, digits: 2) ?? 0
                offset = sign * (hours * 3600 + minutes * 60)
            }
        }
        secondsSinceEpoch =
            Double(CivilDate.daysSinceEpoch(year: year, month: month, day: day) * 86_400 - offset) + seconds
    }

    private static func number(_ bytes: [UInt8], _ cursor: inout Int, digits: Int) -> Int? {
        guard bytes.count - cursor >= digits else { return nil }
        var value = 0
        for byte in bytes[cursor..<(cursor + digits)] {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        cursor += digits
        return value
    }

    private static func skip(_ bytes: [UInt8], _ cursor: inout Int, _ character: Unicode.Scalar) -> Bool {
        guard cursor < bytes.count, bytes[cursor] == UInt8(character.value) else { return false }
        cursor += 1
        return true
    }

}
