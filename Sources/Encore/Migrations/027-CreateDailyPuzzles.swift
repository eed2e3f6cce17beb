import Fluent

/// 오늘의 퀴즈 (#30): one row per day's puzzle, written once when the day is first asked for (so
/// every instance plays the same film, and a later catalog change never rewrites a past day), and
/// one row per player and day with their guesses. A guest's key is the hash of a browser cookie;
/// a profile's is its id, and only a profile's rows make streaks.
struct CreateDailyPuzzles: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("daily_puzzles")
            .field("number", .int, .identifier(auto: false))
            .field("day", .string, .required)
            .field("movie_id", .string, .required)
            .field("poster", .string)
            .field("created_at", .datetime, .required)
            .create()
        try await database.schema("daily_plays")
            .id()
            .field("number", .int, .required, .references("daily_puzzles", "number", onDelete: .cascade))
            .field("player_key", .string, .required)
            .field("profile_id", .uuid, .references("profiles", .id, onDelete: .cascade))
            .field("guesses", .array(of: .json), .required)
            .field("tries", .int, .required)
            .field("solved", .bool, .required)
            .field("on_the_day", .bool, .required)
            .field("started_at", .datetime, .required)
            .field("finished_at", .datetime)
            .unique(on: "number", "player_key")
            .create()
        let sql = try EncoreDatabase(database).sql
        try await sql.raw("CREATE INDEX daily_plays_profile ON daily_plays (profile_id, number)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("daily_plays").delete()
        try await database.schema("daily_puzzles").delete()
    }
}
