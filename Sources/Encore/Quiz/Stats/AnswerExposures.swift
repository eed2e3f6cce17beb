import Fluent
import Foundation
import SQLKit

/// When a profile could first have seen a pack's answers other than by playing it alone: hosting a
/// room of it (the host can skip through every question with one throwaway guest), joining one, or
/// drawing a 초성 copy of it (whose reveals are the pack's titles). The leaderboard ranks only a solo
/// play that finished before that moment (`QuizLeaderboards`). Exporting and editing need no entry:
/// only the pack's maker can, and a maker is never ranked on their own pack.
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
