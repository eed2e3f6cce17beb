import Fluent
import Foundation

/// A box-office movie's page: KOBIS movie info and its poster, fetched at the same time, plus its
/// run from the archive. The poster comes from TMDB (title and year) when configured, otherwise
/// from Kakao's first image for "<title> 영화 포스터", always as an image-pipeline source.
struct MovieDetailService {
    /// Everything a movie page shows, so it names the page's kept body.
    struct Detail: Hashable, Sendable {
        let code: String
        let title: String
        let movie: KOBISMovie?
        let poster: ImageSource?
        let run: MovieRun
        /// Why the KOBIS part is missing, when it is.
        let problem: BoxOfficeError?
    }

    let database: EncoreDatabase
    let clock: AppClock
    let source: (any BoxOfficeSource)?
    let movieSearch: any MovieSearch
    let tmdb: Settings.TMDBUpstream
    let posterSearch: any PosterImageSearch
    let hostPolicy: HostPolicy
    let cache: MovieInfoCache
    let posters: MoviePosterCache
    let allowance: UpstreamAllowance

    /// The film's days in the archived charts (its run chart), without asking KOBIS.
    func run(code: String) async throws -> MovieRun {
        try await MovieRun.load(code: code, on: database)
    }

    func detail(code: String) async throws -> Detail {
        let run = try await MovieRun.load(code: code, on: database)
        let archivedTitle = run.title
        async let info = movieInfo(code)
        async let earlyPoster = poster(title: archivedTitle, year: nil)
        let (movie, problem) = await info
        guard movie != nil || archivedTitle != nil else {
            throw problem ?? BoxOfficeError.movieNotFound
        }
        var found = await earlyPoster
        if found == nil, let movie, archivedTitle == nil {
            found = await poster(title: movie.title, year: movie.openDate?.year ?? movie.productionYear)
        }
        return Detail(
            code: code, title: movie?.title ?? archivedTitle ?? code, movie: movie, poster: found, run: run,
            problem: problem)
    }

    private func movieInfo(_ code: String) async -> (KOBISMovie?, BoxOfficeError?) {
        guard let source else { return (nil, .noKey) }
        do {
            return (
                try await cache.movie(code, now: clock.now()) { [allowance, database, clock] in
                    try await allowance.admitKOBIS()
                    try await KOBISCallCount.record(on: Day(koreaTimeOf: clock.now()), database)
                    return try await source.movie(code: code)
                }, nil
            )
        } catch let error as UpstreamError {
            return (nil, error == .notFound ? .movieNotFound : .upstream(error))
        } catch {
            return (nil, .upstream(.unavailable))
        }
    }

    /// A poster is a nicety: any failure just means no poster.
    private func poster(title: String?, year: Int?) async -> ImageSource? {
        guard let title else { return nil }
        if let kept = posters.poster(title: title, year: year, now: clock.now()) { return kept }
        let found = await lookUpPoster(title: title, year: year)
        if let found { posters.keep(found, title: title, year: year, now: clock.now()) }
        return found
    }

    private func lookUpPoster(title: String, year: Int?) async -> ImageSource? {
        guard (try? await allowance.admitClient()) != nil else { return nil }
        if tmdb.isConfigured, let found = try? await movieSearch.search(title, language: .ko, page: 1) {
            let candidates = found.moviesWithPosters
            let match = candidates.first { year == nil || $0.year == year } ?? candidates.first
            if let path = match?.posterPath {
                return tmdb.posterSource(path, size: await movieSearch.posterSize(now: clock.now()))
            }
        }
        let image = try? await posterSearch.firstImage(for: "\(title) 영화 포스터", allowedBy: hostPolicy)
        return (image ?? nil).map(ImageSource.remote)
    }
}

/// KOBIS movie info kept for a day per movie (it rarely changes; KOBIS allows ~3,000 calls a day).
actor MovieInfoCache {
    static let lifetime: TimeInterval = 24 * 3600
    static let capacity = 500

    private var entries: [String: (movie: KOBISMovie, until: Date)] = [:]
    /// Codes KOBIS does not know, so asking again for a made-up code costs no call.
    private var unknown: [String: Date] = [:]
    private let requests = Coalescer<String, KOBISMovie>()

    func movie(_ code: String, now: Date, fetch: @escaping @Sendable () async throws -> KOBISMovie) async throws
        -> KOBISMovie
    {
        if let entry = entries[code], now < entry.until { return entry.movie }
        if let until = unknown[code], now < until { throw UpstreamError.notFound }
        let movie: KOBISMovie
        do {
            movie = try await requests.run(code, fetch)
        } catch UpstreamError.notFound {
            if unknown.count >= Self.capacity { unknown.removeAll() }
            unknown[code] = now.addingTimeInterval(Self.lifetime)
            throw UpstreamError.notFound
        }
        if entries.count >= Self.capacity { entries.removeAll() }
        entries[code] = (movie, now.addingTimeInterval(Self.lifetime))
        return movie
    }
}
