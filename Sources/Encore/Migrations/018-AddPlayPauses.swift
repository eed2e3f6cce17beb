import Fluent
import Foundation
import SQLKit

/// Pauses taken on the current question, so a question can be paused only a few times.
struct AddPlayPauses: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("quiz_plays").field("pauses", .int, .required, .sql(.default(0))).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("quiz_plays").deleteField("pauses").update()
    }
}
