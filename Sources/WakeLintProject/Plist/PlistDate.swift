import WakeLintCore

/// Plist dates as text (`2024-01-31T08:00:00Z`, UTC) and as binary seconds since 2001-01-01T00:00:00Z.
/// Calendar arithmetic is the proleptic Gregorian civil-from-days algorithm, no Foundation needed.
enum PlistDate {
    /// Days from 1970-01-01 to 2001-01-01.
    private static let referenceDays: Int64 = 11_323

    static func isValid(_ text: String) -> Bool {
        components(text) != nil
    }

    /// Seconds since 2001-01-01T00:00:00Z, or nil for text that is not `YYYY-MM-DDTHH:MM:SSZ`.
    static func seconds(from text: String) -> Double? {
        guard let (year, month, day, hour, minute, second) = components(text) else { return nil }
        let days = Int64(CivilDate.daysSinceEpoch(year: Int(year), month: Int(month), day: Int(day))) - referenceDays
        return Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
    }

    /// The text form, rounded down to the second; nil for values beyond years 0001…9999 or not finite.
    static func text(fromSeconds seconds: Double) -> String? {
        guard seconds.isFinite, abs(seconds) < 400_000_000_000 else { return nil }
        // Truncation toward zero, then down for negatives (no libm needed).
        var whole = Int64(seconds)
        if Double(whole) > seconds { whole -= 1 }
        var days = whole / 86_400
        var rest = whole % 86_400
        if rest < 0 {
            rest += 86_400
            days -= 1
        }
        let (year, month, day) = CivilDate.date(daysSinceEpoch: Int(days + referenceDays))
        guard (1...9999).contains(year) else { return nil }
        return pad(Int64(year), 4) + "-" + pad(Int64(month), 2) + "-" + pad(Int64(day), 2) + "T"
            + pad(rest / 3_600, 2) + ":" + pad(rest % 3_600 / 60, 2) + ":" + pad(rest % 60, 2) + "Z"
    }

    private static func components(_ text: String) -> (Int64, Int64, Int64, Int64, Int64, Int64)? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int64? {
            var value: Int64 = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        return (year, month, day, hour, minute, second)
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
