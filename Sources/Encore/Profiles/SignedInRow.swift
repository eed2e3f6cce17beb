import Foundation

/// A session joined with its profile, as `SessionStore.find` reads it: plain columns, decoded without
/// Fluent's reflection.
struct SignedInRow: Decodable, Sendable {
    static let profileColumns = """
        p.id, p.nickname, p.nickname_key, p.password_hash, p.language, p.theme, p.sound_on, p.gif_rating,
        p.box_office_layout, p.failed_sign_ins, p.sign_in_locked_until, p.created_at, p.avatar_upload,
        p.suspended_until, p.suspension_reason
        """

    let session_id: UUID
    let last_seen_at: Date
    let expires_at: Date
    let id: UUID
    let nickname: String
    let nickname_key: String
    let password_hash: String?
    let language: LanguagePreference
    let theme: ThemePreference
    let sound_on: Bool
    let gif_rating: GifRating
    let box_office_layout: BoxOfficeLayout
    let failed_sign_ins: Int
    let sign_in_locked_until: Date?
    let created_at: Date
    let avatar_upload: String?
    let suspended_until: Date?
    let suspension_reason: String?

    /// The profile as a stored model. Its fields count as set, not as read, so it must never be
    /// saved whole (a save would write every column back); changes go through targeted updates
    /// (`ProfileService`, `PasswordService`), which write only what they change.
    func profile() -> Profile {
        let profile = Profile()
        profile.id = id
        profile.$id.exists = true
        profile.nickname = nickname
        profile.createdAt = created_at
        profile.nicknameKey = nickname_key
        profile.passwordHash = password_hash
        profile.language = language
        profile.theme = theme
        profile.soundOn = sound_on
        profile.gifRating = gif_rating
        profile.boxOfficeLayout = box_office_layout
        profile.failedSignIns = failed_sign_ins
        profile.signInLockedUntil = sign_in_locked_until
        profile.avatarUpload = avatar_upload
        profile.suspendedUntil = suspended_until
        profile.suspensionReason = suspension_reason
        return profile
    }
}
