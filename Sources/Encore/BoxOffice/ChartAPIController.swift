import Vapor

/// `GET /api/v1/boxoffice/charts/:kind?date=&nation=&market=`: one chart through the archive.
struct ChartAPIController {
    struct ChartDTO: Content {
        let kind: ChartKind
        /// The day asked for (for weekly kinds, the Monday of the week).
        let date: String
        let rangeStart: String?
        let rangeEnd: String?
        let nation: ChartFilter.Nation?
        let market: ChartFilter.Market?
        let entries: [BoxOfficeEntry]
        let fetchedAt: Date
        /// KOBIS could not be asked; these are the last figures the archive has.
        let stale: Bool
        let previousDate: String
        /// Nil when the next chart is not out yet.
        let nextDate: String?

        init(_ result: BoxOfficeArchive.Result, today: Day) {
            kind = result.key.kind
            date = result.key.day.description
            rangeStart = result.range?.lowerBound.description
            rangeEnd = result.range?.upperBound.description
            nation = result.key.filter.nation
            market = result.key.filter.market
            entries = result.entries
            fetchedAt = result.fetchedAt
            stale = result.isStale
            previousDate = result.key.moved(by: -1).day.description
            nextDate = result.key.next(today: today)?.day.description
        }
    }

    func show(_ request: Request) async throws -> ChartDTO {
        let archive = try request.boxOfficeArchive
        return ChartDTO(try await archive.chart(try request.chartKey()), today: archive.today)
    }
}
