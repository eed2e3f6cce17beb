import Foundation

/// TMDB's searches and poster lists kept by this process for a few minutes. A pack maker types,
/// pages back and forth and opens a film's posters again, and each of those waited on a round trip
/// to TMDB (the server's own work is a tenth of it); a room of makers often searches the same
/// films. What TMDB says of a film changes over days, not minutes. A failure is not kept.
struct CachedMovieSearch: MovieSearch {
    static let keptFor: Duration = .seconds(10 * 60)

    struct SearchKey: Hashable, Sendable {
        let query: String
        let language: Language
        let page: Int
    }

    struct Kept<Value: Sendable>: Sendable {
        let value: Value
        let keptAt: ContinuousClock.Instant

        var isFresh: Bool { keptAt.duration(to: .now) < CachedMovieSearch.keptFor }
    }

    let upstream: any MovieSearch
    private let searches = KeptTable<SearchKey, Kept<MovieSearchResults>>(capacity: 2_000)
    private let posterLists = KeptTable<Int, Kept<[TMDBImage]>>(capacity: 2_000)

    init(_ upstream: any MovieSearch) { self.upstream = upstream }

    func keptSearch(_ query: String, language: Language, page: Int) -> MovieSearchResults? {
        searches[SearchKey(query: query, language: language, page: page)].flatMap { $0.isFresh ? $0.value : nil }
    }

    func keptPosters(movieID: Int) -> [TMDBImage]? {
        posterLists[movieID].flatMap { $0.isFresh ? $0.value : nil }
    }

    func search(_ query: String, language: Language, page: Int) async throws -> MovieSearchResults {
        let key = SearchKey(query: query, language: language, page: page)
        if let kept = searches[key], kept.isFresh { return kept.value }
        let found = try await upstream.search(query, language: language, page: page)
        searches.keep(Kept(value: found, keptAt: .now), for: key)
        return found
    }

    func posters(movieID: Int) async throws -> [TMDBImage] {
        if let kept = posterLists[movieID], kept.isFresh { return kept.value }
        let posters = try await upstream.posters(movieID: movieID)
        posterLists.keep(Kept(value: posters, keptAt: .now), for: movieID)
        return posters
    }

    func details(movieID: Int, language: Language) async throws -> TMDBMovie {
        try await upstream.details(movieID: movieID, language: language)
    }

    func posterSize(now: Date) async -> String { await upstream.posterSize(now: now) }
}
