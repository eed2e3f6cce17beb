import Fluent
import Foundation
import SQLKit

struct CreateProfileSession: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("profile_sessions")
            .id()
            .field("token_hash", .string, .required)
            .field("profile_id", .uuid, .required, .references("profiles", .id, onDelete: .cascade))
            .field("created_at", .datetime, .required)
            .field("last_seen_at", .datetime, .required)
            .field("expires_at", .datetime, .required)
            .unique(on: "token_hash")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("profile_sessions").delete()
    }
}
