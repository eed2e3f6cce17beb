import Fluent
import Foundation
import SQLKit

struct CreateProfile: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("profiles")
            .id()
            .field("nickname", .string, .required)
            .field("nickname_key", .string, .required)
            .field("password_hash", .string)
            .field("language", .string, .required)
            .field("theme", .string, .required)
            .field("sound_on", .bool, .required)
            .field("gif_rating", .string, .required)
            .field("box_office_layout", .string, .required)
            .field("failed_sign_ins", .int, .required)
            .field("sign_in_locked_until", .datetime)
            .field("created_at", .datetime, .required)
            .unique(on: "nickname_key")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("profiles").delete()
    }
}
