import Foundation

/// A date known to the day, the month or only the year (`2015-10-20`, `2015-10`, `2015`): the data
/// file records only as much of a date as is certain, and pages print only that much.
struct PartialDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    let year: Int
    let month: Int?
    let day: Int?

    init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts[0].count == 4, parts.dropFirst().allSatisfy({ $0.count == 2 }),
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), (1900...2999).contains(year)
        else { return nil }
        let month = parts.count > 1 ? Int(parts[1]) : nil
        let day = parts.count > 2 ? Int(parts[2]) : nil
        if let month, !(1...12).contains(month) { return nil }
        if let month, let day, Day(year: year, month: month, day: day) == nil { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    init(_ day: Day) {
        year = day.year
        month = day.month
        self.day = day.day
    }

    /// The whole day, when it is known.
    var fullDay: Day? { month.flatMap { month in day.flatMap { Day(year: year, month: month, day: $0) } } }

    /// The first and last days this date may stand for (`2015` is 2015-01-01 … 2015-12-31).
    var earliest: Day { Day(year: year, month: month ?? 1, day: day ?? 1)! }
    var latest: Day {
        if let fullDay { return fullDay }
        let month = month ?? 12
        let nextMonth =
            month == 12 ? Day(year: year + 1, month: 1, day: 1)! : Day(year: year, month: month + 1, day: 1)!
        return nextMonth.adding(days: -1)
    }

    /// As written in the data file and the API.
    var description: String {
        var text = NumberText.padded(year, width: 4)
        if let month { text += "-" + NumberText.padded(month, width: 2) }
        if let day { text += "-" + NumberText.padded(day, width: 2) }
        return text
    }

    /// As Korean pages print dates: `2015.10.20`, `2015.10`, `2015`.
    var dotted: String { description.replacingOccurrences(of: "-", with: ".") }

    static func < (lhs: PartialDate, rhs: PartialDate) -> Bool {
        (lhs.year, lhs.month ?? 0, lhs.day ?? 0) < (rhs.year, rhs.month ?? 0, rhs.day ?? 0)
    }
}

extension PartialDate: Codable {
    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = PartialDate(text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not YYYY, YYYY-MM or YYYY-MM-DD: \(text)"))
        }
        self = date
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
