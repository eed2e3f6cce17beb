import Fluent
import Foundation
import SQLKit

/// Starter packs and drawn 초성 games beside players' packs; every pack made before is a player's.
/// One column per `update()`: SQLite adds a single column per ALTER TABLE. A unique index (which
/// SQLite can add where ALTER TABLE cannot) keeps two instances starting together from storing a
/// starter pack twice.
struct AddPackOrigin: AsyncMigration {
    static let starterKeyIndex = "quiz_packs_starter_key"

    func prepare(on database: any Database) async throws {
        try await database.schema("quiz_packs").field("origin", .string, .required, .sql(.default("user"))).update()
        try await database.schema("quiz_packs").field("starter_key", .string).update()
        let sql = try EncoreDatabase(database).sql
        try await sql.create(index: Self.starterKeyIndex).unique().on("quiz_packs").column("starter_key").run()
    }

    func revert(on database: any Database) async throws {
        let sql = try EncoreDatabase(database).sql
        try await sql.drop(index: Self.starterKeyIndex).run()
        try await database.schema("quiz_packs").deleteField("starter_key").update()
        try await database.schema("quiz_packs").deleteField("origin").update()
    }
}
