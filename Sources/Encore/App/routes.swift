import Vapor

func routes(_ app: Application) throws {
    let factories = Factories(app)
    // Public and cacheable: no session lookup, no CSRF cookie. A page with twenty posters must not
    // cost twenty session queries.
    app.get(Site.image.components, use: ImageController(uploads: factories.uploads).show)
    app.get(Site.avatar.components, use: AvatarController(profiles: factories.profiles).show)
    app.get(Site.idolArt.components, use: IdolArtController(idols: factories.idols).show)
    app.get(Site.healthz.components, use: HealthController().health)
    app.get(Site.metrics.components, use: MetricsController().metrics)
    app.get(Site.openAPI.components) { request -> Response in
        let response = Response(status: .ok, body: .init(buffer: request.encore.openAPIDocument))
        response.headers.contentType = .json
        return response
    }

    if let jumps = app.encore.clockJumps {
        app.logger.warning("ENCORE_TEST_CLOCK is on: this machine may move the clock forward (tests only)")
        app.post("_test", "clock", use: TestClockController(jumps: jumps, hub: app.encore.coordination.roomHub).jump)
    }

    // Pages and the JSON API: signed in by the session cookie, state changes need the CSRF token.
    let site = app.grouped(SessionMiddleware(profiles: factories.profiles), CSRFMiddleware())
    pageRoutes(site, factories)
    apiRoutes(site, factories)
    // The operators' console: the role is checked before the CSRF cookie is set (`OperatorGateMiddleware`).
    let console = OperatorPageController(safety: factories.safety)
    let staff = app.grouped(
        SessionMiddleware(profiles: factories.profiles), OperatorGateMiddleware(safety: factories.safety),
        CSRFMiddleware())
    staff.get(Site.operatorQueue.components, use: console.queue)
    staff.get(Site.operatorResolved.components, use: console.resolved)
    staff.get(Site.operatorLog.components, use: console.log)
    staff.get(Site.operatorWords.components, use: console.words)
    let profiles = OperatorProfilesController(console: console)
    staff.get(Site.operatorProfiles.components, use: profiles.profiles)
    staff.post(Site.operatorProfileActions.components, use: profiles.actOnProfile)
    staff.post(Site.operatorWords.components, use: console.addWord)
    staff.post(Site.operatorWordRemove.components, use: console.removeWord)
    staff.post(Site.operatorDecisions.components, use: console.decide)
    staff.post(Site.operatorRoomEnd.components, use: OperatorRoomsController(console: console).end)
}

