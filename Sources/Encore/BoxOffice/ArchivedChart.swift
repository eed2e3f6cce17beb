import Fluent
import Foundation

/// A chart as fetched from KOBIS, kept for good: one row per kind, day and filter. Weekly kinds
/// are keyed by the Monday of their week, so any day of the week finds the same chart.
final class ArchivedChart: Model, @unchecked Sendable {
    static let schema = "boxoffice_charts"

    @ID(key: .id) var id: UUID?
    @Field(key: "kind") var kind: ChartKind
    @Field(key: "day") var day: String
    @Field(key: "filter") var filter: String
    @OptionalField(key: "range_start") var rangeStart: String?
    @OptionalField(key: "range_end") var rangeEnd: String?
    @Field(key: "entries") var entries: [BoxOfficeEntry]
    @Field(key: "fetched_at") var fetchedAt: Date

    init() {}

    init(key: ChartKey, chart: KOBISChart, fetchedAt: Date) {
        kind = key.kind
        day = key.day.description
        filter = key.filter.key
        update(with: chart, at: fetchedAt)
    }

    func update(with chart: KOBISChart, at date: Date) {
        rangeStart = chart.range?.lowerBound.description
        rangeEnd = chart.range?.upperBound.description
        entries = chart.entries
        fetchedAt = date
    }

    var range: ClosedRange<Day>? {
        guard let start = rangeStart.flatMap(Day.init(text:)), let end = rangeEnd.flatMap(Day.init(text:)), start <= end
        else { return nil }
        return start...end
    }
}

/// One movie's daily figures, taken from the all-films daily charts: its run, day by day.
final class MovieDay: Model, @unchecked Sendable {
    static let schema = "boxoffice_movie_days"

    @ID(key: .id) var id: UUID?
    @Field(key: "movie_code") var movieCode: String
    @Field(key: "day") var day: String
    @Field(key: "rank") var rank: Int
    @Field(key: "title") var title: String
    @Field(key: "audience") var audience: Int64
    @Field(key: "audience_total") var audienceTotal: Int64

    init() {}

    init(_ entry: BoxOfficeEntry, on day: Day) {
        movieCode = entry.movieCode
        self.day = day.description
        rank = entry.rank
        title = entry.title
        audience = entry.audience
        audienceTotal = entry.audienceTotal
    }
}
