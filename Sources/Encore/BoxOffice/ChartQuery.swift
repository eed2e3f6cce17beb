import Foundation

/// Which chart: one day, or one week counted Mon–Sun, Fri–Sun or Mon–Thu (KOBIS `weekGb` 0/1/2).
enum ChartKind: String, CaseIterable, Codable, Sendable {
    case daily, weekly, weekend, weekday

    var weekGb: String? {
        switch self {
        case .daily: nil
        case .weekly: "0"
        case .weekend: "1"
        case .weekday: "2"
        }
    }

    var labelKey: String { "boxoffice.kind.\(rawValue)" }
}

/// KOBIS's optional filters: Korean or foreign films (`repNationCd` K/F), commercial or
/// diversity films (`multiMovieYn` N/Y).
struct ChartFilter: Hashable, Codable, Sendable {
    enum Nation: String, Codable, CaseIterable, Sendable { case korean, foreign }
    enum Market: String, Codable, CaseIterable, Sendable { case commercial, diversity }

    var nation: Nation?
    var market: Market?

    static let all = ChartFilter(nation: nil, market: nil)

    var queryItems: [URLQueryItem] {
        var items: [URLQueryItem] = []
        if let nation { items.append(URLQueryItem(name: "repNationCd", value: nation == .korean ? "K" : "F")) }
        if let market { items.append(URLQueryItem(name: "multiMovieYn", value: market == .diversity ? "Y" : "N")) }
        return items
    }

    /// A stable text key for storing the chart (`all`, `korean`, `foreign-diversity` …).
    var key: String {
        [nation?.rawValue, market?.rawValue].compactMap { $0 }.joined(separator: "-").nonEmpty ?? "all"
    }
}

/// One chart as asked for: kind, the day it covers (for weeks, any day of the week), filters.
struct ChartQuery: Hashable, Sendable {
    let kind: ChartKind
    let day: Day
    let filter: ChartFilter
}

/// What KOBIS answered for a query.
struct KOBISChart: Sendable {
    let entries: [BoxOfficeEntry]
    /// `YYYYMMDD~YYYYMMDD`: the days the chart covers.
    let range: ClosedRange<Day>?
}
