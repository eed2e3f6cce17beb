/// What the settings page shows: current values, choices, and any message from the last submit.
struct SettingsPage: Encodable {
    typealias Option = ChoiceOption

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
    let deleteMessage: String?

    init(
        profile: Profile, avatarURL: String, nicknameDraft: String? = nil, nicknameMessage: String? = nil,
        passwordMessage: String? = nil, avatarMessage: String? = nil, notice: String? = nil,
        deleteMessage: String? = nil
    ) {
        nickname = nicknameDraft ?? profile.nickname
        self.avatarURL = avatarURL
        self.nicknameMessage = nicknameMessage
        hasUploadedAvatar = profile.avatarUpload != nil
        self.avatarMessage = avatarMessage
        languages = Option.list(LanguagePreference.allCases, selected: profile.language, prefix: "settings.language.")
        themes = Option.list(ThemePreference.allCases, selected: profile.theme, prefix: "settings.theme.")
        soundOn = profile.soundOn
        gifRatings = Option.list(GifRating.allCases, selected: profile.gifRating, prefix: "settings.gifRating.")
        boxOfficeLayouts = Option.list(
            BoxOfficeLayout.allCases, selected: profile.boxOfficeLayout, prefix: "settings.layout.")
        hasPassword = profile.passwordHash != nil
        self.passwordMessage = passwordMessage
        self.notice = notice
        self.deleteMessage = deleteMessage
    }
}
