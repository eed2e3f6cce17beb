import Fluent

/// Hints: the genres and directors a question can hint at (looked up in the built-in catalog for
/// questions made before), and how many hints the current question of a play has used.
struct AddQuizHints: AsyncMigration {
    let catalog: MovieCatalog

    func prepare(on database: any Database) async throws {
        // One column per statement: SQLite's ALTER TABLE adds one at a time.
        try await database.schema(QuizQuestion.schema).field("genres", .array(of: .string)).update()
        try await database.schema(QuizQuestion.schema).field("directors", .array(of: .string)).update()
        try await database.schema(QuizQuestion.schema).field("directors_en", .array(of: .string)).update()
        try await database.schema(QuizPlay.schema).field("hints_used", .int, .required, .sql(.default(0))).update()
        // Only the columns this migration knows: later ones do not exist yet when it runs.
        let questions = try await QuizQuestion.query(on: database).field(\.$id).field(\.$title).field(\.$originalTitle).field(\.$releaseYear).all()
        for question in questions {
            guard let movie = catalog.match(title: question.title, originalTitle: question.originalTitle, year: question.releaseYear) else { continue }
            try await QuizQuestion.query(on: database).filter(\.$id == (try question.requireID()))
                .set(\.$genres, to: movie.genres).set(\.$directors, to: movie.directorNames)
                .set(\.$directorsEnglish, to: movie.directorNamesEnglish).update()
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema(QuizPlay.schema).deleteField("hints_used").update()
        try await database.schema(QuizQuestion.schema).deleteField("directors_en").update()
        try await database.schema(QuizQuestion.schema).deleteField("directors").update()
        try await database.schema(QuizQuestion.schema).deleteField("genres").update()
    }
}
