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
    let signedIn: SignedInCache

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
    /// signed-in request, so it is answered from `SignedInCache` when it can, else by one plain
    /// query: reading the two rows as Fluent models (query building, serialising and reflective
    /// decoding) cost about 400 µs of CPU per request.
    func find(token: String) async throws -> Profile? {
        let tokenHash = RandomToken.sha256Hex(token)
        let now = clock.now()
        if let kept = signedIn.row(for: tokenHash), isCurrent(kept, now: now) { return kept.profile() }
        let generation = signedIn.generation()
        guard
            let row = try await database.sql.raw(
                """
                SELECT s.id AS session_id, s.last_seen_at, s.expires_at, \(unsafeRaw: SignedInRow.profileColumns)
                FROM profile_sessions s JOIN profiles p ON p.id = s.profile_id
                WHERE s.token_hash = \(bind: tokenHash)
                """
            ).first(decoding: SignedInRow.self)
        else { return nil }
        if row.expires_at <= now {
            try await database.sql.raw("DELETE FROM profile_sessions WHERE id = \(bind: row.session_id)").run()
            return nil
        }
        if isCurrent(row, now: now) {
            if let generation { signedIn.keep(row, for: tokenHash, readAt: generation) }
        } else {
            // Its kept copies elsewhere are not current either, so they come here too: no notice.
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

    /// Not expired, and seen recently enough that nothing needs writing.
    private func isCurrent(_ row: SignedInRow, now: Date) -> Bool {
        row.expires_at > now && now.timeIntervalSince(row.last_seen_at) <= Self.refreshAfter
    }

    /// Ends the session of this token (signing out, or signing in as someone else), on every instance.
    func end(token: String) async throws {
        let tokenHash = RandomToken.sha256Hex(token)
        guard
            let session = try await ProfileSession.query(on: database).filter(\.$tokenHash == tokenHash).first()
        else { return }
        try await signedIn.write(session.$profile.id, on: database) { database in
            try await ProfileSession.query(on: database).filter(\.$tokenHash == tokenHash).delete()
        }
    }
}
