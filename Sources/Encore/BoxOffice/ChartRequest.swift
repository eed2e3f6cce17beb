import Vapor

/// Reading `kind`, `date`, `nation` and `market` from a chart URL into a `ChartKey`. A missing
/// date means the newest chart KOBIS can have; anything unreadable is a 422 naming the field.
extension Request {
    func chartKey() throws -> ChartKey {
        // The tab itself (`/boxoffice`) means the daily chart.
        guard let kind = ChartKind(rawValue: parameters.get(.kind) ?? ChartKind.daily.rawValue) else {
            throw BoxOfficeError.unknownChart
        }
        var filter = ChartFilter.all
        if let nation = try? query.get(String.self, at: "nation"), !nation.isEmpty {
            guard let value = ChartFilter.Nation(rawValue: nation) else {
                throw FieldProblem("nation", "boxoffice.error.filter")
            }
            filter.nation = value
        }
        if let market = try? query.get(String.self, at: "market"), !market.isEmpty {
            guard let value = ChartFilter.Market(rawValue: market) else {
                throw FieldProblem("market", "boxoffice.error.filter")
            }
            filter.market = value
        }
        let today = Day(koreaTimeOf: encore.clock.now())
        guard let text = try? query.get(String.self, at: "date"), !text.isEmpty else {
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
