import Fluent
import Foundation

/// A movie's run as the archive saw it (days it was in the all-films daily top 10): audience per
/// day, the days it crossed 100만 and 1000만, and how many days it was #1.
struct MovieRun: Sendable {
    struct Point: Sendable, Equatable {
        let day: Day
        let rank: Int
        let audience: Int64
        let audienceTotal: Int64
    }

    struct Milestone: Sendable, Equatable {
        let audience: Int64
        let day: Day
    }

    static let milestones: [Int64] = [1_000_000, 10_000_000]

    let points: [Point]
    /// The title on the movie's latest archived day (KOBIS may correct it), nil with no days.
    let title: String?

    var daysAtNumberOne: Int { points.filter { $0.rank == 1 }.count }

    /// The first archived day each milestone total was reached.
    var reached: [Milestone] {
        Self.milestones.compactMap { goal in
            points.first { $0.audienceTotal >= goal }.map { Milestone(audience: goal, day: $0.day) }
        }
    }

    static func load(code: String, on database: any Database) async throws -> MovieRun {
        let days = try await MovieDay.query(on: database).filter(\.$movieCode == code).sort(\.$day).all()
        return MovieRun(
            points: days.compactMap { row in
                Day(text: row.day).map {
                    Point(day: $0, rank: row.rank, audience: row.audience, audienceTotal: row.audienceTotal)
                }
            }, title: days.last?.title)
    }
}
