import Vapor

/// The box office section's services for one request (see `QuizFactory`).
struct BoxOfficeFactory: Sendable {
    let app: Application
    private var encore: EncoreServices { app.encore }

    func archive(_ request: Request) throws -> BoxOfficeArchive {
        let allowance = try allowance(request)
        return BoxOfficeArchive(
            database: try request.database, clock: encore.clock, source: encore.upstreams.boxOffice,
            coalescer: encore.caches.chartRequests, stored: encore.caches.storedCharts,
            admit: { try await allowance.admitKOBIS() })
    }

    func movieDetails(_ request: Request) throws -> MovieDetailService {
        MovieDetailService(
            database: try request.database, clock: encore.clock, source: encore.upstreams.boxOffice,
            movieSearch: encore.upstreams.movieSearch, tmdb: encore.settings.tmdb,
            posterSearch: encore.upstreams.posterSearch, hostPolicy: encore.images.hostPolicy,
            cache: encore.caches.movieInfoCache, posters: encore.caches.moviePosters,
            allowance: try allowance(request))
    }

    /// What this client's page views may spend upstream.
    func allowance(_ request: Request) throws -> UpstreamAllowance {
        UpstreamAllowance(
            database: try request.database, clock: encore.clock, limits: try app.rateLimits(for: request),
            client: request.clientNetwork)
    }

    /// Korea's today by the app clock: what a chart URL without a date means.
    func today() -> Day { Day(koreaTimeOf: encore.clock.now()) }
}
