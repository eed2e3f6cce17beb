import Fluent
import SQLKit

/// Party rooms (#20): one row per room, its game kept as JSON and changed under the row's lock.
/// `live_pin` is the PIN while the room is live (unique), and NULL once it ended, so PINs are
/// reused; `pin` keeps it for the history. The questions are copied in, so editing or deleting
/// the pack changes neither a game under way nor the history.
struct CreateQuizRooms: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("quiz_rooms")
            .id()
            .field("pin", .string, .required)
            .field("live_pin", .string)
            .field("pack_id", .uuid, .references("quiz_packs", .id, onDelete: .setNull))
            .field("host_id", .uuid, .required, .references("profiles", .id, onDelete: .cascade))
            .field("pack_title", .string, .required)
            .field("kind", .string, .required)
            .field("level", .string, .required)
            .field("hints_allowed", .bool, .required)
            .field("questions", .string, .required)
            .field("game", .string, .required)
            .field("version", .int, .required)
            .field("created_at", .datetime, .required)
            .field("recorded", .bool, .required)
            .unique(on: "live_pin")
            .create()
        // The host's history, newest first.
        let sql = try EncoreDatabase(database).sql
        try await sql.raw("CREATE INDEX quiz_rooms_host ON quiz_rooms (host_id, created_at)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("quiz_rooms").delete()
    }
}
