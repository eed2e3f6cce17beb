import Vapor

func routes(_ app: Application) throws {
    let home = HomeController()
    app.get(Paths.home.routeComponents, use: home.index)
    let previews = SectionPreviewController()
    for tab in SectionTab.allCases { app.get(tab.path.routeComponents, use: previews.show(tab)) }

    let welcome = WelcomeController()
    app.get(Paths.welcome.routeComponents, use: welcome.show)
    app.post(Paths.welcome.routeComponents, use: welcome.create)

    let settings = SettingsController()
    app.get(Paths.settings.routeComponents, use: settings.show)
    app.post(Paths.settings.routeComponents, use: settings.update)
    app.post(Paths.settingsPassword.routeComponents, use: settings.updatePassword)
    app.on(.POST, Paths.settingsAvatar.routeComponents, body: .collect(maxSize: UploadAPIController.maxBody), use: settings.updateAvatar)
    app.post(Paths.settingsAvatarRemove.routeComponents, use: settings.removeAvatar)

    let signIn = SignInController()
    app.get(Paths.signIn.routeComponents, use: signIn.show)
    app.post(Paths.signIn.routeComponents, use: signIn.signIn)
    app.post(Paths.signOut.routeComponents, use: signIn.signOut)

    app.get(Paths.avatars.routeComponents + [":profileID"], use: AvatarController().show)

    app.get(Paths.healthz.routeComponents, use: HealthController().health)
    app.get(Paths.metrics.routeComponents, use: MetricsController().metrics)
    app.get(Paths.openAPI.routeComponents) { request -> Response in
        let response = Response(status: .ok, body: .init(buffer: request.encore.openAPIDocument))
        response.headers.contentType = .json
        return response
    }

    let profileAPI = ProfileAPIController()
    app.get(Paths.apiProfile.routeComponents, use: profileAPI.show)
    app.post(Paths.apiProfile.routeComponents, use: profileAPI.create)
    app.patch(Paths.apiProfile.routeComponents, use: profileAPI.update)
    app.get(Paths.apiNicknameCheck.routeComponents, use: profileAPI.checkNickname)
    app.on(.POST, Paths.apiUploads.routeComponents, body: .collect(maxSize: UploadAPIController.maxBody),
           use: UploadAPIController().create)

    app.get(Paths.images.routeComponents + [":signature", ":operation", ":source"], use: ImageController().show)
}
