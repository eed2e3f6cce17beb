import Vapor

extension Request {
    /// The pack list as cards show it, with the starter packs loaded first.
    func listedPacks() async throws -> [PackSummary] {
        do {
            try await starterPacksReady()
        } catch {
            // Players' packs still list; the starters are tried again on the next visit.
            logger.error("Starter packs not loaded: \(error)")
        }
        return try await packs.list().map { PackSummary($0, for: self) }
    }

    var packs: PackService {
        PackService(
            database: db, clock: encore.clock, tmdb: encore.settings.tmdb, movieSearch: encore.upstreams.movieSearch,
            catalog: encore.data.catalog)
    }
}
