import Testing

@testable import WakeLintCore

@Suite struct CivilDateTests {
    @Test func knownDays() {
        #expect(CivilDate.daysSinceEpoch(year: 1970, month: 1, day: 1) == 0)
        #expect(CivilDate.daysSinceEpoch(year: 2000, month: 3, day: 1) == 11_017)
        #expect(CivilDate.daysSinceEpoch(year: 2001, month: 1, day: 1) == 11_323)
        #expect(CivilDate.daysSinceEpoch(year: 1969, month: 12, day: 31) == -1)
    }

    @Test func roundTripsAcrossLeapYearsAndEras() {
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let date = CivilDate.date(daysSinceEpoch: days)
            #expect(CivilDate.daysSinceEpoch(year: date.year, month: date.month, day: date.day) == days)
        }
        #expect(CivilDate.date(daysSinceEpoch: 11_016) == (2000, 2, 29))
    }
}
