import Fluent

/// Suspending a profile (#51): until when it may not publish, upload, host or join rooms, or report,
/// and the report reason an operator gave. A suspension for good is kept as `Suspension.forever`.
/// On the profile row, so the signed-in read that every request makes already carries it, and a
/// change reaches every instance through `SignedInCache.write`.
struct AddProfileSuspensions: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("profiles").field("suspended_until", .datetime).update()
        try await database.schema("profiles").field("suspension_reason", .string).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("profiles").deleteField("suspension_reason").update()
        try await database.schema("profiles").deleteField("suspended_until").update()
    }
}
