import Foundation
import Testing

@testable import Encore

@Suite struct DayTests {
    /// `ordinal` and `init(ordinal:)` count days by arithmetic; Foundation's Gregorian calendar
    /// is the reference, for every day from 1900 to 2100 (leap centuries 1900 and 2000 included).
    @Test func dayArithmeticAgreesWithFoundationsCalendarForTwoCenturies() throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try #require(TimeZone(identifier: "UTC"))
        let start = try #require(utc.date(from: DateComponents(year: 1900, month: 1, day: 1)))
        let startOrdinal = try #require(Day(year: 1900, month: 1, day: 1)).ordinal

        var mismatches: [String] = []
        for offset in 0..<(201 * 366) {
            let date = try #require(utc.date(byAdding: .day, value: offset, to: start))
            let parts = utc.dateComponents([.year, .month, .day], from: date)
            guard parts.year! <= 2100 else { break }
            let day = try #require(Day(year: parts.year!, month: parts.month!, day: parts.day!))
            if day.ordinal != startOrdinal + offset || Day(ordinal: day.ordinal) != day {
                mismatches.append(day.description)
            }
        }

        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(try #require(Day(year: 1970, month: 1, day: 1)).ordinal == 0)
        #expect(Day(ordinal: -1).description == "1969-12-31")
    }

    @Test func addingDaysCrossesMonthsYearsAndLeapDays() throws {
        let leapEve = try #require(Day(text: "2024-02-28"))

        #expect(leapEve.adding(days: 1).description == "2024-02-29")
        #expect(leapEve.adding(days: 2).description == "2024-03-01")
        #expect(try #require(Day(text: "2026-12-31")).adding(days: 1).description == "2027-01-01")
        #expect(try #require(Day(text: "2026-01-01")).adding(days: -1).description == "2025-12-31")
        #expect(DailyCalendar.number(of: try #require(Day(text: "2026-11-29"))) == 333)
        #expect(DailyCalendar.number(of: try #require(Day(text: "2025-12-31"))) == nil)
    }
}
