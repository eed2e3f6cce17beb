import Foundation
import Hangul
import SQLKit

/// Finds uploaded GIFs by title and tags, in Korean (initial consonants too) and English, the way
/// idol search does: an FTS5 trigram index on SQLite for 3+ characters, LIKE on the lower-cased
/// keys otherwise and on PostgreSQL. Newest first.
enum UploadedGifSearch {
    static let ftsTable = "uploaded_gif_search_fts"

    /// The condition on uploaded GIFs `g` that `text` matches, or nil when it holds nothing
    /// searchable or matches nothing.
    static func condition(_ text: String, on database: EncoreDatabase) async throws -> (any SQLExpression)? {
        let key = Hangul.searchKey(text)
        guard !key.isEmpty else { return nil }
        // The key holds only letters and digits: no LIKE wildcard, and a safe FTS5 phrase between quotes.
        if Hangul.isChosungQuery(text) { return contains(SQLColumn("search_chosung", table: "g"), key) }
        if database.engine == .sqlite, key.count >= 3 {
            let rows = try await database.sql.raw(
                "SELECT gif_id FROM \(ident: ftsTable) WHERE text MATCH \(bind: "\"\(key)\"")"
            )
            .all(decoding: IndexRow.self)
            let ids = rows.compactMap { UUID(uuidString: $0.gifID) }
            return ids.isEmpty ? nil : SQLBinaryExpression(SQLColumn("id", table: "g"), .in, SQLBind.group(ids))
        }
        return contains(SQLColumn("search_text", table: "g"), key)
    }

    private static func contains(_ column: SQLColumn, _ key: String) -> any SQLExpression {
        SQLBinaryExpression(column, .like, SQLBind("%\(key)%"))
    }

    static func index(_ gif: UploadedGif, on database: EncoreDatabase) async throws {
        guard database.engine == .sqlite, let id = gif.id else { return }
        try await database.sql.raw(
            "INSERT INTO \(ident: ftsTable) (gif_id, text) VALUES (\(bind: id.uuidString), \(bind: gif.searchText))"
        ).run()
    }

    static func unindex(_ id: UUID, on database: EncoreDatabase) async throws {
        guard database.engine == .sqlite else { return }
        try await database.sql.raw("DELETE FROM \(ident: ftsTable) WHERE gif_id = \(bind: id.uuidString)").run()
    }

    private struct IndexRow: Decodable {
        let gifID: String

        enum CodingKeys: String, CodingKey { case gifID = "gif_id" }
    }
}
