import Fluent
import Foundation

/// A quiz pack: a title, a level and its questions in the maker's order.
final class QuizPack: Model, @unchecked Sendable {
    static let schema = "quiz_packs"

    @ID(key: .id) var id: UUID?
    @Field(key: "title") var title: String
    @Field(key: "level") var level: QuizLevel
    @Parent(key: "maker_id") var maker: Profile
    @Field(key: "created_at") var createdAt: Date
    /// Six characters from `ShareCode`; the link `/q/<code>` plays the pack.
    @OptionalField(key: "share_code") var shareCode: String?
    /// Whether answering sooner scores more (`QuizScoring`); the maker can turn it off.
    @Field(key: "speed_scoring") var speedScoring: Bool
    @Field(key: "kind") var kind: QuizKind
    @Field(key: "origin") var origin: PackOrigin
    /// For starter packs: their key in `Resources/Data/quiz-starters.json`, which the sync updates by.
    @OptionalField(key: "starter_key") var starterKey: String?
    @Children(for: \.$pack) var questions: [QuizQuestion]

    init() {}

    init(title: String, level: QuizLevel, makerID: UUID, createdAt: Date) {
        self.title = title
        self.level = level
        self.$maker.id = makerID
        self.createdAt = createdAt
        speedScoring = true
        kind = .poster
        origin = .user
    }
}

/// One poster question: the movie's titles (what is accepted as the answer), the poster's image
/// source and the areas the maker chose, in order.
final class QuizQuestion: Model, @unchecked Sendable {
    static let schema = "quiz_questions"

    @ID(key: .id) var id: UUID?
    @Parent(key: "pack_id") var pack: QuizPack
    @Field(key: "position") var position: Int
    @Field(key: "title") var title: String
    @OptionalField(key: "original_title") var originalTitle: String?
    @OptionalField(key: "release_year") var releaseYear: Int?
    @OptionalField(key: "tmdb_id") var tmdbID: Int?
    /// An `ImageSource` path component (never shown to players as is; pages use sealed URLs).
    @Field(key: "poster") var poster: String
    @Field(key: "areas") var areas: [QuizArea]
    @Field(key: "extra_answers") var extraAnswers: [String]
    /// `YYYY-MM-DD` as TMDB gives it, for the result card.
    @OptionalField(key: "release_date") var releaseDate: String?
    @OptionalField(key: "overview") var overview: String?
    /// For hints, from the built-in catalog when the movie is in it (nil: unknown).
    @OptionalField(key: "genres") var genres: [String]?
    @OptionalField(key: "directors") var directors: [String]?
    /// The same directors as written in English (for English pages).
    @OptionalField(key: "directors_en") var directorsEnglish: [String]?

    init() {}

    /// The hint facts (genres, directors) of the catalog's film.
    func takeHints(from movie: MovieCatalog.Movie) {
        genres = movie.genres
        directors = movie.directorNames
        directorsEnglish = movie.directorNamesEnglish
    }

    var judge: AnswerJudge { AnswerJudge(title: title, originalTitle: originalTitle, extraAnswers: extraAnswers) }
}
