import Fluent
import Foundation
import SQLKit

/// Copies the data file into the database by stable id, in one transaction, when the file changed
/// since the last copy. Favourites are never touched: they name ids, and an id that leaves the file
/// simply stops being listed.
enum IdolSync {
    static let dataName = "idols"

    static func run(_ catalog: IdolCatalog, on database: EncoreDatabase) async throws {
        if try await BuiltinDataVersion.isCurrent(dataName, digest: catalog.digest, on: database) { return }
        try await database.writeTransaction(exclusive: "builtin-data:" + dataName) { database in
            // Another instance may have copied it while this one waited for the lock.
            if try await BuiltinDataVersion.isCurrent(dataName, digest: catalog.digest, on: database) { return }
            try await replaceAll(catalog.data, on: database)
            try await BuiltinDataVersion.record(dataName, digest: catalog.digest, on: database)
        }
    }

    private static func replaceAll(_ data: IdolData, on database: any Database) async throws {
        try await IdolMembership.query(on: database).delete()
        try await upsert(data.groups, existing: IdolGroup.query(on: database).all(), on: database) { row, group in
            row.id = group.id
            row.apply(group)
        }
        try await upsert(data.members, existing: IdolMember.query(on: database).all(), on: database) { row, member in
            row.id = member.id
            row.apply(member)
        }
        let memberships = data.groups.flatMap { group in
            group.members.enumerated().map { IdolMembership(groupID: group.id, order: $0.offset, $0.element) }
        }
        try await memberships.create(on: database)
    }

    /// Updates rows whose id is still in the file, creates new ones and deletes the rest.
    private static func upsert<Row: Model, Record>(
        _ records: [Record], existing: [Row], on database: any Database, apply: (Row, Record) -> Void
    ) async throws where Row.IDValue == String, Record: Identifiable, Record.ID == String {
        var byID = Dictionary(existing.compactMap { row in row.id.map { ($0, row) } }) { first, _ in first }
        var created: [Row] = []
        for record in records {
            if let row = byID.removeValue(forKey: record.id) {
                apply(row, record)
                try await row.update(on: database)
            } else {
                let row = Row()
                apply(row, record)
                created.append(row)
            }
        }
        try await created.create(on: database)
        for stale in byID.values { try await stale.delete(on: database) }
    }
}

extension IdolData.Group: Identifiable {}
extension IdolData.Member: Identifiable {}
