import Fluent
import Foundation
import SQLKit

/// The release date and overview shown on a question's result card.
struct AddQuestionDetails: AsyncMigration {
    func prepare(on database: any Database) async throws {
        // One column per statement: SQLite adds a single column per ALTER TABLE.
        try await database.schema("quiz_questions").field("release_date", .string).update()
        try await database.schema("quiz_questions").field("overview", .string).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("quiz_questions").deleteField("overview").update()
        try await database.schema("quiz_questions").deleteField("release_date").update()
    }
}
