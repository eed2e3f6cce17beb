/// What the settings page shows: current values, choices, and any message from the last submit.
struct SettingsPage: Encodable {
    struct Option: Encodable {
        let value: String
        let labelKey: String
        let selected: Bool
    }

    let nickname: String
    let avatarURL: String
    let nicknameMessage: String?
    let hasUploadedAvatar: Bool
    let avatarMessage: String?
    let languages: [Option]
    let themes: [Option]
    let soundOn: Bool
    let gifRatings: [Option]
    let boxOfficeLayouts: [Option]
    let hasPassword: Bool
    let passwordMessage: String?
    let notice: String?

    init(profile: Profile, avatarURL: String, nicknameDraft: String? = nil, nicknameMessage: String? = nil,
         passwordMessage: String? = nil, avatarMessage: String? = nil, notice: String? = nil) {
        nickname = nicknameDraft ?? profile.nickname
        self.avatarURL = avatarURL
        self.nicknameMessage = nicknameMessage
        hasUploadedAvatar = profile.avatarUpload != nil
        self.avatarMessage = avatarMessage
        languages = Self.options(LanguagePreference.allCases, selected: profile.language, prefix: "settings.language.")
        themes = Self.options(ThemePreference.allCases, selected: profile.theme, prefix: "settings.theme.")
        soundOn = profile.soundOn
        gifRatings = Self.options(GifRating.allCases, selected: profile.gifRating, prefix: "settings.gifRating.")
        boxOfficeLayouts = Self.options(BoxOfficeLayout.allCases, selected: profile.boxOfficeLayout, prefix: "settings.layout.")
        hasPassword = profile.passwordHash != nil
        self.passwordMessage = passwordMessage
        self.notice = notice
    }

    private static func options<T: RawRepresentable & Equatable>(_ all: [T], selected: T, prefix: String) -> [Option]
    where T.RawValue == String {
        all.map { Option(value: $0.rawValue, labelKey: prefix + $0.rawValue, selected: $0 == selected) }
    }
}
