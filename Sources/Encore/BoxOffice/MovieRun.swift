import Foundation
import SQLKit

/// A movie's run as the archive saw it (days it was in the all-films daily top 10): audience per
/// day, the days it crossed 100만 and 1000만, and how many days it was #1.
struct MovieRun: Hashable, Sendable {
    struct Point: Hashable, Sendable {
        let day: Day
        let rank: Int
        let audience: Int64
        let audienceTotal: Int64
    }

    /// A total the film reached: first seen on `day`. The crossing is only that day when the
    /// archive holds the day before, below the goal (`exact`); otherwise it came after `after` (the
    /// last archived day below it, when there is one) or before the archive knew the film at all.
    struct Milestone: Hashable, Sendable {
        let audience: Int64
        let day: Day
        let after: Day?

        var exact: Bool { after.map { $0.adding(days: 1) == day } ?? false }
    }

    static let milestones: [Int64] = [1_000_000, 10_000_000]

    let points: [Point]
    /// The title on the movie's latest archived day (KOBIS may correct it), nil with no days.
    let title: String?

    var daysAtNumberOne: Int { points.filter { $0.rank == 1 }.count }

    /// The first archived day each milestone total was reached, with the last archived day below it.
    var reached: [Milestone] {
        Self.milestones.compactMap { goal in
            guard let index = points.firstIndex(where: { $0.audienceTotal >= goal }) else { return nil }
            return Milestone(audience: goal, day: points[index].day, after: index > 0 ? points[index - 1].day : nil)
        }
    }

    /// The film's archived days as plain rows (decoding them as models was a tenth of a movie's page).
    static func load(code: String, on database: EncoreDatabase) async throws -> MovieRun {
        let days = try await database.sql.raw(
            """
            SELECT day, rank, title, audience, audience_total FROM \(ident: MovieDay.schema)
            WHERE movie_code = \(bind: code) ORDER BY day
            """
        ).all(decoding: DayRow.self)
        return MovieRun(
            points: days.compactMap { row in
                Day(text: row.day).map {
                    Point(day: $0, rank: row.rank, audience: row.audience, audienceTotal: row.audience_total)
                }
            }, title: days.last?.title)
    }

    private struct DayRow: Decodable {
        let day: String
        let rank: Int
        let title: String
        let audience: Int64
        let audience_total: Int64
    }
}
