import Foundation

/// Which puzzle is whose day: #1 was 2026-01-01 in Korea, and a new one starts at every midnight
/// Korea time, for everyone wherever they are.
struct DailyCalendar: Sendable {
    static let firstDay = Day(year: 2026, month: 1, day: 1)!

    let now: Date

    /// Today's number, nil before the first day (a demo clock set in the past).
    var todayNumber: Int? { Self.number(of: Day(koreaTimeOf: now)) }

    static func number(of day: Day) -> Int? {
        let days = day.ordinal - firstDay.ordinal
        return days >= 0 ? days + 1 : nil
    }

    static func day(of number: Int) -> Day { firstDay.adding(days: number - 1) }

    /// Whether `number` names a puzzle that has started: from #1 to today's.
    func isPlayable(_ number: Int) -> Bool { todayNumber.map { (1...$0).contains(number) } ?? false }

    /// When the next puzzle starts: the coming midnight in Korea.
    var nextPuzzleAt: Date { Day(koreaTimeOf: now).adding(days: 1).date }
}
