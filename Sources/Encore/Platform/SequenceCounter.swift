import Fluent
import SQLKit

/// A named number that only goes up, shared by every app instance through the database.
final class SequenceCounter: Model, @unchecked Sendable {
    static let schema = "counters"
    static let packShareCode = "pack-share-code"

    @ID(custom: "name", generatedBy: .user) var id: String?
    @Field(key: "value") var value: Int

    init() {}

    init(name: String, value: Int) {
        id = name
        self.value = value
    }

    /// Adds one and returns the new value, in one statement so two instances never get the same.
    static func next(_ name: String, on database: any Database) async throws -> Int {
        guard let sql = database as? any SQLDatabase else { throw SequenceCounterError.unsupported }
        let row = try await sql.raw("UPDATE \(ident: schema) SET value = value + 1 WHERE name = \(bind: name) RETURNING value")
            .first(decoding: Value.self)
        guard let row else { throw SequenceCounterError.missing(name) }
        return row.value
    }

    private struct Value: Decodable { let value: Int }

    enum SequenceCounterError: Error {
        case unsupported
        case missing(String)
    }
}
