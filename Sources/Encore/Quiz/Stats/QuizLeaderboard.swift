import Fluent
import Foundation
import SQLKit

/// A pack's leaderboard: each player's first play once finished (replays know the answers), if it
/// was solo and began before they hosted or joined a room of the pack, highest first; equal scores share a rank
/// (100, 90, 90, 80 → 1, 2, 2, 4) and are listed by who got there first. The top 20, plus the
/// asking player's own place when it is lower.
struct QuizLeaderboard: Codable, Hashable, Sendable {
    static let size = 20

    struct Entry: Codable, Hashable, Sendable {
        let rank: Int
        /// Whom to report (`POST /api/v1/reports`, kind `profile`) for a nickname or avatar.
        let profileID: UUID
        let nickname: String
        let avatarURL: String
        let score: Int
        let isMe: Bool
    }

    let players: Int
    let entries: [Entry]
    /// The asking player's place when it is not among `entries` (nil when they have not finished a play).
    let me: Entry?
}

/// Reads pack leaderboards (`QuizLeaderboard`), the top places kept by version (`LeaderboardCache`).
struct QuizLeaderboards {
    let database: EncoreDatabase
    let images: ImageURLSigner
    let kept: LeaderboardCache

    private typealias Entry = QuizLeaderboard.Entry

    private struct Row: Decodable {
        let playerID: UUID
        let best: Int
        let rank: Int
        let nickname: String
        let avatarUpload: String?
        /// Every ranked player, on each of the top rows (counted before the limit).
        let players: Int?

        enum CodingKeys: String, CodingKey {
            case playerID = "player_id"
            case best, rank, nickname, players
            case avatarUpload = "avatar_upload"
        }

        var place: LeaderboardCache.Place { .init(playerID: playerID, best: best, rank: rank) }
        var name: LeaderboardCache.Name { .init(nickname: nickname, avatarUpload: avatarUpload) }
    }

    /// The maker's own plays do not count: they know every answer.
    func load(pack: QuizPack, viewer: UUID?) async throws -> QuizLeaderboard {
        let packID = try pack.requireID()
        let maker = pack.$maker.id
        let (players, top, names) = try await top(packID, maker: maker)
        var mine: Row?
        if let viewer, viewer != maker, !top.contains(where: { $0.playerID == viewer }) {
            mine = try await database.sql.raw(
                "SELECT \(columns(packID, maker: maker)) WHERE ranked.player_id = \(bind: viewer)"
            )
            .first(decoding: Row.self)
        }
        func entry(_ place: LeaderboardCache.Place, _ name: LeaderboardCache.Name) -> Entry {
            Entry(
                rank: place.rank, profileID: place.playerID, nickname: name.nickname,
                avatarURL: images.avatarURL(
                    id: place.playerID, nickname: name.nickname, upload: name.avatarUpload, size: 64),
                score: place.best, isMe: place.playerID == viewer)
        }
        return QuizLeaderboard(
            players: players,
            entries: top.compactMap { place in names[place.playerID].map { entry(place, $0) } },
            me: mine.map { entry($0.place, $0.name) })
    }

    /// The top places with their names: the kept ranking when the pack's version still matches it
    /// and every player in it still has a profile, else ranked again (and kept).
    private func top(_ packID: UUID, maker: UUID) async throws
        -> (players: Int, top: [LeaderboardCache.Place], names: [UUID: LeaderboardCache.Name])
    {
        let sql = database.sql
        let kept = self.kept[packID]
        // Read before ranking: a change in between makes the kept version older than what it ranks,
        // which only costs a ranking again on the next view.
        let check = try await LeaderboardCache.check(packID, names: kept?.top.map(\.playerID) ?? [], on: sql)
        if let kept, kept.version == check.version, kept.top.allSatisfy({ check.names[$0.playerID] != nil }) {
            return (kept.players, kept.top, check.names)
        }
        // The count of every ranked player rides on the top rows: a window is counted before the limit.
        let rows = try await sql.raw(
            """
            SELECT COUNT(*) OVER () AS players, \(columns(packID, maker: maker)) \
            ORDER BY ranked.rank, ranked.first, ranked.player_id LIMIT \(literal: QuizLeaderboard.size)
            """
        )
        .all(decoding: Row.self)
        let players = rows.first?.players ?? 0
        if let version = check.version {
            self.kept.keep(.init(version: version, players: players, top: rows.map(\.place)), for: packID)
        }
        return (
            players, rows.map(\.place),
            Dictionary(rows.map { ($0.playerID, $0.name) }, uniquingKeysWith: { first, _ in first })
        )
    }

    /// Ranked players' columns with their names and avatars (plain columns, not Profile models).
    private func columns(_ packID: UUID, maker: UUID) -> SQLQueryString {
        // Each player's first play only, once finished (a replay knows the answers), then RANK() so
        // ties share a place; deleted players' plays (`DeletedPlayer`) are counted, never ranked. A
        // room play is a play (a solo play after it is a replay) but is never ranked, and a solo play
        // is not ranked if its player could see the pack's answers before it finished: hosting or
        // joining a room of the pack, or drawing a 초성 copy of it (`AnswerExposures`), even after
        // the play began (a question left to time out while a room showed every title: #52.4).
        let ranked = SQLQueryString(
            """
            SELECT player_id, best, first, RANK() OVER (ORDER BY best DESC) AS rank FROM (
              SELECT player_id, score AS best, finished_at AS first, started_at, room_id,
                     ROW_NUMBER() OVER (PARTITION BY player_id ORDER BY started_at ASC, id ASC) AS nth
              FROM \(ident: QuizPlay.schema)
              WHERE pack_id = \(bind: packID) AND player_id <> \(bind: maker)
                AND player_id <> \(bind: DeletedPlayer.id)) AS plays
            WHERE nth = 1 AND best IS NOT NULL AND room_id IS NULL
              AND NOT EXISTS (
                SELECT 1 FROM \(ident: AnswerExposures.schema) AS seen
                WHERE seen.pack_id = \(bind: packID) AND seen.profile_id = plays.player_id
                  AND seen.seen_at <= plays.first)
            """)
        return SQLQueryString(
            """
            ranked.player_id, ranked.best, ranked.rank, p.nickname, p.avatar_upload FROM (\(ranked)) AS ranked \
            JOIN \(ident: Profile.schema) AS p ON p.id = ranked.player_id
            """)
    }
}
