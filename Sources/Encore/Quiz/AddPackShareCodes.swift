import Fluent
import SQLKit

/// Gives every pack a share code (`ShareCode`): a counter row hands out sequence numbers, existing
/// packs get theirs in the order they were made, and a unique index keeps codes unique.
struct AddPackShareCodes: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(SequenceCounter.schema)
            .field("name", .string, .identifier(auto: false))
            .field("value", .int, .required)
            .create()
        try await SequenceCounter(name: SequenceCounter.packShareCode, value: 0).create(on: database)
        try await database.schema(QuizPack.schema).field("share_code", .string).update()
        // Only the columns this migration knows: later ones do not exist yet when it runs.
        for pack in try await QuizPack.query(on: database).field(\.$id).sort(\.$createdAt).sort(\.$id).all() {
            let code = ShareCode.make(sequence: try await SequenceCounter.next(SequenceCounter.packShareCode, on: database))
            try await QuizPack.query(on: database).filter(\.$id == (try pack.requireID())).set(\.$shareCode, to: code).update()
        }
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.create(index: "quiz_packs_share_code").on(QuizPack.schema).column("share_code").unique().run()
    }

    func revert(on database: any Database) async throws {
        if let sql = database as? any SQLDatabase { try await sql.drop(index: "quiz_packs_share_code").run() }
        try await database.schema(QuizPack.schema).deleteField("share_code").update()
        try await database.schema(SequenceCounter.schema).delete()
    }
}