private func pageRoutes(_ site: any RoutesBuilder, _ factories: Factories) {
    // What a suspended profile may not do: publish, upload, host or join a room, report.
    let acting = site.grouped(SuspensionMiddleware())
    let home = HomeController(quiz: factories.quiz, safety: factories.safety)
    site.get(Site.home.components, use: home.index)

    let quiz = QuizHomeController(quiz: factories.quiz, safety: factories.safety)
    site.get(Site.quiz.components, use: quiz.index)
    site.post(Site.quizPackPlay.components, use: quiz.play)
    site.get(Site.quizPackDelete.components, use: quiz.confirmDelete)
    site.post(Site.quizPackDelete.components, use: quiz.delete)
    let quick = QuickChosungController(quiz: factories.quiz)
    site.post(Site.quizQuickChosung.components, use: quick.startFromCatalog)
    site.post(Site.quizPackChosung.components, use: quick.startFromPack)
    let stats = QuizStatsController(quiz: factories.quiz)
    site.get(Site.quizStats.components, use: stats.playerPage)
    site.get(Site.quizStatsHistory.components, use: stats.playerChart)
    site.get(Site.quizPackStats.components, use: stats.packPage)
    site.get(Site.quizPackStatsChart.components, use: stats.packChart)
    let daily = DailyPageController(quiz: factories.quiz)
    site.get(Site.quizDaily.components, use: daily.today)
    site.get(Site.quizDailyArchive.components, use: daily.archive)
    site.get(Site.quizDailyStatsChart.components, use: daily.statsChart)
    site.get(Site.quizDailyNumber.components, use: daily.show)
    site.post(Site.quizDailyGuess.components, use: daily.guess)
    site.post(Site.quizDailySkip.components, use: daily.skip)
    let shared = SharedPackController(quiz: factories.quiz, profiles: factories.profiles)
    site.get(Site.quizShared.components, use: shared.show)
    site.post(Site.quizSharedPlay.components, use: shared.play)
    site.get(Site.join.components, use: JoinController(quiz: factories.quiz, rooms: factories.rooms).show)
    let rooms = RoomPageController(rooms: factories.rooms)
    acting.post(Site.quizPackRoom.components, use: rooms.openFromPack)
    acting.post(Site.quizQuickRoom.components, use: rooms.openQuick)
    site.get(Site.roomHost.components, use: rooms.host)
    site.get(Site.roomRemote.components, use: rooms.remote)
    site.get(Site.previewCard.components, use: PreviewCardController().image)
    acting.post(Site.roomAgain.components, use: rooms.again)
    site.get(Site.roomQR.components, use: rooms.qrCode)
    site.get(Site.roomReport.components, use: RoomReportController(rooms: factories.rooms).download)
    site.get(Site.roomPlay.components, use: rooms.play)
    site.get(Site.roomSocket.components, use: RoomSocketController(rooms: factories.rooms).connect)
    site.get(Site.quizRooms.components, use: RoomHistoryController(rooms: factories.rooms).show)
    let roomJoin = RoomJoinController(rooms: factories.rooms)
    site.get(Site.roomJoin.components, use: roomJoin.form)
    acting.post(Site.roomJoin.components, use: roomJoin.join)
    let transfer = PackTransferController(quiz: factories.quiz, safety: factories.safety)
    // The form's multipart wrapping comes on top of the file, whose own limit is checked inside.
    acting.on(.POST, Site.quizImport.components, body: .collect(maxSize: "320kb"), use: transfer.importPage)
    let boxOffice = BoxOfficePageController(boxOffice: factories.boxOffice)
    site.get(Site.boxOffice.components, use: boxOffice.show)
    site.get(Site.boxOfficeChart.components, use: boxOffice.show)
    let movies = MovieDetailController(boxOffice: factories.boxOffice)
    site.get(Site.boxOfficeMovie.components, use: movies.page)
    site.get(Site.boxOfficeMovieRun.components, use: movies.runChart)

    let idols = IdolPageController(idols: factories.idols)
    site.get(Site.idols.components, use: idols.home)
    site.get(Site.idolSearch.components, use: idols.search)
    site.get(Site.idolGroup.components, use: idols.group)
    site.get(Site.idolMember.components, use: idols.member)
    let idolFavourites = IdolFavouritePageController(idols: factories.idols)
    site.get(Site.idolFavourites.components, use: idolFavourites.show)
    site.post(Site.idolFavourites.components, use: idolFavourites.change)

    let gifs = GifPageController(gifs: factories.gifs)
    site.get(Site.gifs.components, use: gifs.search)
    site.get(Site.gifRandom.components, use: gifs.random)
    site.get(Site.gifFavourites.components, use: gifs.favourites)
    site.post(Site.gifFavourites.components, use: gifs.changeFavourite)
    let gifLibrary = GifLibraryPageController(gifs: factories.gifs, uploads: factories.uploads)
    site.get(Site.gifLibrary.components, use: gifLibrary.show)
    acting.on(
        .POST, Site.gifLibrary.components, body: .collect(maxSize: GifLibraryPageController.maxUpload),
        use: gifLibrary.upload)
    site.get(Site.uploadedGif.components, use: gifLibrary.detail)
    site.post(Site.uploadedGifDelete.components, use: gifLibrary.delete)

    let reports = ReportPageController(safety: factories.safety)
    site.get(Site.quizPackReport.components, use: reports.showPack)
    acting.post(Site.quizPackReport.components, use: reports.reportPack)
    site.get(Site.uploadedGifReport.components, use: reports.showGif)
    acting.post(Site.uploadedGifReport.components, use: reports.reportGif)
    site.get(Site.profileReport.components, use: reports.showProfile)
    acting.post(Site.profileReport.components, use: reports.reportProfile)
    site.post(Site.noticeDismiss.components, use: MakerNoticeController(safety: factories.safety).dismiss)

    let editor = PackEditorController(quiz: factories.quiz)
    site.get(Site.quizNew.components, use: editor.new)
    site.get(Site.quizPackEdit.components, use: editor.edit)
    let playPages = PlayPageController(quiz: factories.quiz)
    site.get(Site.quizPlay.components, use: playPages.show)
    site.get(Site.quizPlayResult.components, use: playPages.result)

    let welcome = WelcomeController(profiles: factories.profiles)
    site.get(Site.welcome.components, use: welcome.show)
    site.post(Site.welcome.components, use: welcome.create)

    let settings = SettingsController(profiles: factories.profiles, uploads: factories.uploads)
    site.get(Site.settings.components, use: settings.show)
    site.post(Site.settings.components, use: settings.update)
    site.post(Site.settingsPassword.components, use: settings.updatePassword)
    site.post(Site.settingsDelete.components, use: settings.deleteProfile)
    acting.on(
        .POST, Site.settingsAvatar.components, body: .collect(maxSize: UploadAPIController.maxBody),
        use: settings.updateAvatar)
    site.post(Site.settingsAvatarRemove.components, use: settings.removeAvatar)

    let signIn = SignInController(profiles: factories.profiles)
    site.get(Site.signIn.components, use: signIn.show)
    site.post(Site.signIn.components, use: signIn.signIn)
    site.post(Site.signOut.components, use: signIn.signOut)
}

