import Fluent
import Foundation

/// KOBIS calls made per Korea-time day (KOBIS allows about 3,000 a day per key), so the backfill
/// can stay under a budget that also counts what page views used.
final class KOBISCallCount: Model, @unchecked Sendable {
    static let schema = "kobis_call_counts"

    @ID(custom: "day", generatedBy: .user) var id: String?
    @Field(key: "calls") var calls: Int

    init() {}

    init(day: Day, calls: Int) {
        id = day.description
        self.calls = calls
    }

    static func calls(on day: Day, _ database: any Database) async throws -> Int {
        try await find(day.description, on: database)?.calls ?? 0
    }

    /// Counts one call. Two first calls of a day may race to create the row: the loser counts
    /// on the winner's row instead.
    static func record(on day: Day, _ database: any Database) async throws {
        if try await increment(day, database) { return }
        do {
            try await KOBISCallCount(day: day, calls: 1).create(on: database)
        } catch {
            guard try await increment(day, database) else { throw error }
        }
    }

    private static func increment(_ day: Day, _ database: any Database) async throws -> Bool {
        guard let count = try await find(day.description, on: database) else { return false }
        count.calls += 1
        try await count.save(on: database)
        return true
    }
}

struct CreateKOBISCallCount: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(KOBISCallCount.schema)
            .field("day", .string, .identifier(auto: false))
            .field("calls", .int, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(KOBISCallCount.schema).delete()
    }
}
