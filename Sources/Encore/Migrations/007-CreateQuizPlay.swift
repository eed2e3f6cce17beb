import Fluent
import Foundation
import SQLKit

struct CreateQuizPlay: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("quiz_plays")
            .id()
            .field("pack_id", .uuid, .required, .references("quiz_packs", .id, onDelete: .cascade))
            .field("player_id", .uuid, .required, .references("profiles", .id, onDelete: .cascade))
            .field("started_at", .datetime, .required)
            .field("finished_at", .datetime)
            .field("question_index", .int, .required)
            .field("question_started_at", .datetime, .required)
            .field("paused_at", .datetime)
            .field("paused_ms", .int, .required)
            .field("wrong_attempts", .int, .required)
            .field("attempt_window_at", .datetime)
            .field("attempts_in_window", .int, .required)
            .field("outcomes", .array(of: .json), .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("quiz_plays").delete()
    }
}
