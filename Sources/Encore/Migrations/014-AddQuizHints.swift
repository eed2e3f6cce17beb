import Fluent
import Foundation
import SQLKit

/// Hints: the genres and directors a question can hint at, and how many hints the current
/// question of a play has used. Questions made before get theirs from the built-in catalog.
/// Frozen: plain SQL on the tables as they were then, never today's models. The catalog is the
/// one input that is today's: a database this old gets today's (corrected) genres and directors.
struct AddQuizHints: AsyncMigration {
    let catalog: MovieCatalog

    private struct Question: Decodable {
        let id: UUID
        let title: String
        let original_title: String?
        let release_year: Int?
    }

    func prepare(on database: any Database) async throws {
        // One column per statement: SQLite's ALTER TABLE adds one at a time.
        try await database.schema("quiz_questions").field("genres", .array(of: .string)).update()
        try await database.schema("quiz_questions").field("directors", .array(of: .string)).update()
        try await database.schema("quiz_questions").field("directors_en", .array(of: .string)).update()
        try await database.schema("quiz_plays").field("hints_used", .int, .required, .sql(.default(0))).update()
        let sql = try EncoreDatabase(database).sql
        let questions = try await sql.raw("SELECT id, title, original_title, release_year FROM quiz_questions").all(
            decoding: Question.self)
        for question in questions {
            guard
                let movie = catalog.match(
                    title: question.title, originalTitle: question.original_title, year: question.release_year)
            else { continue }
            try await sql.raw(
                """
                UPDATE quiz_questions SET genres = \(bind: movie.genres), directors = \(bind: movie.directorNames),
                  directors_en = \(bind: movie.directorNamesEnglish) WHERE id = \(bind: question.id)
                """
            ).run()
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema("quiz_plays").deleteField("hints_used").update()
        try await database.schema("quiz_questions").deleteField("directors_en").update()
        try await database.schema("quiz_questions").deleteField("directors").update()
        try await database.schema("quiz_questions").deleteField("genres").update()
    }
}
