import Fluent

/// Where a day's answer was shown before the day was over: a play that ran out of tries on its own
/// day shows the film, so every later play of that day from the same address (IPv4 address or IPv6
/// /64) is not one of the day's (#52.8). Rows go two days after the day (`DailyAnswerSightings`).
struct CreateDailyAnswerSightings: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(DailyAnswerSightings.schema)
            .field("number", .int, .required)
            .field("address", .string, .required)
            .field("seen_at", .datetime, .required)
            .unique(on: "number", "address")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(DailyAnswerSightings.schema).delete()
    }
}
