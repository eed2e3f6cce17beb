import Fluent
import Foundation
import Hangul
import SQLKit

/// Finds uploaded GIFs by title and tags, in Korean (initial consonants too) and English, the way
/// idol search does: an FTS5 trigram index on SQLite for 3+ characters, LIKE on the lower-cased
/// keys otherwise and on PostgreSQL. Newest first.
enum UploadedGifSearch {
    static let ftsTable = "uploaded_gif_search_fts"

    /// The matching query, or nil when `query` holds nothing searchable (then nothing matches).
    static func filtered(_ query: QueryBuilder<UploadedGif>, by text: String, on database: EncoreDatabase) async throws
        -> QueryBuilder<UploadedGif>?
    {
        let key = Hangul.searchKey(text)
        guard !key.isEmpty else { return nil }
        if Hangul.isChosungQuery(text) { return query.filter(\.$searchChosung ~~ key) }
        if database.engine == .sqlite, key.count >= 3 {
            // The key holds only letters and digits, so it is a safe FTS5 phrase between quotes.
            let rows = try await database.sql.raw(
                "SELECT gif_id FROM \(ident: ftsTable) WHERE text MATCH \(bind: "\"\(key)\"")"
            )
            .all(decoding: IndexRow.self)
            return query.filter(\.$id ~~ rows.compactMap { UUID(uuidString: $0.gifID) })
        }
        return query.filter(\.$searchText ~~ key)
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
