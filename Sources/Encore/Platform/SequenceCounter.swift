import Fluent
import SQLKit

/// A named number that only goes up, shared by every app instance through the database.
final class SequenceCounter: Model, @unchecked Sendable {
    static let schema = "counters"
    static let packShareCode = "pack-share-code"
    static let guestNickname = "guest-nickname"

    @ID(custom: "name", generatedBy: .user) var id: String?
    @Field(key: "value") var value: Int

    init() {}

    init(name: String, value: Int) {
        id = name
        self.value = value
    }

    /// Adds one and returns the new value, in one statement so two instances never get the same. A
    /// counter used for the first time starts at 1.
    static func next(_ name: String, on database: EncoreDatabase) async throws -> Int {
        for _ in 0..<3 {
            if let row = try await database.sql.raw(
                "UPDATE \(ident: schema) SET value = value + 1 WHERE name = \(bind: name) RETURNING value"
            )
            .first(decoding: Value.self) {
                return row.value
            }
            do {
                try await SequenceCounter(name: name, value: 1).create(on: database)
                return 1
            } catch let error as any DatabaseError where error.isConstraintFailure {
                continue  // another instance made it first: count on from there
            }
        }
        throw SequenceCounterError.missing(name)
    }

    private struct Value: Decodable { let value: Int }

    enum SequenceCounterError: Error {
        case missing(String)
    }
}
