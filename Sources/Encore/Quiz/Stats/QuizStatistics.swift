import Fluent
import Foundation
import SQLKit

/// Numbers about finished plays: a player's games over time, and how a pack's questions are solved
/// (how often, and at which reveal step). Computed from the plays' recorded outcomes.
enum QuizStatistics {
    static let historySize = 30

    struct Game: Codable, Sendable, Equatable {
        let packTitle: String
        let finishedAt: Date
        let correct: Int
        let questions: Int
        let score: Int
    }

    struct Player: Codable, Sendable, Equatable {
        let games: Int
        let questions: Int
        let correct: Int
        /// 0…100, nil before any game.
        let correctRate: Int?
        let bestStreak: Int
        let bestScore: Int
        /// The latest games, oldest first.
        let history: [Game]
    }

    struct Question: Codable, Sendable, Hashable {
        let number: Int
        /// Only for the pack's maker: the answer.
        let title: String?
        let answered: Int
        let solved: Int
        let solveRate: Int?
    }

    struct Pack: Codable, Sendable, Hashable {
        let plays: Int
        let players: Int
        let averageScore: Int?
        let questions: [Question]
        /// How many right answers came with 0, 1, 2 … areas showing.
        let solvedAtStep: [Int]
    }

    static func percent(_ part: Int, of whole: Int) -> Int? {
        whole == 0 ? nil : (100 * part + whole / 2) / whole
    }

    /// A player's finished plays with their packs' titles, as plain rows in one query (the plays and
    /// their packs decoded as models were most of the statistics page's CPU).
    static func player(_ profileID: UUID, on database: EncoreDatabase) async throws -> Player {
        let plays = try await database.sql.raw(
            """
            SELECT p.title AS pack_title, pl.finished_at, pl.outcomes, pl.score, pl.best_streak
            FROM quiz_plays pl JOIN quiz_packs p ON p.id = pl.pack_id
            WHERE pl.player_id = \(bind: profileID) AND pl.finished_at IS NOT NULL
            ORDER BY pl.finished_at ASC
            """
        ).all(decoding: FinishedPlay.self)
        let outcomes = plays.flatMap(\.outcomes)
        let correct = outcomes.filter { $0.result == .correct }.count
        let history = plays.suffix(historySize).map { play in
            Game(
                packTitle: play.pack_title, finishedAt: play.finished_at,
                correct: play.outcomes.filter { $0.result == .correct }.count, questions: play.outcomes.count,
                score: play.score ?? 0)
        }
        return Player(
            games: plays.count, questions: outcomes.count, correct: correct,
            correctRate: percent(correct, of: outcomes.count),
            bestStreak: plays.compactMap(\.best_streak).max() ?? 0, bestScore: plays.compactMap(\.score).max() ?? 0,
            history: Array(history))
    }

    private struct FinishedPlay: Decodable {
        let pack_title: String
        let finished_at: Date
        let outcomes: [PlayOutcome]
        let score: Int?
        let best_streak: Int?
    }

    /// How pack `packID` is solved (its question titles only when `showTitles` says who asks may
    /// see them), read as plain rows; nil for no such pack.
    static func pack(
        _ packID: UUID, showTitles: (PackStatsCache.Subject) -> Bool, on database: EncoreDatabase,
        kept cache: PackStatsCache? = nil
    ) async throws -> (PackStatsCache.Subject, Pack)? {
        guard let pack = try await PackStatsCache.subject(packID, on: database.sql) else { return nil }
        let showTitles = showTitles(pack)
        let questions = try await database.sql.raw(
            "SELECT title FROM quiz_questions WHERE pack_id = \(bind: packID) ORDER BY position"
        ).all(decoding: QuestionTitle.self)
        let steps = pack.level.areaCount + 1
        let version = pack.version
        let totals: PackStatsCache.Totals
        if let kept = cache?.totals(packID, at: version, fitting: questions.count, steps: steps) {
            totals = kept
        } else {
            let plays = try await QuizPlay.query(on: database).filter(\.$pack.$id == packID)
                .filter(\.$finishedAt != nil).all()
            totals = Self.totals(of: plays, questions: questions.count, steps: steps)
            cache?.keep(totals, for: packID, at: version)
        }
        let rows = questions.enumerated().map { index, question in
            Question(
                number: index + 1, title: showTitles ? question.title : nil, answered: totals.answered[index],
                solved: totals.solved[index], solveRate: percent(totals.solved[index], of: totals.answered[index]))
        }
        return (
            pack,
            Pack(
                plays: totals.plays, players: totals.players, averageScore: totals.averageScore, questions: rows,
                solvedAtStep: totals.solvedAtStep)
        )
    }

    private struct QuestionTitle: Decodable { let title: String }

    static func totals(of plays: [QuizPlay], questions: Int, steps: Int) -> PackStatsCache.Totals {
        var solvedAtStep = Array(repeating: 0, count: steps)
        var answered = Array(repeating: 0, count: questions)
        var solved = Array(repeating: 0, count: questions)
        for play in plays {
            for (index, outcome) in play.outcomes.prefix(questions).enumerated() {
                answered[index] += 1
                guard outcome.result == .correct else { continue }
                solved[index] += 1
                solvedAtStep[min(max(0, outcome.steps), steps - 1)] += 1
            }
        }
        let scores = plays.compactMap(\.score)
        return PackStatsCache.Totals(
            plays: plays.count, players: Set(plays.map(\.$player.id)).count,
            averageScore: scores.isEmpty ? nil : scores.reduce(0, +) / scores.count, answered: answered,
            solved: solved, solvedAtStep: solvedAtStep)
    }
}
