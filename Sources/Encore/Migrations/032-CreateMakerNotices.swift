import Fluent
import SQLKit

/// What a maker is told the next time they open Encore after an operator quarantined or deleted
/// something of theirs (#51): what, and the reason category; gone once they dismiss it.
struct CreateMakerNotices: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("maker_notices")
            .id()
            .field("profile_id", .uuid, .required, .references("profiles", .id, onDelete: .cascade))
            .field("action", .string, .required)
            .field("subject_kind", .string, .required)
            .field("title", .string, .required)
            .field("reason", .string)
            .field("created_at", .datetime, .required)
            .field("seen_at", .datetime)
            .create()
        try await EncoreDatabase(database).sql.create(index: "maker_notices_unseen").on("maker_notices")
            .column("profile_id").column("seen_at").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("maker_notices").delete()
    }
}
