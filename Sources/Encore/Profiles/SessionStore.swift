import Fluent
import Foundation

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

    /// The live session for a cookie token, with its profile loaded; expired sessions are removed.
    func find(token: String) async throws -> ProfileSession? {
        // One query for both (a join, not an eager load's second query): this runs on every
        // signed-in request.
        guard
            let session = try await ProfileSession.query(on: database)
                .join(Profile.self, on: \ProfileSession.$profile.$id == \Profile.$id)
                .filter(\.$tokenHash == RandomToken.sha256Hex(token))
                .first()
        else { return nil }
        session.$profile.value = try session.joined(Profile.self)
        let now = clock.now()
        if session.expiresAt <= now {
            try await session.delete(on: database)
            return nil
        }
        if now.timeIntervalSince(session.lastSeenAt) > Self.refreshAfter {
            session.lastSeenAt = now
            session.expiresAt = now.addingTimeInterval(Self.lifetime)
            try await session.save(on: database)
        }
        return session
    }

    func end(token: String) async throws {
        try await ProfileSession.query(on: database).filter(\.$tokenHash == RandomToken.sha256Hex(token)).delete()
    }
}
