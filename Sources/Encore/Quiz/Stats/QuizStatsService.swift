import Fluent
import Foundation

/// The numbers behind 기록, read from finished plays: a player's games, and how a pack is solved.
struct QuizStatsService {
    let database: EncoreDatabase
    let packs: PackService
    /// Packs' summed plays, by version (`PackStatsCache`).
    var kept: PackStatsCache?

    func player(_ profileID: UUID) async throws -> QuizStatistics.Player {
        try await QuizStatistics.player(profileID, on: database)
    }

    /// Anyone may see how a pack is solved; only its maker sees the answers next to the numbers.
    func pack(_ packID: UUID, viewer: UUID?) async throws -> (QuizPack, QuizStatistics.Pack) {
        let pack = try await packs.find(packID)
        return (
            pack,
            try await QuizStatistics.pack(
                pack, showTitles: viewer != nil && pack.$maker.id == viewer, on: database, kept: kept)
        )
    }
}
