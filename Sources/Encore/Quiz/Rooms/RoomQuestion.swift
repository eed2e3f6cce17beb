import Foundation

/// A pack's question as a room keeps it (copied when the room opens): the same facts as the
/// pack's row, so the room judges, hints and reveals exactly as solo play does.
struct RoomQuestion: Codable, Sendable {
    let position: Int
    let title: String
    let originalTitle: String?
    let releaseYear: Int?
    let releaseDate: String?
    let overview: String?
    let poster: String
    let areas: [QuizArea]
    let extraAnswers: [String]
    let genres: [String]?
    let directors: [String]?
    let directorsEnglish: [String]?

    init(_ question: QuizQuestion) {
        position = question.position
        title = question.title
        originalTitle = question.originalTitle
        releaseYear = question.releaseYear
        releaseDate = question.releaseDate
        overview = question.overview
        poster = question.poster
        areas = question.areas
        extraAnswers = question.extraAnswers
        genres = question.genres
        directors = question.directors
        directorsEnglish = question.directorsEnglish
    }

    /// The question as the pack's model, for what solo play already knows how to do with one
    /// (`AnswerJudge`, `QuizHints`, `QuestionCard`); never saved.
    var model: QuizQuestion {
        let question = QuizQuestion()
        question.position = position
        question.title = title
        question.originalTitle = originalTitle
        question.releaseYear = releaseYear
        question.releaseDate = releaseDate
        question.overview = overview
        question.poster = poster
        question.areas = areas
        question.extraAnswers = extraAnswers
        question.genres = genres
        question.directors = directors
        question.directorsEnglish = directorsEnglish
        return question
    }
}
