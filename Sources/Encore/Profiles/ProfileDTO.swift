import Foundation

/// A profile as the JSON API shows it to its owner. Never includes the password hash.
struct ProfileDTO: Codable, Sendable {
    struct Preferences: Codable, Sendable {
        let language: LanguagePreference
        let theme: ThemePreference
        let sound: Bool
        let gifRating: GifRating
        let boxOfficeLayout: BoxOfficeLayout
    }

    let id: UUID
    let nickname: String
    let avatarURL: String
    let hasPassword: Bool
    let settings: Preferences
    let createdAt: Date

    init(_ profile: Profile, avatarURL: String) throws {
        id = try profile.requireID()
        nickname = profile.nickname
        self.avatarURL = avatarURL
        hasPassword = profile.passwordHash != nil
        settings = Preferences(
            language: profile.language, theme: profile.theme, sound: profile.soundOn,
            gifRating: profile.gifRating, boxOfficeLayout: profile.boxOfficeLayout)
        createdAt = profile.createdAt
    }
}

struct NicknameCheckDTO: Codable, Sendable {
    let nickname: String
    let valid: Bool
    let message: String
}
