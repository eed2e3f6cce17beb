import Fluent
import Foundation
import SQLKit

/// Creates, finds and ends profile sessions, and keeps the session cookie in step.
struct SessionStore {
    static let cookieName = "encore_session"
    /// Sliding lifetime: a session unused for this long expires.
    static let lifetime: TimeInterval = 60 * 60 * 24 * 180
    /// How stale `last_seen_at` may get before a request refreshes it (saves a write per request).
    static let refreshAfter: TimeInterval = 60 * 60 * 24

    let database: EncoreDatabase
    let clock: AppClock

    /// Starts a session for `profile` and returns the token for the cookie.
    func start(for profile: Profile) async throws -> String {
        let token = RandomToken.make(bytes: 32)
        let session = ProfileSession(
            tokenHash: RandomToken.sha256Hex(token), profileID: try profile.requireID(), now: clock.now(),
            lifetime: Self.lifetime)
        try await session.create(on: database)
        return token
    }

    /// The signed-in profile for a cookie token; an expired session is removed. This runs on every
    /// signed-in request, so it is one plain query: reading the two rows as Fluent models (query
    /// building, serialising and reflective decoding) cost about 400 µs of CPU per request.
    func find(token: String) async throws -> Profile? {
        guard
            let row = try await database.sql.raw(
                """
                SELECT s.id AS session_id, s.last_seen_at, s.expires_at, \(unsafeRaw: SignedInRow.profileColumns)
                FROM profile_sessions s JOIN profiles p ON p.id = s.profile_id
                WHERE s.token_hash = \(bind: RandomToken.sha256Hex(token))
                """
            ).first(decoding: SignedInRow.self)
        else { return nil }
        let now = clock.now()
        if row.expires_at <= now {
            try await database.sql.raw("DELETE FROM profile_sessions WHERE id = \(bind: row.session_id)").run()
            return nil
        }
        if now.timeIntervalSince(row.last_seen_at) > Self.refreshAfter {
            try await database.sql.raw(
                """
                UPDATE profile_sessions SET last_seen_at = \(bind: now),
                    expires_at = \(bind: now.addingTimeInterval(Self.lifetime))
                WHERE id = \(bind: row.session_id)
                """
            ).run()
        }
        return row.profile()
    }

    func end(token: String) async throws {
        try await ProfileSession.query(on: database).filter(\.$tokenHash == RandomToken.sha256Hex(token)).delete()
    }
}