private func apiRoutes(_ site: any RoutesBuilder, _ factories: Factories) {
    let acting = site.grouped(SuspensionMiddleware())
    let transfer = PackTransferController(quiz: factories.quiz, safety: factories.safety)
    let profileAPI = ProfileAPIController(profiles: factories.profiles)
    site.get(Site.apiProfile.components, use: profileAPI.show)
    site.post(Site.apiProfile.components, use: profileAPI.create)
    site.patch(Site.apiProfile.components, use: profileAPI.update)
    site.get(Site.apiProfileData.components, use: profileAPI.data)
    site.get(Site.apiNicknameCheck.components, use: profileAPI.checkNickname)
    acting.on(
        .POST, Site.apiUploads.components, body: .collect(maxSize: UploadAPIController.maxBody),
        use: UploadAPIController(uploads: factories.uploads).create)

    let packs = PackAPIController(quiz: factories.quiz)
    site.get(Site.apiQuizPacks.components, use: packs.list)
    acting.post(Site.apiQuizPacks.components, use: packs.create)
    site.delete(Site.apiQuizPack.components, use: packs.delete)
    acting.put(Site.apiQuizPack.components, use: packs.update)
    site.get(Site.apiQuizPackDraft.components, use: packs.draft)
    site.get(Site.apiQuizPackExport.components, use: transfer.export)
    let quick = QuickChosungController(quiz: factories.quiz)
    site.post(Site.apiQuizQuickChosung.components, use: quick.catalogAPI)
    site.post(Site.apiQuizPackChosung.components, use: quick.packAPI)
    acting.on(
        .POST, Site.apiQuizPackImport.components, body: .collect(maxSize: PackTransferController.maxBytes),
        use: transfer.importAPI)

    let dailyAPI = DailyAPIController(quiz: factories.quiz)
    site.get(Site.apiQuizDaily.components, use: dailyAPI.today)
    site.get(Site.apiQuizDailyArchive.components, use: dailyAPI.archive)
    site.get(Site.apiQuizDailyStats.components, use: dailyAPI.stats)
    site.get(Site.apiQuizDailyTitles.components, use: dailyAPI.titles)
    site.get(Site.apiQuizDailyNumber.components, use: dailyAPI.show)
    site.post(Site.apiQuizDailyGuesses.components, use: dailyAPI.guess)
    site.post(Site.apiQuizDailySkip.components, use: dailyAPI.skip)

    let roomAPI = RoomAPIController(rooms: factories.rooms)
    acting.post(Site.apiRooms.components, use: roomAPI.open)
    site.get(Site.apiRoom.components, use: roomAPI.summary)
    acting.post(Site.apiRoomPlayers.components, use: RoomJoinController(rooms: factories.rooms).joinAPI)

    let movies = MovieSearchAPIController(quiz: factories.quiz)
    site.get(Site.apiQuizMovies.components, use: movies.search)
    site.get(Site.apiQuizMoviePosters.components, use: movies.posters)

    site.get(Site.apiBoxOfficeChart.components, use: ChartAPIController(boxOffice: factories.boxOffice).show)
    site.get(Site.apiBoxOfficeMovie.components, use: MovieDetailController(boxOffice: factories.boxOffice).api)

    let idols = IdolAPIController(idols: factories.idols)
    site.get(Site.apiIdolPeriods.components, use: idols.periods)
    site.get(Site.apiIdolGroup.components, use: idols.group)
    site.get(Site.apiIdolMember.components, use: idols.member)
    site.get(Site.apiIdolSearch.components, use: idols.search)
    site.get(Site.apiIdolBirthdays.components, use: idols.birthdays)
    site.get(Site.apiIdolFavourites.components, use: idols.favourites)
    site.post(Site.apiIdolFavourites.components, use: idols.addFavourite)
    site.delete(Site.apiIdolFavourite.components, use: idols.removeFavourite)

    let gifs = GifAPIController(uploads: factories.uploads, gifs: factories.gifs)
    site.get(Site.apiGifFavourites.components, use: gifs.favourites)
    site.post(Site.apiGifFavourites.components, use: gifs.addFavourite)
    site.delete(Site.apiGifFavourite.components, use: gifs.removeFavourite)
    site.get(Site.apiGifLibrary.components, use: gifs.library)
    acting.on(
        .POST, Site.apiGifLibrary.components, body: .collect(maxSize: GifLibraryPageController.maxUpload),
        use: gifs.upload)
    site.get(Site.apiUploadedGif.components, use: gifs.show)
    site.delete(Site.apiUploadedGif.components, use: gifs.delete)
    acting.post(Site.apiReports.components, use: ReportAPIController(safety: factories.safety).create)

    let plays = PlayAPIController(quiz: factories.quiz)
    site.post(Site.apiQuizPackPlays.components, use: plays.start)
    site.get(Site.apiQuizPackLeaderboard.components, use: plays.leaderboard)
    let stats = QuizStatsController(quiz: factories.quiz)
    site.get(Site.apiQuizStats.components, use: stats.playerAPI)
    site.get(Site.apiQuizPackStats.components, use: stats.packAPI)
    site.get(Site.apiQuizPlay.components, use: plays.show)
    site.post(Site.apiQuizPlayAnswer.components, use: plays.answer)
    site.post(Site.apiQuizPlayHint.components, use: plays.hint)
    site.post(Site.apiQuizPlayPause.components, use: plays.pause)
    site.post(Site.apiQuizPlayResume.components, use: plays.resume)
    site.post(Site.apiQuizPlayNext.components, use: plays.next)
    site.get(Site.apiQuizPlayResult.components, use: plays.result)
}
