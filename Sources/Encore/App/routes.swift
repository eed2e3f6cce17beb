import Vapor

func routes(_ app: Application) throws {
    // Public and cacheable: no session lookup, no CSRF cookie. A page with twenty posters must not
    // cost twenty session queries.
    app.get(Paths.images.routeComponents + [":signature", ":operation", ":source"], use: ImageController().show)
    app.get(Paths.avatars.routeComponents + [":profileID"], use: AvatarController().show)
    app.get(Paths.idols.routeComponents + ["art", ":kind", ":file"], use: IdolArtController().show)
    app.get(Paths.healthz.routeComponents, use: HealthController().health)
    app.get(Paths.metrics.routeComponents, use: MetricsController().metrics)
    app.get(Paths.openAPI.routeComponents) { request -> Response in
        let response = Response(status: .ok, body: .init(buffer: request.encore.openAPIDocument))
        response.headers.contentType = .json
        return response
    }

    // Pages and the JSON API: signed in by the session cookie, state changes need the CSRF token.
    let site = app.grouped(SessionAuthenticator(), CSRFMiddleware())
    pageRoutes(site)
    apiRoutes(site)
}

private func pageRoutes(_ site: any RoutesBuilder) {
    let home = HomeController()
    site.get(Paths.home.routeComponents, use: home.index)

    let quiz = QuizHomeController()
    site.get(Paths.quiz.routeComponents, use: quiz.index)
    site.post(Paths.quizPacks.routeComponents + [":packID", "play"], use: quiz.play)
    site.get(Paths.quizPacks.routeComponents + [":packID", "delete"], use: quiz.confirmDelete)
    site.post(Paths.quizPacks.routeComponents + [":packID", "delete"], use: quiz.delete)
    let quick = QuickChosungController()
    site.post(Paths.quizQuickChosung.routeComponents, use: quick.startFromCatalog)
    site.post(Paths.quizPacks.routeComponents + [":packID", "chosung"], use: quick.startFromPack)
    let stats = QuizStatsController()
    site.get(Paths.quizStats.routeComponents, use: stats.playerPage)
    site.get(Paths.quizStats.routeComponents + ["history.svg"], use: stats.playerChart)
    site.get(Paths.quizPacks.routeComponents + [":packID", "stats"], use: stats.packPage)
    site.get(Paths.quizPacks.routeComponents + [":packID", "stats", ":chart"], use: stats.packChart)
    let shared = SharedPackController()
    site.get(Paths.quizShared.routeComponents + [":code"], use: shared.show)
    site.post(Paths.quizShared.routeComponents + [":code", "play"], use: shared.play)
    let transfer = PackTransferController()
    // The form's multipart wrapping comes on top of the file, whose own limit is checked inside.
    site.on(.POST, Paths.quizImport.routeComponents, body: .collect(maxSize: "320kb"), use: transfer.importPage)
    let boxOffice = BoxOfficePageController()
    site.get(Paths.boxOffice.routeComponents, use: boxOffice.show)
    site.get(Paths.boxOffice.routeComponents + [":kind"], use: boxOffice.show)
    let movies = MovieDetailController()
    site.get(Paths.boxOffice.routeComponents + ["movies", ":code"], use: movies.page)
    site.get(Paths.boxOffice.routeComponents + ["movies", ":code", "run.svg"], use: movies.runChart)

    let idols = IdolPageController()
    site.get(Paths.idols.routeComponents, use: idols.home)
    site.get(Paths.idolSearch.routeComponents, use: idols.search)
    site.get(Paths.idols.routeComponents + ["groups", ":id"], use: idols.group)
    site.get(Paths.idols.routeComponents + ["members", ":id"], use: idols.member)
    let idolFavourites = IdolFavouritePageController()
    site.get(Paths.idolFavourites.routeComponents, use: idolFavourites.show)
    site.post(Paths.idolFavourites.routeComponents, use: idolFavourites.change)

    let gifs = GifPageController()
    site.get(Paths.gifs.routeComponents, use: gifs.search)
    site.get(Paths.gifRandom.routeComponents, use: gifs.random)
    site.get(Paths.gifFavourites.routeComponents, use: gifs.favourites)
    site.post(Paths.gifFavourites.routeComponents, use: gifs.changeFavourite)
    let gifLibrary = GifLibraryPageController()
    site.get(Paths.gifLibrary.routeComponents, use: gifLibrary.show)
    site.on(.POST, Paths.gifLibrary.routeComponents, body: .collect(maxSize: GifLibraryPageController.maxUpload), use: gifLibrary.upload)
    site.get(Paths.gifLibrary.routeComponents + [":id"], use: gifLibrary.detail)
    site.post(Paths.gifLibrary.routeComponents + [":id", "delete"], use: gifLibrary.delete)

    let editor = PackEditorController()
    site.get(Paths.quizNew.routeComponents, use: editor.new)
    site.get(Paths.quizPacks.routeComponents + [":packID", "edit"], use: editor.edit)
    let playPages = PlayPageController()
    site.get(Paths.quizPlays.routeComponents + [":playID"], use: playPages.show)
    site.get(Paths.quizPlays.routeComponents + [":playID", "result"], use: playPages.result)

    let welcome = WelcomeController()
    site.get(Paths.welcome.routeComponents, use: welcome.show)
    site.post(Paths.welcome.routeComponents, use: welcome.create)

    let settings = SettingsController()
    site.get(Paths.settings.routeComponents, use: settings.show)
    site.post(Paths.settings.routeComponents, use: settings.update)
    site.post(Paths.settingsPassword.routeComponents, use: settings.updatePassword)
    site.on(.POST, Paths.settingsAvatar.routeComponents, body: .collect(maxSize: UploadAPIController.maxBody), use: settings.updateAvatar)
    site.post(Paths.settingsAvatarRemove.routeComponents, use: settings.removeAvatar)

    let signIn = SignInController()
    site.get(Paths.signIn.routeComponents, use: signIn.show)
    site.post(Paths.signIn.routeComponents, use: signIn.signIn)
    site.post(Paths.signOut.routeComponents, use: signIn.signOut)
}

