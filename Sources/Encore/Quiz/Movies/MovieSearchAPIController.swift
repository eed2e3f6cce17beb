import Hangul
import Vapor

/// `/api/v1/quiz/movies`: what the pack editor searches. TMDB in the visitor's language when a key
/// is configured (results without a poster dropped: they cannot be asked); otherwise, or when TMDB
/// fails, the built-in catalog, whose movies get their poster by upload.
struct MovieSearchAPIController {
    let quiz: QuizFactory

    struct Found: Content {
        let source: String
        let movies: [MovieChoice]
        let page: Int
        let totalPages: Int
        /// Why the catalog answered although TMDB is configured.
        let notice: String?
    }

    struct MovieChoice: Content {
        let tmdbID: Int?
        let catalogID: String?
        let title: String
        let originalTitle: String
        let englishTitle: String?
        let year: Int?
        let releaseDate: String?
        let overview: String?
        let posterPath: String?
        let posterURL: String?
    }

    struct Poster: Content {
        let path: String
        let language: String?
        let url: String
    }

    func search(_ request: Request) async throws -> Found {
        let query = (try? request.query.get(String.self, at: "query")) ?? ""
        guard query.unicodeScalars.count <= 100 else { throw FieldProblem("query", "quiz.movies.queryTooLong") }
        // Initials are a 초성 question's whole clue: answered only to a signed-in profile (the
        // pack editor's), and not while it or anyone on its connection is in the middle of one.
        if Hangul.containsConsonantJamo(query) {
            guard let player = request.auth.get(Profile.self) else {
                throw QuickGameError.needsProfile
            }
            if try await quiz.liveAnswerers(request).isAnswering(
                profile: try player.requireID(), addressKey: request.clientNetworkKey)
            {
                throw QuickGameError.duringPlay
            }
        }
        let page = try request.pageNumber(last: 500)
        guard quiz.tmdb.isConfigured else { return catalog(query, request, notice: nil) }
        let kept = quiz.movieSearch.keptSearch(query, language: request.language, page: page)
        if kept == nil, try await !admitUpstream(request) {
            return catalog(
                query, request,
                notice: request.text(UpstreamError.rateLimited(retryAfter: nil).answer.key) + " "
                    + request.text("quiz.movies.fromCatalog"))
        }
        do {
            let results: MovieSearchResults
            if let kept {
                results = kept
            } else {
                results = try await quiz.movieSearch.search(query, language: request.language, page: page)
            }
            let size = await quiz.movieSearch.posterSize(now: quiz.now())
            return Found(
                source: "tmdb", movies: results.moviesWithPosters.map { tmdbChoice($0, size: size, request) },
                page: results.page, totalPages: results.totalPages, notice: nil)
        } catch let error as UpstreamError {
            request.logger.warning("TMDB search failed, using the catalog", metadata: ["error": "\(error)"])
            return catalog(
                query, request,
                notice: request.text(error.answer.key) + " " + request.text("quiz.movies.fromCatalog"))
        }
    }

    func posters(_ request: Request) async throws -> [Poster] {
        guard let movieID = request.parameters.get(.movieID, as: Int.self) else {
            throw UpstreamError.notFound
        }
        let kept = quiz.movieSearch.keptPosters(movieID: movieID)
        if kept == nil, try await !admitUpstream(request) {
            throw UpstreamError.rateLimited(retryAfter: Int(RateLimit.upstreamPerAddress.window))
        }
        do {
            let posters: ArraySlice<TMDBImage>
            if let kept {
                posters = kept.prefix(24)
            } else {
                posters = try await quiz.movieSearch.posters(movieID: movieID).prefix(24)
            }
            let size = await quiz.movieSearch.posterSize(now: quiz.now())
            return posters.compactMap { poster in
                quiz.tmdb.posterSource(poster.filePath, size: size).map {
                    Poster(
                        path: poster.filePath, language: poster.language,
                        url: request.viewContext.imageURL(.cover(width: 400), $0))
                }
            }
        }
    }

    /// A call to TMDB spends the visitor's upstream allowance, as a box office page's does (KOBIS,
    /// Kakao, TMDB share one: `RateLimit.upstreamPerAddress`); a kept answer spends nothing.
    private func admitUpstream(_ request: Request) async throws -> Bool {
        try await quiz.limits(request).allow(.upstreamPerAddress, key: request.clientNetwork)
    }

    private func catalog(_ query: String, _ request: Request, notice: String?) -> Found {
        let movies = quiz.catalog.search(query).map { movie in
            MovieChoice(
                tmdbID: nil, catalogID: movie.id, title: movie.titleKo, originalTitle: movie.titleOriginal,
                englishTitle: movie.titleEn, year: movie.year, releaseDate: nil, overview: nil,
                posterPath: nil, posterURL: nil)
        }
        return Found(source: "catalog", movies: movies, page: 1, totalPages: movies.isEmpty ? 0 : 1, notice: notice)
    }

    private func tmdbChoice(_ movie: TMDBMovie, size: String, _ request: Request) -> MovieChoice {
        let source = movie.posterPath.flatMap { quiz.tmdb.posterSource($0, size: size) }
        return MovieChoice(
            tmdbID: movie.id, catalogID: nil, title: movie.title, originalTitle: movie.originalTitle,
            englishTitle: nil, year: movie.releaseDate.flatMap { Int($0.prefix(4)) },
            releaseDate: movie.releaseDate, overview: movie.overview, posterPath: movie.posterPath,
            posterURL: source.map { request.viewContext.imageURL(.cover(width: 400), $0) })
    }
}
