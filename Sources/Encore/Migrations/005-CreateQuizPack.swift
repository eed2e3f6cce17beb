import Fluent
import Foundation
import SQLKit

struct CreateQuizPack: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("quiz_packs")
            .id()
            .field("title", .string, .required)
            .field("level", .string, .required)
            .field("maker_id", .uuid, .required, .references("profiles", .id, onDelete: .cascade))
            .field("created_at", .datetime, .required)
            .create()
        try await database.schema("quiz_questions")
            .id()
            .field("pack_id", .uuid, .required, .references("quiz_packs", .id, onDelete: .cascade))
            .field("position", .int, .required)
            .field("title", .string, .required)
            .field("original_title", .string)
            .field("release_year", .int)
            .field("tmdb_id", .int)
            .field("poster", .string, .required)
            // Fluent writes Swift arrays as PostgreSQL arrays (jsonb[], text[]) and as JSON on SQLite.
            .field("areas", .array(of: .json), .required)
            .field("extra_answers", .array(of: .string), .required)
            .unique(on: "pack_id", "position")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("quiz_questions").delete()
        try await database.schema("quiz_packs").delete()
    }
}