private func apiRoutes(_ site: any RoutesBuilder) {
    let transfer = PackTransferController()
    let profileAPI = ProfileAPIController()
    site.get(Paths.apiProfile.routeComponents, use: profileAPI.show)
    site.post(Paths.apiProfile.routeComponents, use: profileAPI.create)
    site.patch(Paths.apiProfile.routeComponents, use: profileAPI.update)
    site.get(Paths.apiNicknameCheck.routeComponents, use: profileAPI.checkNickname)
    site.on(.POST, Paths.apiUploads.routeComponents, body: .collect(maxSize: UploadAPIController.maxBody),
            use: UploadAPIController().create)

    let packs = PackAPIController()
    site.get(Paths.apiQuizPacks.routeComponents, use: packs.list)
    site.post(Paths.apiQuizPacks.routeComponents, use: packs.create)
    site.delete(Paths.apiQuizPacks.routeComponents + [":packID"], use: packs.delete)
    site.put(Paths.apiQuizPacks.routeComponents + [":packID"], use: packs.update)
    site.get(Paths.apiQuizPacks.routeComponents + [":packID", "draft"], use: packs.draft)
    site.get(Paths.apiQuizPacks.routeComponents + [":packID", "export"], use: transfer.export)
    let quick = QuickChosungController()
    site.post(Paths.apiQuizQuickChosung.routeComponents, use: quick.catalogAPI)
    site.post(Paths.apiQuizPacks.routeComponents + [":packID", "chosung"], use: quick.packAPI)
    site.on(.POST, Paths.apiQuizPackImport.routeComponents, body: .collect(maxSize: PackTransferController.maxBytes), use: transfer.importAPI)

    let movies = MovieSearchAPIController()
    site.get(Paths.apiQuizMovies.routeComponents, use: movies.search)
    site.get(Paths.apiQuizMovies.routeComponents + [":movieID", "posters"], use: movies.posters)

    site.get(Paths.apiBoxOfficeCharts.routeComponents + [":kind"], use: ChartAPIController().show)
    site.get(Paths.apiBoxOfficeMovies.routeComponents + [":code"], use: MovieDetailController().api)

    let idols = IdolAPIController()
    site.get(Paths.apiIdols.routeComponents + ["periods"], use: idols.periods)
    site.get(Paths.apiIdols.routeComponents + ["groups", ":id"], use: idols.group)
    site.get(Paths.apiIdols.routeComponents + ["members", ":id"], use: idols.member)
    site.get(Paths.apiIdols.routeComponents + ["search"], use: idols.search)
    site.get(Paths.apiIdols.routeComponents + ["birthdays"], use: idols.birthdays)
    site.get(Paths.apiIdolFavourites.routeComponents, use: idols.favourites)
    site.post(Paths.apiIdolFavourites.routeComponents, use: idols.addFavourite)
    site.delete(Paths.apiIdolFavourites.routeComponents + [":kind", ":id"], use: idols.removeFavourite)

    let gifs = GifAPIController()
    site.get(Paths.apiGifFavourites.routeComponents, use: gifs.favourites)
    site.post(Paths.apiGifFavourites.routeComponents, use: gifs.addFavourite)
    site.delete(Paths.apiGifFavourites.routeComponents + [":kind", ":id"], use: gifs.removeFavourite)
    site.get(Paths.apiGifLibrary.routeComponents, use: gifs.library)
    site.on(.POST, Paths.apiGifLibrary.routeComponents, body: .collect(maxSize: GifLibraryPageController.maxUpload), use: gifs.upload)
    site.get(Paths.apiGifLibrary.routeComponents + [":id"], use: gifs.show)
    site.delete(Paths.apiGifLibrary.routeComponents + [":id"], use: gifs.delete)

    let plays = PlayAPIController()
    site.post(Paths.apiQuizPacks.routeComponents + [":packID", "plays"], use: plays.start)
    site.get(Paths.apiQuizPacks.routeComponents + [":packID", "leaderboard"], use: plays.leaderboard)
    let stats = QuizStatsController()
    site.get(Paths.apiQuizStats.routeComponents, use: stats.playerAPI)
    site.get(Paths.apiQuizPacks.routeComponents + [":packID", "stats"], use: stats.packAPI)
    let play = site.grouped(Paths.apiQuizPlays.routeComponents + [":playID"])
    play.get(use: plays.show)
    play.post("answer", use: plays.answer)
    play.post("hint", use: plays.hint)
    play.post("pause", use: plays.pause)
    play.post("resume", use: plays.resume)
    play.post("next", use: plays.next)
    play.get("result", use: plays.result)
}
