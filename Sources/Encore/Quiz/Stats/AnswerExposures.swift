import Fluent
import Foundation
import SQLKit

/// When a profile could first have seen a pack's answers other than by playing it alone: hosting a
/// room of it (the host can skip through every question with one throwaway guest) or joining one.
/// The leaderboard ranks only a solo play that began before that moment (`QuizLeaderboards`).
struct AnswerExposures {
    static let schema = "quiz_answer_exposures"

    let database: EncoreDatabase

    /// Keeps the first moment only: a later room of the same pack changes nothing.
    func record(pack: UUID, profile: UUID, at moment: Date) async throws {
        let sql = database.sql
        try await database.serializedWrite {
            try await sql.raw(
                """
                INSERT INTO \(ident: Self.schema) (pack_id, profile_id, seen_at)
                VALUES (\(bind: pack), \(bind: profile), \(bind: moment))
                ON CONFLICT (pack_id, profile_id) DO NOTHING
                """
            ).run()
        }
    }
}
