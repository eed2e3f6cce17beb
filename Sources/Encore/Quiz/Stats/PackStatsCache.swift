import Foundation
import SQLKit

/// A pack's finished plays summed up, kept per pack until another play of it finishes. The sums
/// read every finished play of the pack (with its outcomes) on each view of its statistics: work
/// that grows with the pack's popularity. A finished play never changes, so the number of them and
/// the latest finishing time name what was summed (`Version`, one cheap query); every instance
/// computes the same sums for the same version.
final class PackStatsCache: Sendable {
    struct Version: Hashable, Sendable, Decodable {
        let plays: Int
        /// The latest `finished_at`, as the database prints it (only compared, never read as a date).
        let last: String?
    }

    struct Totals: Sendable {
        let plays: Int
        let players: Int
        let averageScore: Int?
        /// Per question index: outcomes recorded, and right ones.
        let answered: [Int]
        let solved: [Int]
        let solvedAtStep: [Int]
    }

    private let kept = KeptTable<UUID, (version: Version, totals: Totals)>(capacity: 1_000)

    /// A pack as its statistics name it, with the version of its sums, in one plain read.
    struct Subject: Decodable, Sendable {
        let id: UUID
        let title: String
        let level: QuizLevel
        let maker_id: UUID
        let plays: Int
        let last: String?

        var version: Version { Version(plays: plays, last: last) }
    }

    /// The pack `packID` and the version of its sums; nil for no such pack.
    static func subject(_ packID: UUID, on sql: any SQLDatabase) async throws -> Subject? {
        try await sql.raw(
            """
            SELECT p.id, p.title, p.level, p.maker_id, v.plays, v.last FROM quiz_packs p,
              (SELECT COUNT(*) AS plays, CAST(MAX(finished_at) AS TEXT) AS last FROM quiz_plays \
               WHERE pack_id = \(bind: packID) AND finished_at IS NOT NULL) v
            WHERE p.id = \(bind: packID)
            """
        ).first(decoding: Subject.self)
    }

    func totals(_ packID: UUID, at version: Version, fitting questions: Int, steps: Int) -> Totals? {
        guard let entry = kept[packID], entry.version == version,
            entry.totals.answered.count == questions, entry.totals.solvedAtStep.count == steps
        else { return nil }
        return entry.totals
    }

    func keep(_ totals: Totals, for packID: UUID, at version: Version) {
        kept.keep((version, totals), for: packID)
    }
}
