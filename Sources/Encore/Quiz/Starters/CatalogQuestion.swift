import Foundation
import Hangul

/// A question about a catalog film, asked by its Korean or its English title. The other titles
/// are accepted answers too, and the catalog supplies the hints (year, genres, directors).
enum CatalogQuestion {
    static func title(of movie: MovieCatalog.Movie, in language: Language) -> String {
        language == .ko ? movie.titleKo : movie.titleEn
    }

    static func make(_ movie: MovieCatalog.Movie, in language: Language, position: Int) -> QuizQuestion {
        let question = QuizQuestion()
        question.position = position
        question.title = title(of: movie, in: language)
        question.originalTitle = movie.titleOriginal
        var seen = Set([question.title, movie.titleOriginal].map(Hangul.normalizedAnswer))
        question.extraAnswers = [movie.titleKo, movie.titleEn].filter {
            seen.insert(Hangul.normalizedAnswer($0)).inserted
        }
        question.releaseYear = movie.year
        question.poster = ""
        question.areas = []
        question.takeHints(from: movie)
        return question
    }
}
