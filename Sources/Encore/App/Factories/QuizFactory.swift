import Vapor

/// The quiz section's services, built for one request (its database, its client) from what
/// `configure` made once. Controllers are given this at the composition root (`routes`); nothing
/// below them looks a service up on `Request`.
struct QuizFactory: Sendable {
    let app: Application
    /// Which film each day's puzzle asks: made once (it sorts the catalog and keys the secret).
    let dailySchedule: DailySchedule
    private var encore: EncoreServices { app.encore }

    init(app: Application) {
        self.app = app
        dailySchedule = DailySchedule(eligible: app.encore.data.dailyFilms, secret: app.encore.secret)
    }

    func packs(_ request: Request) throws -> PackService {
        PackService(
            database: try request.database, clock: encore.clock, tmdb: encore.settings.tmdb,
            movieSearch: encore.upstreams.movieSearch,
            creations: VisitorAllowance(limits: try app.rateLimits(for: request), network: request.clientNetwork),
            catalog: encore.data.catalog, questions: encore.caches.packQuestions, listings: encore.caches.packListings)
    }

    func plays(_ request: Request) throws -> PlayService {
        PlayService(
            database: try request.database, clock: encore.clock, locks: encore.coordination.playLocks,
            limits: try app.rateLimits(for: request), catalog: encore.data.catalog,
            questions: encore.caches.packQuestions)
    }

    func presentation(_ request: Request) -> PlayPresentation {
        PlayPresentation(
            now: encore.clock.now(), images: encore.images.urls, strings: encore.strings, language: request.language,
            catalog: encore.data.catalog)
    }

    func leaderboards(_ request: Request) throws -> QuizLeaderboards {
        QuizLeaderboards(database: try request.database, images: encore.images.urls, kept: encore.caches.leaderboards)
    }

    func stats(_ request: Request) throws -> QuizStatsService {
        QuizStatsService(database: try request.database, kept: app.encore.caches.packStats)
    }

    func chosungDraw(_ request: Request) throws -> ChosungDraw {
        ChosungDraw(
            database: try request.database, clock: encore.clock, catalog: encore.data.catalog,
            quickGame: encore.data.quizStarters.starters.quickGame, random: encore.random)
    }

    func liveAnswerers(_ request: Request) throws -> LiveAnswerers {
        LiveAnswerers(database: try request.database, clock: encore.clock)
    }

    func limits(_ request: Request) throws -> RateLimits { try app.rateLimits(for: request) }

    /// Whether a daily guess box may suggest titles. They are every built-in film's: an offline
    /// initials search too (ㄱㅁ narrows them to 괴물). So, as the initials search, none go to someone
    /// in the middle of a question: a profile in a solo or room question, or anyone on a room
    /// player's connection while a room question is asked (`LiveAnswerers`, #52.7).
    func dailyTitlesAreOpen(_ request: Request) async throws -> Bool {
        let profile = try request.auth.get(Profile.self)?.requireID()
        return try await !liveAnswerers(request).isAnswering(profile: profile, addressKey: request.clientNetworkKey)
    }

    /// TMDB's settings (poster sizes and addresses), and the movie search behind it.
    var tmdb: Settings.TMDBUpstream { encore.settings.tmdb }
    var movieSearch: any MovieSearch { encore.upstreams.movieSearch }
    /// The built-in movie list.
    var catalog: MovieCatalog { encore.data.catalog }
    func now() -> Date { encore.clock.now() }

    /// One page of the pack list as cards show it, with the starter packs loaded first, and how
    /// many packs are listed in all.
    func listedPacks(_ request: Request, page: Int = 1) async throws -> (packs: [PackSummary], total: Int) {
        let listed = try await listPage(request, page: page)
        let view = request.viewContext
        let viewer = request.auth.get(Profile.self)?.id
        return (listed.rows.map { PackSummary($0, viewer: viewer, view: view) }, listed.total)
    }

    /// One page of the pack list as read (or kept), with the starter packs loaded first.
    func listPage(_ request: Request, page: Int = 1) async throws -> PackService.ListPage {
        do {
            try await starterPacksReady()
        } catch {
            // Players' packs still list; the starters are tried again on the next visit.
            request.logger.error("Starter packs not loaded: \(error)")
        }
        return try await packs(request).list(page: page)
    }

    /// The starter packs in the database, before a pack list is read.
    func starterPacksReady() async throws {
        try await encore.coordination.starterPacks.ready(
            .init(
                file: encore.data.quizStarters, catalog: encore.data.catalog, movies: encore.upstreams.movieSearch,
                tmdb: encore.settings.tmdb, database: try app.database, logger: app.logger,
                now: encore.clock.now()))
    }

    /// The page forms' PLAY: starts a play of the pack and sends the player to it.
    func startPlaying(_ packID: UUID, as player: Profile, _ request: Request) async throws -> Response {
        let play = try await plays(request).start(packID: packID, player: player, addressKey: request.clientNetworkKey)
        return request.redirect(to: Site.quizPlay.link(try play.requireID()), redirectType: .normal)
    }
}
