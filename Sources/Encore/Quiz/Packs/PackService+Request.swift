import Vapor

extension Request {
    /// One page of the pack list as cards show it, with the starter packs loaded first, and how
    /// many packs are listed in all.
    func listedPacks(page: Int = 1) async throws -> (packs: [PackSummary], total: Int) {
        do {
            try await starterPacksReady()
        } catch {
            // Players' packs still list; the starters are tried again on the next visit.
            logger.error("Starter packs not loaded: \(error)")
        }
        let listed = try await packs.list(page: page)
        return (listed.rows.map { PackSummary($0, for: self) }, listed.total)
    }

    var packs: PackService {
        get throws {
            PackService(
                database: try database, clock: encore.clock, tmdb: encore.settings.tmdb,
                movieSearch: encore.upstreams.movieSearch, catalog: encore.data.catalog)
        }
    }
}
