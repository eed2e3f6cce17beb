import Fluent
import Foundation

/// A signed-in browser. Only a hash of the cookie's token is stored, so a copy of the database
/// cannot be used to sign in. Kept in the database so several app instances share sessions.
final class ProfileSession: Model, @unchecked Sendable {
    static let schema = "profile_sessions"

    @ID(key: .id) var id: UUID?
    @Field(key: "token_hash") var tokenHash: String
    @Parent(key: "profile_id") var profile: Profile
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "last_seen_at") var lastSeenAt: Date
    @Field(key: "expires_at") var expiresAt: Date

    init() {}

    init(tokenHash: String, profileID: UUID, now: Date, lifetime: TimeInterval) {
        self.tokenHash = tokenHash
        self.$profile.id = profileID
        self.createdAt = now
        self.lastSeenAt = now
        self.expiresAt = now.addingTimeInterval(lifetime)
    }
}
