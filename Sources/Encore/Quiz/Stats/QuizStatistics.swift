import Fluent
import Foundation

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

    struct Question: Codable, Sendable, Equatable {
        let number: Int
        /// Only for the pack's maker: the answer.
        let title: String?
        let answered: Int
        let solved: Int
        let solveRate: Int?
    }

    struct Pack: Codable, Sendable, Equatable {
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

    static func player(_ profileID: UUID, on database: any Database) async throws -> Player {
        let plays = try await QuizPlay.query(on: database).filter(\.$player.$id == profileID).filter(
            \.$finishedAt != nil
        )
        .sort(\.$finishedAt, .ascending).with(\.$pack).all()
        let outcomes = plays.flatMap(\.outcomes)
        let correct = outcomes.filter { $0.result == .correct }.count
        let history = plays.suffix(historySize).map { play in
            Game(
                packTitle: play.pack.title, finishedAt: play.finishedAt ?? play.startedAt,
                correct: play.outcomes.filter { $0.result == .correct }.count, questions: play.outcomes.count,
                score: play.score ?? 0)
        }
        return Player(
            games: plays.count, questions: outcomes.count, correct: correct,
            correctRate: percent(correct, of: outcomes.count),
            bestStreak: plays.compactMap(\.bestStreak).max() ?? 0, bestScore: plays.compactMap(\.score).max() ?? 0,
            history: Array(history))
    }

    static func pack(_ pack: QuizPack, showTitles: Bool, on database: any Database) async throws -> Pack {
        let questions = try await pack.$questions.get(on: database).sorted { $0.position < $1.position }
        let plays = try await QuizPlay.query(on: database).filter(\.$pack.$id == (try pack.requireID())).filter(
            \.$finishedAt != nil
        ).all()
        var solvedAtStep = Array(repeating: 0, count: pack.level.areaCount + 1)
        let rows = questions.enumerated().map { index, question -> Question in
            let outcomes = plays.compactMap { index < $0.outcomes.count ? $0.outcomes[index] : nil }
            let solved = outcomes.filter { $0.result == .correct }
            for outcome in solved { solvedAtStep[min(max(0, outcome.steps), solvedAtStep.count - 1)] += 1 }
            return Question(
                number: index + 1, title: showTitles ? question.title : nil, answered: outcomes.count,
                solved: solved.count, solveRate: percent(solved.count, of: outcomes.count))
        }
        let scores = plays.compactMap(\.score)
        return Pack(
            plays: plays.count, players: Set(plays.map(\.$player.id)).count,
            averageScore: scores.isEmpty ? nil : scores.reduce(0, +) / scores.count, questions: rows,
            solvedAtStep: solvedAtStep)
    }
}
