import Testing

@testable import WakeLintLogs

@Suite struct LogTimestampTests {
    @Test func datesWithZonesBecomeUTCSeconds() {
        #expect(LogTimestamp(parsing: "2025-03-02 08:14:50.5+0100").secondsSinceEpoch == 1_740_899_690.5)
        #expect(LogTimestamp(parsing: "2025-03-02 08:14:50 +01:00").secondsSinceEpoch == 1_740_899_690)
        #expect(LogTimestamp(parsing: "2025-03-02T07:14:50Z").secondsSinceEpoch == 1_740_899_690)
        #expect(LogTimestamp(parsing: "1970-01-01 00:00:00-0130").secondsSinceEpoch == 5_400)
    }

    @Test func timesWithoutDatesOnlyGiveTheSecondOfTheDay() {
        let time = LogTimestamp(parsing: "06:02:11.25+0200")
        #expect(time.secondsSinceEpoch == nil)
        #expect(time.secondsOfDay == 21_731.25)
    }

    @Test func textThatIsNoTimestampKeepsOnlyItsText() {
        let garbage = LogTimestamp(parsing: "yesterday")
        #expect(garbage.text == "yesterday" && garbage.secondsOfDay == nil && garbage.secondsSinceEpoch == nil)
    }
}
