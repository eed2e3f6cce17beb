import Fluent
import Foundation
import SQLKit

/// KOBIS calls made per Korea-time day (KOBIS allows about 3,000 a day per key), so the backfill
/// can stay under a budget that also counts what page views used.
final class KOBISCallCount: Model, @unchecked Sendable {
    static let schema = "kobis_call_counts"

    @ID(custom: "day", generatedBy: .user) var id: String?
    @Field(key: "calls") var calls: Int

    init() {}

    static func calls(on day: Day, _ database: any Database) async throws -> Int {
        try await find(day.description, on: database)?.calls ?? 0
    }

    /// Counts one call in a single upsert, so calls made at the same moment (the first two of a
    /// day included) are all counted.
    static func record(on day: Day, _ database: EncoreDatabase) async throws {
        try await database.serializedWrite {
            try await database.sql.raw(
                """
                INSERT INTO \(ident: schema) (day, calls) VALUES (\(bind: day.description), 1)
                ON CONFLICT (day) DO UPDATE SET calls = \(ident: schema).calls + 1
                """
            ).run()
        }
    }
}
