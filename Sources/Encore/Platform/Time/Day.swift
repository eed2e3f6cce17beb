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

    func adding(days: Int) -> Day { Day(koreaTimeOf: Day.calendar.date(byAdding: .day, value: days, to: date)!) }

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
