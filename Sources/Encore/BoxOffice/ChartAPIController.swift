import Vapor

/// `GET /api/v1/boxoffice/charts/:kind?date=&nation=&market=`: one chart through the archive.
struct ChartAPIController {
    let boxOffice: BoxOfficeFactory

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
        let archive = try boxOffice.archive(request)
        return ChartDTO(
            try await archive.chart(try ChartAPIController.chartKey(request, today: boxOffice.today())),
            today: archive.today)
    }
}

/// Reading `kind`, `date`, `nation` and `market` from a chart URL into a `ChartKey`. A missing
/// date means the newest chart KOBIS can have; anything unreadable is a 422 naming the field.
extension ChartAPIController {
    static func chartKey(_ request: Request, today: Day) throws -> ChartKey {
        let parameters = request.parameters
        // Read once: each `query.get` decodes the whole query again.
        let query = (try? request.query.decode(ChartParameters.self)) ?? ChartParameters()
        // The tab itself (`/boxoffice`) means the daily chart.
        guard let kind = ChartKind(rawValue: parameters.get(.kind) ?? ChartKind.daily.rawValue) else {
            throw BoxOfficeError.unknownChart
        }
        var filter = ChartFilter.all
        if let nation = query.nation, !nation.isEmpty {
            guard let value = ChartFilter.Nation(rawValue: nation) else {
                throw FieldProblem("nation", "boxoffice.error.filter")
            }
            filter.nation = value
        }
        if let market = query.market, !market.isEmpty {
            guard let value = ChartFilter.Market(rawValue: market) else {
                throw FieldProblem("market", "boxoffice.error.filter")
            }
            filter.market = value
        }
        guard let text = query.date, !text.isEmpty else {
            return ChartKey.latest(kind, today: today, filter: filter)
        }
        guard text.count == 10, let day = Day(text: text) else {
            // A real calendar day KOBIS cannot have (year 1124, 9999) is a chart that does not exist, not bad input.
            if Day.isCalendarDate(text) { throw BoxOfficeError.noRecord }
            throw FieldProblem("date", "boxoffice.error.date")
        }
        return ChartKey(kind: kind, day: day, filter: filter)
    }
}

/// A chart's query: each value a single string, or taken as absent (as `query.get` did).
private struct ChartParameters: Decodable {
    var nation: String?
    var market: String?
    var date: String?

    init() {}

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        nation = try? values.decodeIfPresent(String.self, forKey: .nation)
        market = try? values.decodeIfPresent(String.self, forKey: .market)
        date = try? values.decodeIfPresent(String.self, forKey: .date)
    }

    private enum CodingKeys: String, CodingKey {
        case nation, market, date
    }
}
