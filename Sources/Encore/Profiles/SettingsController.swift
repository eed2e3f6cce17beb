import Vapor

/// The settings page: nickname, language, theme, sound, GIF rating, box-office layout, password.
struct SettingsController {
    let profiles: ProfileFactory
    let uploads: UploadFactory

    struct Submission: Decodable {
        var nickname: String
        var language: LanguagePreference
        var theme: ThemePreference
        var sound: String?
        var gifRating: GifRating
        var boxOfficeLayout: BoxOfficeLayout

        var changes: ProfileChanges {
            ProfileChanges(
                nickname: nickname, language: language, theme: theme, sound: sound != nil,
                gifRating: gifRating, boxOfficeLayout: boxOfficeLayout)
        }
    }

    func show(_ request: Request) async throws -> Response {
        guard let profile = request.auth.get(Profile.self) else { return request.redirectToWelcome() }
        let notice = request.query[String.self, at: "saved"].map { saved in
            switch saved {
            case "password": "settings.passwordSaved"
            case "avatar": "settings.avatarSaved"
            default: "settings.saved"
            }
        }
        return try await render(
            request,
            SettingsPage(
                profile: profile, avatarURL: request.viewContext.avatarURL(of: profile),
                notice: notice.map { request.text($0) }))
    }

    func update(_ request: Request) async throws -> Response {
        guard let profile = request.auth.get(Profile.self) else { return request.redirectToWelcome() }
        let submission = try request.content.decode(Submission.self)
        do {
            try await profiles.service(request).apply(submission.changes, to: profile)
            return request.redirect(to: Site.settings.path + "?saved=1", redirectType: .normal)
        } catch let problem as FieldProblem {
            // Nothing was saved: reload so the page shows the stored values next to the message.
            let stored = try await profiles.service(request).reloaded(profile)
            let page = SettingsPage(
                profile: stored, avatarURL: request.viewContext.avatarURL(of: stored),
                nicknameDraft: submission.nickname, nicknameMessage: request.text(problem.key))
            return try await render(request, page, status: .unprocessableEntity)
        }
    }

    func updatePassword(_ request: Request) async throws -> Response {
        guard let profile = request.auth.get(Profile.self) else { return request.redirectToWelcome() }
        let form = try request.content.decode(PasswordService.Form.self)
        do {
            try await profiles.passwords(request).set(
                form, on: profile, keepingSession: request.receivedCookie(SessionStore.cookieName))
            return request.redirect(to: Site.settings.path + "?saved=password", redirectType: .normal)
        } catch let problem as FieldProblem {
            return try await render(
                request,
                SettingsPage(
                    profile: profile, avatarURL: request.viewContext.avatarURL(of: profile),
                    passwordMessage: request.text(problem.key)),
                status: .unprocessableEntity)
        }
    }

    struct DeletionForm: Decodable {
        var password: String?
        var confirm: String?
    }

    /// 프로필 삭제: with the password when the profile has one, and the box that says it cannot be undone.
    func deleteProfile(_ request: Request) async throws -> Response {
        guard let profile = request.auth.get(Profile.self) else { return request.redirectToWelcome() }
        let form = try? request.content.decode(DeletionForm.self)
        do {
            guard form?.confirm != nil else { throw FieldProblem("confirm", "settings.delete.confirmNeeded") }
            try await profiles.deletion(request).delete(profile, password: form?.password)
        } catch let problem as FieldProblem {
            return try await render(
                request,
                SettingsPage(
                    profile: profile, avatarURL: request.viewContext.avatarURL(of: profile),
                    deleteMessage: request.text(problem.key)),
                status: .unprocessableEntity)
        }
        request.auth.logout(Profile.self)
        let response = request.redirect(to: Site.home.path + "?deleted=1", redirectType: .normal)
        response.cookies[SessionStore.cookieName] = CookieFactory.expired(for: request)
        return response
    }

    struct AvatarForm: Decodable { var avatar: File }

    func updateAvatar(_ request: Request) async throws -> Response {
        guard let profile = request.auth.get(Profile.self) else { return request.redirectToWelcome() }
        do {
            let form = try request.content.decode(AvatarForm.self)
            let upload = try await uploads.service(request).accept(Data(buffer: form.avatar.data), by: profile)
            if let replaced = try await profiles.service(request).setAvatar(upload.id, on: profile) {
                try await uploads.service(request).removeIfUnreferenced(replaced)
            }
            return request.redirect(to: Site.settings.path + "?saved=avatar", redirectType: .normal)
        } catch is DecodingError {
            let page = SettingsPage(
                profile: profile, avatarURL: request.viewContext.avatarURL(of: profile),
                avatarMessage: request.text("image.missing"))
            return try await render(request, page, status: .badRequest)
        } catch {
            guard let refusal = Problem.explained(error) else { throw error }
            let page = SettingsPage(
                profile: profile, avatarURL: request.viewContext.avatarURL(of: profile),
                avatarMessage: request.text(refusal.key))
            return try await render(request, page, status: refusal.status)
        }
    }

    func removeAvatar(_ request: Request) async throws -> Response {
        guard let profile = request.auth.get(Profile.self) else { return request.redirectToWelcome() }
        if let replaced = try await profiles.service(request).setAvatar(nil, on: profile) {
            try await uploads.service(request).removeIfUnreferenced(replaced)
        }
        return request.redirect(to: Site.settings.path + "?saved=avatar", redirectType: .normal)
    }

    private func render(_ request: Request, _ page: SettingsPage, status: HTTPResponseStatus = .ok) async throws
        -> Response
    {
        try await request.pageResponse(
            "profiles/settings", title: request.text("settings.title"), tab: nil, status: status, page)
    }
}
