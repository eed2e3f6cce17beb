import Foundation

/// One chart row as the page prints it: numbers grouped ("64,050"), large totals also in 만 for
/// Korean readers, and the rank change as 신작 (new), - (same), ▲n or ▼n.
struct ChartRow: Encodable, Hashable {
    enum Change: String, Encodable { case new, same, up, down }

    let rank: Int
    let change: Change
    let changeAmount: Int
    let title: String
    let movieCode: String
    let detailPath: String
    let audience: String
    let audienceTotal: String
    /// "625만" for Korean pages when the total reaches 10,000; nil otherwise.
    let audienceTotalInMan: String?
    let salesShare: String
    let screens: String
    let shows: String
    let openDate: String?

    init(_ entry: BoxOfficeEntry, language: Language) {
        rank = entry.rank
        change = entry.isNew ? .new : entry.rankChange > 0 ? .up : entry.rankChange < 0 ? .down : .same
        changeAmount = abs(entry.rankChange)
        title = entry.title
        movieCode = entry.movieCode
        detailPath = Site.boxOfficeMovie.link(entry.movieCode)
        audience = Self.grouped(entry.audience)
        audienceTotal = Self.grouped(entry.audienceTotal)
        audienceTotalInMan = language == .ko ? Self.man(entry.audienceTotal) : nil
        salesShare = String(format: "%.1f%%", entry.salesShare)
        screens = Self.grouped(Int64(entry.screens))
        shows = Self.grouped(Int64(entry.shows))
        openDate = entry.openDate?.description
    }

    /// 6252827 → "6,252,827" (the same grouping in Korean and English).
    static func grouped(_ value: Int64) -> String { NumberText.grouped(value) }

    /// Korean large-number units, rounded down: 6252827 → "625만", 123456789 → "1억 2,345만"; nil below 10,000.
    static func man(_ value: Int64) -> String? {
        guard value >= 10_000 else { return nil }
        let eok = value / 100_000_000, man = (value % 100_000_000) / 10_000
        let parts = [eok > 0 ? "\(grouped(eok))억" : nil, man > 0 ? "\(grouped(man))만" : nil].compactMap { $0 }
        return parts.joined(separator: " ")
    }
}
