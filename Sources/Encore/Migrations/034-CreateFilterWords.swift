import Fluent

/// Words admins add to the word filter from `/operator` (#51), beside the built-in list: in the
/// database, so every instance refuses them from the next request on, without a restart.
struct CreateFilterWords: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("filter_words")
            .field("word", .string, .identifier(auto: false))
            .field("added_by", .string, .required)
            .field("added_at", .datetime, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("filter_words").delete()
    }
}
