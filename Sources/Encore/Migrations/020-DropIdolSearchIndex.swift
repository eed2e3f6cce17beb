import Fluent
import Foundation
import SQLKit

/// Idol search runs in memory now (`IdolSearch.Index`), so SQLite's trigram table for it goes.
struct DropIdolSearchIndex: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let database = try EncoreDatabase(database)
        guard database.engine == .sqlite else { return }
        let sql = database.sql
        try await sql.raw("DROP TABLE IF EXISTS idol_search_fts").run()
    }

    func revert(on database: any Database) async throws {
        let database = try EncoreDatabase(database)
        guard database.engine == .sqlite else { return }
        let sql = database.sql
        try await sql.raw(
            "CREATE VIRTUAL TABLE IF NOT EXISTS idol_search_fts USING fts5(kind UNINDEXED, item_id UNINDEXED, text, tokenize = 'trigram')"
        ).run()
        try await sql.raw(
            "INSERT INTO idol_search_fts (kind, item_id, text) SELECT 'group', id, search_text FROM idol_groups"
        ).run()
        try await sql.raw(
            "INSERT INTO idol_search_fts (kind, item_id, text) SELECT 'member', id, search_text FROM idol_members"
        ).run()
    }
}
