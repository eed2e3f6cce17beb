import Vapor

/// The settings page: nickname, language, theme, sound, GIF rating, box-office layout, password.
struct SettingsController {
    struct Submission: Decodable {
        var nickname: String
        var language: LanguagePreference
        var theme: ThemePreference
        var sound: String?
        var gifRating: GifRating
        var boxOfficeLayout: BoxOfficeLayout

        var changes: ProfileChanges {
            ProfileChanges(nickname: nickname, language: language, theme: theme, sound: sound != nil,
                           gifRating: gifRating, boxOfficeLayout: boxOfficeLayout)
        }
    }

    func show(_ request: Request) async throws -> Response {
        guard let profile = request.auth.get(Profile.self) else { return request.redirectToWelcome() }
        let notice = request.query[String.self, at: "saved"].map { $0 == "password" ? "settings.passwordSaved" : "settings.saved" }
        return try await render(request, SettingsPage(profile: profile, notice: notice.map { request.text($0) }))
    }

    func update(_ request: Request) async throws -> Response {
        guard let profile = request.auth.get(Profile.self) else { return request.redirectToWelcome() }
        let submission = try request.content.decode(Submission.self)
        do {
            try await request.profiles.apply(submission.changes, to: profile)
            return request.redirect(to: Paths.settings + "?saved=1", redirectType: .normal)
        } catch let problem as ProfileProblem {
            // Nothing was saved: reload so the page shows the stored values next to the message.
            let stored = try await Profile.find(profile.id, on: request.db) ?? profile
            let page = SettingsPage(profile: stored, nicknameDraft: submission.nickname, nicknameMessage: request.text(problem.key))
            return try await render(request, page, status: .unprocessableEntity)
        }
    }

    func updatePassword(_ request: Request) async throws -> Response {
        guard let profile = request.auth.get(Profile.self) else { return request.redirectToWelcome() }
        let form = try request.content.decode(PasswordService.Form.self)
        do {
            try await request.passwords.set(form, on: profile)
            return request.redirect(to: Paths.settings + "?saved=password", redirectType: .normal)
        } catch let problem as ProfileProblem {
            return try await render(request, SettingsPage(profile: profile, passwordMessage: request.text(problem.key)),
                                    status: .unprocessableEntity)
        }
    }

    private func render(_ request: Request, _ page: SettingsPage, status: HTTPResponseStatus = .ok) async throws -> Response {
        try await request.pageResponse("profiles/settings", title: request.text("settings.title"), tab: nil, status: status, page)
    }
}
