import Fluent
import Foundation
import SQLKit

/// Whether someone is in the middle of a question, so nothing may hand them what it hides: a 초성
/// copy of the pack (every question's initials and hints), an initial-consonant search (a 초성
/// question's whole clue) or a solo play of a room's pack (an answer checker) (#27.4).
///
/// Someone is a profile: in a solo question started within `PlayService.liveFor`, or in a room that
/// is still active. And, while one of a room's questions is being asked, anyone on the client
/// address one of its players joined from: a second profile or a signed-out tab on the same
/// connection is the same player as far as the server can tell. Solo plays are not matched by
/// address: a school's network would wait for every student's game; there the cost of a second
/// profile is only one's own first-play score, and searches by title stay open to everyone anyway.
struct LiveAnswerers {
    let database: EncoreDatabase
    let clock: AppClock

    /// Of `pack`, or of any pack. `solo: false` asks about rooms only.
    func isAnswering(profile: UUID?, addressKey: String, pack: UUID? = nil, solo: Bool = true) async throws -> Bool {
        let sql = database.sql
        let now = clock.now()
        if solo, let profile,
            try await sql.raw(
                """
                SELECT 1 AS live FROM \(ident: QuizPlay.schema) WHERE player_id = \(bind: profile) AND finished_at IS NULL
                  AND question_started_at > \(bind: now.addingTimeInterval(-PlayService.liveFor))
                  \(pack.map { "AND pack_id = \(bind: $0)" as SQLQueryString } ?? "")
                LIMIT 1
                """
            ).first() != nil
        {
            return true
        }
        let byProfile: SQLQueryString =
            profile.map { "(p.profile_id = \(bind: $0) AND r.active_until > \(bind: now)) OR " } ?? ""
        return try await sql.raw(
            """
            SELECT 1 AS live FROM quiz_room_players AS p JOIN \(ident: QuizRoom.schema) AS r ON r.id = p.room_id
            WHERE r.live_pin IS NOT NULL
              AND (\(byProfile)(p.address_key = \(bind: addressKey) AND r.question_until > \(bind: now)))
              \(pack.map { "AND r.pack_id = \(bind: $0)" as SQLQueryString } ?? "")
            LIMIT 1
            """
        ).first() != nil
    }

    /// Adds a room's player (on every join; a second join of the same player changes nothing).
    func joined(room: UUID, player: UUID, profile: UUID?, addressKey: String) async throws {
        let sql = database.sql
        try await database.serializedWrite {
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
