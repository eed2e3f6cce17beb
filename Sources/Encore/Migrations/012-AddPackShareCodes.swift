import Fluent
import Foundation
import SQLKit

/// Gives every pack a share code (`ShareCode`): a counter row hands out sequence numbers, existing
/// packs get theirs in the order they were made, and a unique index keeps codes unique.
/// Frozen: plain SQL on the tables as they were then, never today's models.
struct AddPackShareCodes: AsyncMigration {
    private struct Pack: Decodable { let id: UUID }

    func prepare(on database: any Database) async throws {
        try await database.schema("counters")
            .field("name", .string, .identifier(auto: false))
            .field("value", .int, .required)
            .create()
        try await database.schema("quiz_packs").field("share_code", .string).update()
        let sql = try EncoreDatabase(database).sql
        let packs = try await sql.raw("SELECT id FROM quiz_packs ORDER BY created_at, id").all(decoding: Pack.self)
        for (index, pack) in packs.enumerated() {
            try await sql.raw(
                "UPDATE quiz_packs SET share_code = \(bind: ShareCode.make(sequence: index + 1)) WHERE id = \(bind: pack.id)"
            ).run()
        }
        try await sql.raw("INSERT INTO counters (name, value) VALUES ('pack-share-code', \(bind: packs.count))").run()
        try await sql.create(index: "quiz_packs_share_code").on("quiz_packs").column("share_code").unique().run()
    }

    func revert(on database: any Database) async throws {
        try await EncoreDatabase(database).sql.drop(index: "quiz_packs_share_code").run()
        try await database.schema("quiz_packs").deleteField("share_code").update()
        try await database.schema("counters").delete()
    }
}
