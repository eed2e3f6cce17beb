import Fluent
import Foundation
import SQLKit

struct AddProfileAvatar: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("profiles").field("avatar_upload", .string).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("profiles").deleteField("avatar_upload").update()
    }
}
