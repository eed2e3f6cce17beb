/// A pack as its maker submits it (the editor's state). Nothing here is trusted: `PackService`
/// checks every field again.
struct PackDraft: Codable, Sendable {
    var title: String
    var level: QuizLevel
    var questions: [QuestionDraft]
    /// Answering sooner scores more; nil (older files and clients) means on.
    var speedScoring: Bool?
    /// Poster or 초성 questions; nil (older files and clients) means poster.
    var kind: QuizKind?
}

struct QuestionDraft: Codable, Sendable {
    var title: String
    var originalTitle: String?
    var year: Int?
    var tmdbID: Int?
    var poster: PosterChoice
    var areas: [QuizArea]
    var extraAnswers: [String]?
    /// For the result card: `YYYY-MM-DD` and the movie's synopsis, both optional.
    var releaseDate: String?
    var overview: String?
}

/// Exactly one of: an uploaded picture (by hash) or a TMDB poster path such as `/abc123.jpg`.
struct PosterChoice: Codable, Sendable {
    var upload: String?
    var tmdbPath: String?
}
