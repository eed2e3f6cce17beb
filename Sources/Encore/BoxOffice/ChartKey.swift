import Foundation

/// The chart a request means, normalised: daily charts by their day, weekly kinds by the Monday
/// of their week. Also knows which charts KOBIS can have yet and when a chart is final.
struct ChartKey: Hashable, Sendable {
    let kind: ChartKind
    let day: Day
    let filter: ChartFilter

    init(kind: ChartKind, day: Day, filter: ChartFilter) {
        self.kind = kind
        self.day = kind == .daily ? day : day.mondayOfWeek
        self.filter = filter
    }

    /// The last day the chart covers (Sunday for weekly and weekend charts, Thursday for weekdays).
    var lastDay: Day {
        switch kind {
        case .daily: day
        case .weekly, .weekend: day.adding(days: 6)
        case .weekday: day.adding(days: 3)
        }
    }

    var query: ChartQuery { ChartQuery(kind: kind, day: lastDay, filter: filter) }

    /// KOBIS has a chart only once its last day is over in Korea (never for today).
    func isAvailable(today: Day) -> Bool { lastDay < today }

    /// Figures older than two days do not change any more: those are never fetched again.
    func isFinal(today: Day) -> Bool { lastDay < today.adding(days: -2) }

    /// The newest chart of this kind that KOBIS can have.
    static func latest(_ kind: ChartKind, today: Day, filter: ChartFilter) -> ChartKey {
        let yesterday = today.adding(days: -1)
        let candidate = ChartKey(kind: kind, day: yesterday, filter: filter)
        return candidate.isAvailable(today: today)
            ? candidate : ChartKey(kind: kind, day: yesterday.adding(days: -7), filter: filter)
    }

    /// The chart before or after this one (a day, or a week).
    func moved(by steps: Int) -> ChartKey {
        ChartKey(kind: kind, day: day.adding(days: steps * (kind == .daily ? 1 : 7)), filter: filter)
    }

    /// The chart after this one, nil while KOBIS cannot have it yet.
    func next(today: Day) -> ChartKey? {
        let next = moved(by: 1)
        return next.isAvailable(today: today) ? next : nil
    }
}

extension Day {
    /// Monday of this day's week (weeks run Monday to Sunday, as KOBIS counts them).
    var mondayOfWeek: Day {
        let weekday = Day.calendar.component(.weekday, from: date)  // 1 = Sunday … 7 = Saturday
        return adding(days: -((weekday + 5) % 7))
    }
}
