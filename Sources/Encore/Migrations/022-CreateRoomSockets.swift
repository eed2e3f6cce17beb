import Fluent
import SQLKit

/// Every open room socket, on whichever instance holds it (#27): the caps per player, per address
/// and per room count these rows, so a guest cannot hold a thousand sockets by spreading them over
/// instances. `seen_at` is moved on by the holding instance every few seconds; a row it stopped
/// moving (the instance died) no longer counts and is swept. A row deleted by another instance's
/// admission (the oldest of a player's sockets) tells the holder to close that socket.
struct CreateRoomSockets: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("room_sockets")
            .id()
            .field("room_id", .uuid, .required)
            .field("speaker", .string, .required)
            .field("address", .string, .required)
            .field("opened_at", .double, .required)
            .field("seen_at", .double, .required)
            .create()
        let sql = try EncoreDatabase(database).sql
        try await sql.raw("CREATE INDEX room_sockets_room ON room_sockets (room_id)").run()
        try await sql.raw("CREATE INDEX room_sockets_speaker ON room_sockets (speaker)").run()
        try await sql.raw("CREATE INDEX room_sockets_address ON room_sockets (address)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("room_sockets").delete()
    }
}
