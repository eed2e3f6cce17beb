import Fluent
import Foundation
import SQLKit

/// The numbers around the daily, as Wordle shows them: a profile's streaks and guess distribution
/// (only days played on their own day count), and how everyone did on one day (numbers only).
struct DailyStatistics: Sendable {
    let database: EncoreDatabase

    /// Solved on the nth try (index 0 is the first), and not solved.
    struct Distribution: Codable, Sendable, Equatable {
        var solvedAt: [Int] = Array(repeating: 0, count: DailyLadder.tries)
        var failed = 0

        var solved: Int { solvedAt.reduce(0, +) }
        var played: Int { solved + failed }
    }

    struct Player: Codable, Sendable, Equatable {
        let played: Int
        let solved: Int
        /// Rounded down, nil before the first finished day.
        let solvedPercent: Int?
        let currentStreak: Int
        let bestStreak: Int
        let distribution: Distribution
    }

    private struct FinishedDay: Decodable {
        let number: Int
        let tries: Int
        let solved: Bool
    }

    /// How everyone who finished day `number` did.
    func day(_ number: Int) async throws -> Distribution {
        let rows = try await database.sql.raw(
            """
            SELECT tries, solved, COUNT(*) AS players FROM daily_plays \
            WHERE number = \(bind: number) AND finished_at IS NOT NULL GROUP BY tries, solved
            """
        ).all()
        var distribution = Distribution()
        for row in rows {
            let tries = try row.decode(column: "tries", as: Int.self)
            let players = try row.decode(column: "players", as: Int.self)
            if try row.decode(column: "solved", as: Bool.self), (1...DailyLadder.tries).contains(tries) {
                distribution.solvedAt[tries - 1] += players
            } else {
                distribution.failed += players
            }
        }
        return distribution
    }

    /// A profile's record. The current streak runs up to today, or to yesterday while today is
    /// not finished yet (as Wordle keeps it until the day is over).
    func player(_ profileID: UUID, today: Int?) async throws -> Player {
        // Plain rows: this runs on home and the quiz tab for every signed-in visitor.
        let plays = try await database.sql.raw(
            """
            SELECT number, tries, solved FROM daily_plays WHERE profile_id = \(bind: profileID) \
            AND on_the_day = \(bind: true) AND finished_at IS NOT NULL ORDER BY number
            """
        ).all(decoding: FinishedDay.self)
        var distribution = Distribution()
        var best = 0
        var run = 0
        var previous: Int?
        for play in plays {
            if play.solved {
                distribution.solvedAt[min(play.tries, DailyLadder.tries) - 1] += 1
                run = previous == play.number - 1 ? run + 1 : 1
                best = max(best, run)
            } else {
                distribution.failed += 1
                run = 0
            }
            previous = play.number
        }
        let current: Int
        if let last = plays.last, last.solved, let today, last.number >= today - 1 {
            current = run
        } else {
            current = 0
        }
        return Player(
            played: distribution.played, solved: distribution.solved,
            solvedPercent: distribution.played > 0 ? distribution.solved * 100 / distribution.played : nil,
            currentStreak: current, bestStreak: best, distribution: distribution)
    }
}
