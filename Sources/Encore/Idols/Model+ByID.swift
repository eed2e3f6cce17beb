import Fluent

extension Model where IDValue == String {
    /// The rows with these ids, by id (ids not found are simply absent).
    static func byID(_ ids: [String], on database: any Database) async throws -> [String: Self] {
        guard !ids.isEmpty else { return [:] }
        let rows = try await query(on: database).filter(\._$id ~~ Array(Set(ids))).all()
        return Dictionary(rows.compactMap { row in row.id.map { ($0, row) } }) { first, _ in first }
    }
}
