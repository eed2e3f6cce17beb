import Fluent
import SQLKit

/// A room's results are plays too, but never a pack's leaderboard entry (#27.2): `quiz_plays.room_id`
/// marks them. `quiz_answer_exposures` keeps when a profile first could see a pack's answers without
/// a solo play of its own (hosting a room of it, or joining one): a solo play started after that is
/// a replay, whatever order the rows were written in.
struct AddRoomPlaysAndExposures: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("quiz_plays").field("room_id", .uuid).update()
        try await database.schema("quiz_answer_exposures")
            .field("pack_id", .uuid, .required, .references("quiz_packs", .id, onDelete: .cascade))
            .field("profile_id", .uuid, .required, .references("profiles", .id, onDelete: .cascade))
            .field("seen_at", .datetime, .required)
            .unique(on: "pack_id", "profile_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("quiz_answer_exposures").delete()
        try await database.schema("quiz_plays").deleteField("room_id").update()
    }
}
