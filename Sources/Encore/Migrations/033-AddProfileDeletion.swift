import Fluent

/// Deleting a profile (#51): a deleted player's nickname is held for 30 days (`nickname_holds`, by
/// its `NicknameKey`), so nobody can take it at once and pass for them. (The stand-in profile
/// their plays of other people's packs move to, `DeletedPlayer`, is made by the first deletion.)
struct AddProfileDeletion: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("nickname_holds")
            .field("nickname_key", .string, .identifier(auto: false))
            .field("until", .datetime, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("nickname_holds").delete()
    }
}
