import Foundation

/// Finding movies and their posters for quiz packs. `TMDBClient` is the live source; without a
/// TMDB key the quiz falls back to the built-in catalog and uploaded posters.
protocol MovieSearch: Sendable {
    func search(_ query: String, language: Language, page: Int) async throws -> MovieSearchResults
    /// Posters of one movie: Korean first, then English, then those without text, then the rest.
    func posters(movieID: Int) async throws -> [TMDBImage]
    /// One movie's titles, release date, poster and synopsis in `language` (for starter packs).
    func details(movieID: Int, language: Language) async throws -> TMDBMovie
    /// The poster size to fetch (from TMDB's configuration, cached), `original` if unknown.
    func posterSize(now: Date) async -> String
    /// What `search` would answer without a call upstream (a kept answer), if anything: a visitor's
    /// upstream allowance is spent only on calls (`MovieSearchAPIController`).
    func keptSearch(_ query: String, language: Language, page: Int) -> MovieSearchResults?
    func keptPosters(movieID: Int) -> [TMDBImage]?
}

extension MovieSearch {
    func keptSearch(_ query: String, language: Language, page: Int) -> MovieSearchResults? { nil }
    func keptPosters(movieID: Int) -> [TMDBImage]? { nil }
}

struct MovieSearchResults: Sendable {
    let movies: [TMDBMovie]
    let page: Int
    /// Clamped to TMDB's last reachable page (500), though it may report more.
    let totalPages: Int

    /// What the pack maker can choose from: a movie without a poster cannot be a poster question.
    var moviesWithPosters: [TMDBMovie] { movies.filter { $0.posterPath != nil } }
}
