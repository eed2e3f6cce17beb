import Fluent
import Hangul
import SQLKit

/// Search across groups and members by Korean name, romanised name (stage and birth names) and
/// initial consonants. SQLite answers queries of 3+ characters from an FTS5 trigram index and
/// shorter ones (many Korean names are two syllables) with LIKE; PostgreSQL uses LIKE on the
/// lower-cased keys. Candidates are then ranked here: exact name, then prefix, then anywhere.
enum IdolSearch {
    static let ftsTable = "idol_search_fts"
    static let limit = 30

    struct Hits {
        var groups: [IdolGroup] = []
        var members: [IdolMember] = []
    }

    static func search(_ query: String, on database: any Database) async throws -> Hits {
        let key = Hangul.searchKey(query)
        guard !key.isEmpty, key.count <= 40, let sql = database as? any SQLDatabase else { return Hits() }
        var hits = try await candidates(key: key, chosungOnly: Hangul.isChosungQuery(query), sql, database)
        if hits.groups.isEmpty, hits.members.isEmpty, key.count >= 2 {
            // Typing in progress (오마이거 on the way to 오마이걸, or 오마ㅇ): widen by dropping the last
            // character, then keep only names Hangul.matches accepts.
            let wider = try await candidates(key: String(key.dropLast()), chosungOnly: false, sql, database)
            hits.groups = wider.groups.filter { matches($0.searchText, query) }
            hits.members = wider.members.filter { matches($0.searchText, query) }
        }
        hits.groups = ranked(hits.groups, key: key, text: \.searchText, chosung: \.searchChosung, name: \.nameKo)
        hits.members = ranked(hits.members, key: key, text: \.searchText, chosung: \.searchChosung, name: \.stageNameKo)
        return hits
    }

    private static func candidates(key: String, chosungOnly: Bool, _ sql: any SQLDatabase, _ database: any Database) async throws -> Hits {
        guard !key.isEmpty else { return Hits() }
        if chosungOnly {
            return Hits(groups: try await IdolGroup.query(on: database).filter(\.$searchChosung ~~ key).limit(limit).all(),
                        members: try await IdolMember.query(on: database).filter(\.$searchChosung ~~ key).limit(limit).all())
        }
        if sql.dialect.name == "sqlite", key.count >= 3 {
            // The key holds only letters and digits, so it is a safe FTS5 phrase between quotes.
            let rows = try await sql.raw("SELECT kind, item_id FROM \(ident: ftsTable) WHERE text MATCH \(bind: "\"\(key)\"") LIMIT \(literal: limit * 2)")
                .all(decoding: IndexRow.self)
            return Hits(groups: Array(try await IdolGroup.byID(rows.filter { $0.kind == "group" }.map(\.itemID), on: database).values),
                        members: Array(try await IdolMember.byID(rows.filter { $0.kind == "member" }.map(\.itemID), on: database).values))
        }
        return Hits(groups: try await IdolGroup.query(on: database).filter(\.$searchText ~~ key).limit(limit).all(),
                    members: try await IdolMember.query(on: database).filter(\.$searchText ~~ key).limit(limit).all())
    }

    private struct IndexRow: Decodable {
        let kind: String
        let itemID: String

        enum CodingKeys: String, CodingKey {
            case kind
            case itemID = "item_id"
        }
    }

    static func rebuildIndex(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase, sql.dialect.name == "sqlite" else { return }
        try await sql.raw("DELETE FROM \(ident: ftsTable)").run()
        try await sql.raw("INSERT INTO \(ident: ftsTable) (kind, item_id, text) SELECT 'group', id, search_text FROM \(ident: IdolGroup.schema)").run()
        try await sql.raw("INSERT INTO \(ident: ftsTable) (kind, item_id, text) SELECT 'member', id, search_text FROM \(ident: IdolMember.schema)").run()
    }

    private static func matches(_ searchText: String, _ query: String) -> Bool {
        searchText.split(separator: "|").contains { Hangul.matches(String($0), query: query) }
    }

    /// Exact name first, then names that start with the query, then the rest; ties by Korean name.
    private static func ranked<Row>(_ rows: [Row], key: String, text: KeyPath<Row, String>, chosung: KeyPath<Row, String>, name: KeyPath<Row, String>) -> [Row] {
        func score(_ row: Row) -> Int {
            let names = (row[keyPath: text] + row[keyPath: chosung]).split(separator: "|")
            if names.contains(where: { $0 == key }) { return 0 }
            if names.contains(where: { $0.hasPrefix(key) }) { return 1 }
            return 2
        }
        return Array(rows.map { (score($0), $0) }.sorted { ($0.0, $0.1[keyPath: name]) < ($1.0, $1.1[keyPath: name]) }.map(\.1).prefix(limit))
    }
}
