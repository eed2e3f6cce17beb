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
        return Self.record(of: plays, today: today)
    }

    /// Today's card for `player`: how they stand on day `today` and, for a profile, the current
    /// streak, in one read (home and the quiz tab ask on every signed-in visit, and a read costs
    /// more than its query: the hop to the database's thread and the statement's preparing).
    func card(for player: DailyPlayer, today: Int) async throws -> (standing: DailyArchive.Standing?, streak: Int?) {
        let todays = SQLQueryString(
            """
            SELECT number, tries, solved, finished_at IS NOT NULL AS finished, \(bind: true) AS today \
            FROM daily_plays WHERE number = \(bind: today) AND player_key = \(bind: player.key)
            """)
        let rows: [CardRow]
        if let profileID = player.profileID {
            rows = try await database.sql.raw(
                """
                \(todays) UNION ALL \
                SELECT number, tries, solved, \(bind: true) AS finished, \(bind: false) AS today FROM daily_plays \
                WHERE profile_id = \(bind: profileID) AND on_the_day = \(bind: true) AND finished_at IS NOT NULL \
                ORDER BY number
                """
            ).all(decoding: CardRow.self)
        } else {
            rows = try await database.sql.raw(todays).all(decoding: CardRow.self)
        }
        let standing = rows.first(where: \.today).map {
            DailyArchive.Standing(tries: $0.tries, solved: $0.solved, finished: $0.finished)
        }
        let finished = rows.filter { !$0.today }.map {
            FinishedDay(number: $0.number, tries: $0.tries, solved: $0.solved)
        }
        return (standing, player.profileID.map { _ in Self.record(of: finished, today: today).currentStreak })
    }

    private struct CardRow: Decodable {
        let number: Int
        let tries: Int
        let solved: Bool
        let finished: Bool
        let today: Bool
    }

    /// The record made of a profile's finished days on their own day, in order.
    private static func record(of plays: [FinishedDay], today: Int?) -> Player {
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
