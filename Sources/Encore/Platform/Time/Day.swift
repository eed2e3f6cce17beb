import Foundation

/// A calendar day (no time, no zone), in Korea: box-office charts, debuts, birthdays.
struct Day: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    let year: Int
    let month: Int
    let day: Int

    init?(year: Int, month: Int, day: Int) {
        var components = DateComponents(year: year, month: month, day: day)
        components.calendar = Day.calendar
        guard (1900...2999).contains(year), components.isValidDate else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Whether `text` is `YYYY-MM-DD` naming a day of the (proleptic) Gregorian calendar, in any year
    /// from 0000 to 9999, as JSON Schema's `date` format allows.
    static func isCalendarDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.map(\.count) == [4, 2, 2],
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month)
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return (1...lengths[month - 1]).contains(day)
    }

    /// `2022-01-05` (our URLs and JSON) or `20220105` (KOBIS, KPGG).
    init?(text: String) {
        let digits = text.filter(\.isNumber)
        let shapeOK = text.count == 8 ? digits.count == 8 : (text.count == 10 && text.split(separator: "-").count == 3)
        guard shapeOK, digits.count == 8, let y = Int(digits.prefix(4)), let m = Int(digits.dropFirst(4).prefix(2)),
            let d = Int(digits.suffix(2))
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// The day it is in Korea at `date`.
    init(koreaTimeOf date: Date) {
        let parts = Day.calendar.dateComponents([.year, .month, .day], from: date)
        self.year = parts.year!
        self.month = parts.month!
        self.day = parts.day!
    }

    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Seoul")!
        return calendar
    }()

    /// Midnight in Korea.
    var date: Date { Day.calendar.date(from: DateComponents(year: year, month: month, day: day))! }

    func adding(days: Int) -> Day { Day(ordinal: ordinal + days) }

    /// Days since 1970-01-01 (negative before it), counted in the proleptic Gregorian calendar by
    /// arithmetic (Howard Hinnant's `days_from_civil`): Foundation's calendar took 3–5% of a daily
    /// page for the day numbers alone.
    var ordinal: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `ordinal` days after 1970-01-01 (`civil_from_days`, the inverse of `ordinal`).
    init(ordinal: Int) {
        let shifted = ordinal + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// `20220105`, as KOBIS takes `targetDt`.
    var compact: String {
        NumberText.padded(year, width: 4) + NumberText.padded(month, width: 2) + NumberText.padded(day, width: 2)
    }

    /// `2022-01-05`, as our URLs and JSON write it.
    var description: String {
        NumberText.padded(year, width: 4) + "-" + NumberText.padded(month, width: 2) + "-"
            + NumberText.padded(day, width: 2)
    }

    static func < (lhs: Day, rhs: Day) -> Bool { (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day) }

    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let day = Day(text: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a date: \(text)"))
        }
        self = day
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
