import Fluent
import Foundation

/// A visitor's identity: nickname, preferences and (optionally) a password for other devices.
/// Everything a player makes or collects belongs to one profile.
final class Profile: Model, @unchecked Sendable {
    static let schema = "profiles"

    @ID(key: .id) var id: UUID?
    @Field(key: "nickname") var nickname: String
    /// `NicknameKey` of the nickname, unique, so "Mina", "mina" and "Мina" cannot all exist (sign-in is by nickname).
    @Field(key: "nickname_key") var nicknameKey: String
    @OptionalField(key: "password_hash") var passwordHash: String?
    @Field(key: "language") var language: LanguagePreference
    @Field(key: "theme") var theme: ThemePreference
    @Field(key: "sound_on") var soundOn: Bool
    @Field(key: "gif_rating") var gifRating: GifRating
    @Field(key: "box_office_layout") var boxOfficeLayout: BoxOfficeLayout
    @Field(key: "failed_sign_ins") var failedSignIns: Int
    @OptionalField(key: "sign_in_locked_until") var signInLockedUntil: Date?
    @Field(key: "created_at") var createdAt: Date
    /// Hash of an uploaded avatar picture; nil shows the generated monogram.
    @OptionalField(key: "avatar_upload") var avatarUpload: String?
    /// Until when an operator suspended the profile (`Suspension`); nil when it never was.
    @OptionalField(key: "suspended_until") var suspendedUntil: Date?
    @OptionalField(key: "suspension_reason") var suspensionReason: String?

    init() {}

    init(nickname: String, createdAt: Date) {
        self.nickname = nickname
        self.nicknameKey = Self.key(for: nickname)
        self.language = .auto
        self.theme = .system
        self.soundOn = false
        self.gifRating = .g
        self.boxOfficeLayout = .list
        self.failedSignIns = 0
        self.createdAt = createdAt
    }

    static func key(for nickname: String) -> String { NicknameKey.make(nickname) }
}
