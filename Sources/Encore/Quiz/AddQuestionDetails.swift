import Fluent

/// The release date and overview shown on a question's result card.
struct AddQuestionDetails: AsyncMigration {
    func prepare(on database: any Database) async throws {
        // One column per statement: SQLite adds a single column per ALTER TABLE.
        try await database.schema(QuizQuestion.schema).field("release_date", .string).update()
        try await database.schema(QuizQuestion.schema).field("overview", .string).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(QuizQuestion.schema).deleteField("overview").update()
        try await database.schema(QuizQuestion.schema).deleteField("release_date").update()
    }
}
