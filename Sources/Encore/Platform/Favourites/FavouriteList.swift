import Fluent
import Foundation
import SQLKit

/// A row of a favourites table: one per profile, kind and item, with the time it was (last)
/// starred. GIF and idol favourites both are; their tables share these column names.
protocol FavouriteRow: Model where IDValue == UUID {
    associatedtype Kind: RawRepresentable<String> & Codable & Sendable
    var createdAt: Date { get set }
}

/// One profile's favourites of one table: newest first, each item kept once, up to a limit. Adding
/// an item already there moves it back to the top; two tabs adding the same item at the same
/// moment leave one row (the table's unique constraint), and neither tab sees an error.
struct FavouriteList<Row: FavouriteRow> {
    let database: EncoreDatabase
    let profileID: UUID
    let now: Date
    let limit: Int

    /// The list, newest first, as plain rows of `columns` (fixed text, never from a request): reading
    /// the rows as models (reflection) cost more than the query.
    func rows<Entry: Decodable>(_ columns: String, as entry: Entry.Type) async throws -> [Entry] {
        try await database.sql.raw(
            """
            SELECT \(unsafeRaw: columns) FROM \(ident: Row.schema) WHERE profile_id = \(bind: profileID) \
            ORDER BY created_at DESC, id ASC LIMIT \(bind: limit)
            """
        ).all(decoding: Entry.self)
    }

    /// A plain query: pages ask this for every signed-in visitor, and decoding the row as a model
    /// (reflection) cost more than the look-up.
    func contains(_ kind: Row.Kind, _ id: String) async throws -> Bool {
        try await database.sql.raw(
            """
            SELECT 1 AS found FROM \(ident: Row.schema) WHERE profile_id = \(bind: profileID) \
            AND kind = \(bind: kind.rawValue) AND item_id = \(bind: id)
            """
        ).first() != nil
    }

    /// The row for the item, moved to the top (after `refresh` updates it) when it was there, or
    /// `make()` inserted. `whenFull` is thrown when the list has `limit` items and this one is new.
    @discardableResult
    func add(
        _ kind: Row.Kind, _ id: String, refresh: (Row) -> Void = { _ in }, whenFull: @autoclosure () -> any Error,
        make: () -> Row
    ) async throws -> Row {
        if let existing = try await query(kind, id).first() {
            existing.createdAt = now
            refresh(existing)
            try await existing.update(on: database)
            return existing
        }
        guard try await Row.query(on: database).filter("profile_id", .equal, profileID).count() < limit else {
            throw whenFull()
        }
        let row = make()
        do {
            try await row.create(on: database)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            // The same item starred at the same moment in another tab: it is there, as asked.
        }
        return row
    }

    func remove(_ kind: Row.Kind, _ id: String) async throws {
        try await query(kind, id).delete()
    }

    private func query(_ kind: Row.Kind, _ id: String) -> QueryBuilder<Row> {
        Row.query(on: database).filter("profile_id", .equal, profileID).filter("kind", .equal, kind.rawValue).filter(
            "item_id", .equal, id)
    }
}
