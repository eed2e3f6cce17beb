import Vapor

extension Request {
    var movieDetails: MovieDetailService {
        get throws {
            MovieDetailService(
                database: try database, clock: encore.clock, source: encore.upstreams.boxOffice,
                movieSearch: encore.upstreams.movieSearch,
                tmdb: encore.settings.tmdb, posterSearch: encore.upstreams.posterSearch,
                hostPolicy: encore.images.hostPolicy,
                cache: encore.caches.movieInfoCache, allowance: try upstreamAllowance)
        }
    }
}
