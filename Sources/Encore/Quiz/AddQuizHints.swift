import Fluent

/// Hints: the genres and directors a question can hint at (unknown for questions made before), and
/// how many hints the current question of a play has used.
struct AddQuizHints: AsyncMigration {
    func prepare(on database: any Database) async throws {
        // One column per statement: SQLite's ALTER TABLE adds one at a time.
        try await database.schema(QuizQuestion.schema).field("genres", .array(of: .string)).update()
        try await database.schema(QuizQuestion.schema).field("directors", .array(of: .string)).update()
        try await database.schema(QuizPlay.schema).field("hints_used", .int, .required, .sql(.default(0))).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(QuizPlay.schema).deleteField("hints_used").update()
        try await database.schema(QuizQuestion.schema).deleteField("directors").update()
        try await database.schema(QuizQuestion.schema).deleteField("genres").update()
    }
}
