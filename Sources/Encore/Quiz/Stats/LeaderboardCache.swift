import Foundation
import SQLKit

/// Packs' leaderboard rankings (who holds the top places, with what score), kept per pack until its
/// plays or its answer exposures change. Ranking means a windowed query over every play of the pack,
/// and SQLite prepared that long statement on every view: most of a result page's database time.
/// What the ranking reads only grows, or shrinks when a profile goes, so one short aggregate names it
/// (`Version`); every instance ranks the same for the same version. Names and avatars are not kept:
/// they are read with the version, for the kept players, so a new nickname shows on the next view.
final class LeaderboardCache: Sendable {
    /// What the ranking of a pack was computed from.
    struct Version: Hashable, Sendable {
        let plays: Int
        let finished: Int
        /// The latest `started_at` and `finished_at`, as the database prints them (only compared).
        /// A new play moves the first even when a deleted one leaves the count as it was.
        let started: String?
        let last: String?
        let exposures: Int
    }

    /// One ranked player's place (the name is read per view).
    struct Place: Sendable {
        let playerID: UUID
        let best: Int
        let rank: Int
    }

    struct Ranking: Sendable {
        let version: Version
        let players: Int
        let top: [Place]
    }

    /// A kept player's name and avatar as read now.
    struct Name: Sendable {
        let nickname: String
        let avatarUpload: String?
    }

    private let kept = KeptTable<UUID, Ranking>(capacity: 1_000)

    subscript(packID: UUID) -> Ranking? { kept[packID] }

    func keep(_ ranking: Ranking, for packID: UUID) { kept.keep(ranking, for: packID) }

    private struct CheckRow: Decodable {
        let plays: Int
        let finished: Int
        let started: String?
        let last: String?
        let exposures: Int
        let id: UUID?
        let nickname: String?
        let avatar_upload: String?

        var version: Version {
            Version(plays: plays, finished: finished, started: started, last: last, exposures: exposures)
        }
    }

    /// The pack's version now and, in the same statement, the names of `players` (those that still exist).
    static func check(_ packID: UUID, names players: [UUID], on sql: any SQLDatabase) async throws
        -> (version: Version?, names: [UUID: Name])
    {
        // One row at least: the aggregate always has one, and the join keeps it when no name matches.
        let names: SQLQueryString = players.isEmpty ? "1 = 0" : "p.id IN (\(binds: players))"
        let rows = try await sql.raw(
            """
            SELECT v.plays, v.finished, v.started, v.last, v.exposures, p.id, p.nickname, p.avatar_upload FROM
              (SELECT COUNT(*) AS plays, COUNT(finished_at) AS finished, CAST(MAX(started_at) AS TEXT) AS started,
                 CAST(MAX(finished_at) AS TEXT) AS last,
                 (SELECT COUNT(*) FROM quiz_answer_exposures WHERE pack_id = \(bind: packID)) AS exposures
               FROM quiz_plays WHERE pack_id = \(bind: packID)) AS v
            LEFT JOIN profiles p ON \(names)
            """
        ).all(decoding: CheckRow.self)
        var found: [UUID: Name] = [:]
        for row in rows {
            if let id = row.id, let nickname = row.nickname {
                found[id] = Name(nickname: nickname, avatarUpload: row.avatar_upload)
            }
        }
        return (rows.first?.version, found)
    }
}
