import Fluent
import Foundation
import SQLKit
import Vapor

/// Whether someone is in the middle of a question, so nothing may hand them what it hides: a 초성
/// copy of the pack (every question's initials and hints) or an initial-consonant search (a 초성
/// question's whole clue). Someone is a profile, or a client address: a second profile or a
/// signed-out tab on the same connection is the same player as far as the server can tell, so a
/// school's network waits for its students' questions too (#27.4).
struct LiveAnswerers {
    let database: any Database
    let clock: AppClock

    /// A solo play whose question started within `PlayService.liveFor`, or a room joined that is
    /// still active, by this profile or from this address (of `pack`, or of any pack).
    /// `solo: false` asks about rooms only.
    func isAnswering(profile: UUID?, addressKey: String, pack: UUID? = nil, solo: Bool = true) async throws -> Bool {
        guard let sql = database as? any SQLDatabase else { throw QuizLeaderboards.NotSQL() }
        let now = clock.now()
        let who: SQLQueryString =
            profile.map { "(player_id = \(bind: $0) OR address_key = \(bind: addressKey))" }
            ?? "address_key = \(bind: addressKey)"
        let roomWho: SQLQueryString =
            profile.map { "(p.profile_id = \(bind: $0) OR p.address_key = \(bind: addressKey))" }
            ?? "p.address_key = \(bind: addressKey)"
        if solo,
            try await sql.raw(
                """
                SELECT 1 AS live FROM \(ident: QuizPlay.schema) WHERE \(who) AND finished_at IS NULL
                  AND question_started_at > \(bind: now.addingTimeInterval(-PlayService.liveFor))
                  \(pack.map { "AND pack_id = \(bind: $0)" as SQLQueryString } ?? "")
                LIMIT 1
                """
            ).first() != nil
        {
            return true
        }
        return try await sql.raw(
            """
            SELECT 1 AS live FROM quiz_room_players AS p JOIN \(ident: QuizRoom.schema) AS r ON r.id = p.room_id
            WHERE \(roomWho) AND r.live_pin IS NOT NULL AND r.active_until > \(bind: now)
              \(pack.map { "AND r.pack_id = \(bind: $0)" as SQLQueryString } ?? "")
            LIMIT 1
            """
        ).first() != nil
    }

    /// Adds a room's player (on every join; a second join of the same player changes nothing).
    func joined(room: UUID, player: UUID, profile: UUID?, addressKey: String) async throws {
        guard let sql = database as? any SQLDatabase else { throw QuizLeaderboards.NotSQL() }
        try await database.serializedSQLiteWrite {
            try await sql.raw(
                """
                INSERT INTO quiz_room_players (room_id, player_id, profile_id, address_key)
                VALUES (\(bind: room), \(bind: player), \(bind: profile), \(bind: addressKey))
                ON CONFLICT (room_id, player_id) DO NOTHING
                """
            ).run()
        }
    }
}

extension Request {
    var liveAnswerers: LiveAnswerers { LiveAnswerers(database: db, clock: encore.clock) }
}
