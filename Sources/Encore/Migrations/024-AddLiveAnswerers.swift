import Fluent
import SQLKit

/// Who is answering a question right now, so nothing hands them what it hides (#27.4): a room's
/// players (`quiz_room_players`, with the hash of the address they joined from), while the room is
/// active (`quiz_rooms.active_until`: its last activity plus the idle limit) and while one of its
/// questions is being asked (`quiz_rooms.question_until`: when its time will be up).
struct AddLiveAnswerers: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("quiz_rooms").field("active_until", .datetime).update()
        try await database.schema("quiz_rooms").field("question_until", .datetime).update()
        try await database.schema("quiz_room_players")
            .field("room_id", .uuid, .required, .references("quiz_rooms", .id, onDelete: .cascade))
            .field("player_id", .uuid, .required)
            .field("profile_id", .uuid)
            .field("address_key", .string, .required)
            .unique(on: "room_id", "player_id")
            .create()
        let sql = try EncoreDatabase(database).sql
        try await sql.raw("CREATE INDEX quiz_room_players_profile ON quiz_room_players (profile_id)").run()
        try await sql.raw("CREATE INDEX quiz_room_players_address ON quiz_room_players (address_key)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("quiz_room_players").delete()
        try await database.schema("quiz_rooms").deleteField("question_until").update()
        try await database.schema("quiz_rooms").deleteField("active_until").update()
    }
}
