import Vapor

/// 오늘의 퀴즈's services for one request, and who is playing it.
extension QuizFactory {
    /// Writes go through the sessions' cache itself, not `app.signedInCache`: writing needs no
    /// listener (only keeping does), so a guest's guess does not start one on PostgreSQL.
    func daily(_ request: Request) throws -> DailyService {
        DailyService(
            database: try request.database, clock: app.encore.clock, catalog: catalog, schedule: dailySchedule,
            posters: DailyPosterFinder(movies: movieSearch, tmdb: tmdb, catalog: catalog, logger: request.logger),
            limits: try limits(request), kept: app.encore.caches.dailyPuzzles, signedIn: app.encore.caches.signedIn)
    }

    func dailyStatistics(_ request: Request) throws -> DailyStatistics {
        DailyStatistics(database: try request.database)
    }

    /// A day as this player sees it, with everyone's numbers.
    func dailyState(_ loaded: DailyService.Loaded, play: DailyPlay?, _ request: Request) async throws -> DailyState {
        let number = loaded.puzzle.number
        let view = presentation(request)
        let clueLines =
            loaded.puzzle.ladder == .chosung
            ? app.encore.caches.dailyPuzzles.clueLines(number, view.language) {
                DailyLadder.clueLines(for: loaded.movie, in: view)
            } : []
        return DailyState(
            loaded, play: play, everyone: try await dailyStatistics(request).day(number),
            calendar: DailyCalendar(now: now()), areaSeed: dailySchedule.seed(for: number, purpose: "daily-areas"),
            clueLines: clueLines, view: view)
    }

    /// The day `number` for this request's player (nil player: a guest who has not guessed yet).
    func dailyState(_ number: Int, _ request: Request) async throws -> DailyState {
        let service = try daily(request)
        let loaded = try await service.puzzle(number)
        let player = try await dailyPlayer(request, creating: false)
        var play: DailyPlay?
        if let player { play = try await service.play(number, for: player) }
        return try await dailyState(loaded, play: play, request)
    }

    /// Today's card for home and the quiz tab; nil before the first puzzle. It never fails the
    /// page it is on: without the database's answer it shows no state.
    func dailyCard(_ request: Request) async -> DailyCard? {
        guard let number = DailyCalendar(now: now()).todayNumber else { return nil }
        var standing: DailyArchive.Standing?
        var streak: Int?
        do {
            if let player = try await dailyPlayer(request, creating: false) {
                (standing, streak) = try await cardState(of: player, today: number, request)
            }
        } catch {
            request.logger.warning("Daily card without the player's state: \(error)")
        }
        return DailyCard(number: number, standing: standing, streak: streak, text: { request.text($0, $1) })
    }

    /// A player's standing today and streak: a profile's from `SignedInCache` when kept there.
    private func cardState(of player: DailyPlayer, today: Int, _ request: Request) async throws -> (
        standing: DailyArchive.Standing?, streak: Int?
    ) {
        guard let profileID = player.profileID else {
            return try await dailyStatistics(request).card(for: player, today: today)
        }
        let cache = app.signedInCache
        if let kept = cache.dailyCard(of: profileID, day: today) { return (kept.standing, kept.streak) }
        let generation = cache.generation()
        let read = try await dailyStatistics(request).card(for: player, today: today)
        if let generation {
            cache.keep(
                .init(number: today, standing: read.standing, streak: read.streak), of: profileID, readAt: generation)
        }
        return read
    }

    /// The signed-in profile (taking over what the browser played as a guest), else the guest
    /// cookie's player; `creating` gives a guest without one a cookie (on their first guess).
    func dailyPlayer(_ request: Request, creating: Bool) async throws -> DailyPlayer? {
        let token = request.receivedCookie(DailyPlayer.cookieName)
        let guestToken = token.flatMap { DailyPlayer.isWellFormed($0) ? $0 : nil }
        if let profile = request.auth.get(Profile.self) {
            let player = DailyPlayer.profile(try profile.requireID())
            if let guestToken {
                try await daily(request).adopt(guest: .guest(token: guestToken), into: player)
                request.setCookieOnResponse(DailyPlayer.cookieName, CookieFactory.expired(for: request))
            }
            return player
        }
        if let guestToken { return .guest(token: guestToken) }
        guard creating else { return nil }
        let fresh = DailyPlayer.newGuestToken()
        request.setCookieOnResponse(
            DailyPlayer.cookieName, CookieFactory.make(fresh, maxAge: DailyPlayer.cookieMaxAge, for: request))
        return .guest(token: fresh)
    }
}

extension Request {
    /// The puzzle number in the path; anything else names no puzzle.
    func dailyNumber() throws -> Int {
        guard let number = parameters.get(.number, as: Int.self) else { throw DailyError.notFound }
        return number
    }
}
