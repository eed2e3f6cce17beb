import Fluent
import SQLKit

/// Scores: the maker's speed-scoring switch on packs (on for packs made before), and each finished
/// play's score and best streak, kept so leaderboards are one indexed query. Plays finished before
/// this are scored now.
struct AddQuizScores: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(QuizPack.schema).field("speed_scoring", .bool, .required, .sql(.default(true))).update()
        // One column per statement: SQLite's ALTER TABLE adds one at a time.
        try await database.schema(QuizPlay.schema).field("score", .int).update()
        try await database.schema(QuizPlay.schema).field("best_streak", .int).update()
        // Only the columns this migration knows: later ones do not exist yet when it runs.
        for play in try await QuizPlay.query(on: database).field(\.$id).field(\.$outcomes).filter(\.$finishedAt != nil).all() {
            let score = QuizScoring.score(play.outcomes, speedScoring: true)
            try await QuizPlay.query(on: database).filter(\.$id == (try play.requireID()))
                .set(\.$score, to: score.total).set(\.$bestStreak, to: score.bestStreak).update()
        }
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.create(index: "quiz_plays_by_pack_score").on(QuizPlay.schema).column("pack_id").column("score").run()
    }

    func revert(on database: any Database) async throws {
        if let sql = database as? any SQLDatabase { try await sql.drop(index: "quiz_plays_by_pack_score").run() }
        try await database.schema(QuizPlay.schema).deleteField("score").update()
        try await database.schema(QuizPlay.schema).deleteField("best_streak").update()
        try await database.schema(QuizPack.schema).deleteField("speed_scoring").update()
    }
}
