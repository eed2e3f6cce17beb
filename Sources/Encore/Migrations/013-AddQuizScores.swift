import Fluent
import Foundation
import SQLKit

/// Scores: the maker's speed-scoring switch on packs (on for packs made before), and each finished
/// play's score and best streak, kept so leaderboards are one indexed query. Plays finished before
/// this are scored now (their stored outcomes, read as `PlayOutcome`, the JSON the column holds).
/// Frozen: plain SQL on the tables as they were then, never today's models.
struct AddQuizScores: AsyncMigration {
    private struct Play: Decodable {
        let id: UUID
        let outcomes: [PlayOutcome]
    }

    func prepare(on database: any Database) async throws {
        try await database.schema("quiz_packs").field("speed_scoring", .bool, .required, .sql(.default(true))).update()
        // One column per statement: SQLite's ALTER TABLE adds one at a time.
        try await database.schema("quiz_plays").field("score", .int).update()
        try await database.schema("quiz_plays").field("best_streak", .int).update()
        let sql = try EncoreDatabase(database).sql
        for play in try await sql.raw("SELECT id, outcomes FROM quiz_plays WHERE finished_at IS NOT NULL").all(
            decoding: Play.self)
        {
            let score = QuizScoring.score(play.outcomes, speedScoring: true)
            try await sql.raw(
                """
                UPDATE quiz_plays SET score = \(bind: score.total), best_streak = \(bind: score.bestStreak) WHERE id = \(bind: play.id)
                """
            ).run()
        }
        try await sql.create(index: "quiz_plays_by_pack_score").on("quiz_plays").column("pack_id").column("score").run()
    }

    func revert(on database: any Database) async throws {
        try await EncoreDatabase(database).sql.drop(index: "quiz_plays_by_pack_score").run()
        try await database.schema("quiz_plays").deleteField("score").update()
        try await database.schema("quiz_plays").deleteField("best_streak").update()
        try await database.schema("quiz_packs").deleteField("speed_scoring").update()
    }
}
