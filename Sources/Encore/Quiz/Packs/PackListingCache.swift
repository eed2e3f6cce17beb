import Foundation

/// The pack list's pages and the starter packs as last read, under the list's version: a number
/// in the database (`listing_versions`) that its triggers raise on every change a card or a
/// starter tile shows, from any instance. A reader asks for the version first and the rows after
/// it, so what is kept under a version is never older than that version; the next change raises
/// it and the next reader reads again. Fifty cards' join with two subqueries each, and the
/// starters' query, were most of the quiz tab's database time on every visit.
final class PackListingCache: Sendable {
    struct PageKey: Hashable, Sendable {
        let version: Int64
        let page: Int
    }

    /// A few pages of the newest version or two (a new key past it starts again: `KeptTable`).
    let pages = KeptTable<PageKey, PackService.ListPage>(capacity: 64)
    let starters = KeptTable<Int64, [PackService.StarterRow]>(capacity: 4)

    /// The pack list's version now (`CreateListingVersions`); nil without its row, and then
    /// nothing may be kept.
    static func version(on database: EncoreDatabase) async throws -> Int64? {
        try await database.sql.raw(
            "SELECT version FROM listing_versions WHERE name = \(bind: CreateListingVersions.packs)"
        ).first(decoding: ListingVersion.self)?.version
    }

    private struct ListingVersion: Decodable { let version: Int64 }
}
