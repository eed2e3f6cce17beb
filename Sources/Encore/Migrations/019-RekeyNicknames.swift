import Fluent
import Foundation
import SQLKit

/// Nickname keys were the lower-cased nickname; they are now `NicknameKey` (look-alikes folded).
/// Rewrites every key that changes. Should two existing profiles now share a key, the later one
/// keeps its old key rather than stop the migration: it can still sign in, and no new twin can be made.
struct RekeyNicknames: AsyncMigration {
    private struct Row: Decodable {
        let id: UUID
        let nickname: String
        let nickname_key: String
    }

    func prepare(on database: any Database) async throws {
        let sql = try EncoreDatabase(database).sql
        let rows = try await sql.raw("SELECT id, nickname, nickname_key FROM profiles ORDER BY created_at").all(
            decoding: Row.self)
        var taken = Set(rows.map(\.nickname_key))
        for row in rows {
            let key = NicknameKey.make(row.nickname)
            guard key != row.nickname_key, !taken.contains(key) else { continue }
            try await sql.raw("UPDATE profiles SET nickname_key = \(bind: key) WHERE id = \(bind: row.id)").run()
            taken.insert(key)
        }
    }

    func revert(on database: any Database) async throws {}
}
