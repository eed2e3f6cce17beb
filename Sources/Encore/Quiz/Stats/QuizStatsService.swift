import Fluent
import Foundation

/// The numbers behind 기록, read from finished plays: a player's games, and how a pack is solved.
struct QuizStatsService {
    let database: EncoreDatabase
    /// Packs' summed plays, by version (`PackStatsCache`).
    var kept: PackStatsCache?

    func player(_ profileID: UUID) async throws -> QuizStatistics.Player {
        try await QuizStatistics.player(profileID, on: database)
    }

    /// Anyone may see how a pack is solved; only its maker sees the answers next to the numbers.
    func pack(_ packID: UUID, viewer: UUID?) async throws -> (PackStatsCache.Subject, QuizStatistics.Pack) {
        guard
            let found = try await QuizStatistics.pack(
                packID, showTitles: { viewer != nil && $0.maker_id == viewer }, on: database, kept: kept)
        else { throw PackError.notFound }
        return found
    }
}
