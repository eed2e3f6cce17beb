import Vapor

/// What `configure` builds once and every handler reads, grouped by kind: configuration and the
/// basics at the top, then upstream clients, built-in data, images, caches, and the coordination
/// that keeps one process's work in order.
///
/// A class: handlers read it dozens of times a request, and as a struct each read copied it whole
/// (retaining every field), up to a tenth of a page's CPU in `perf`. Its `var`s are replaced only
/// by tests, before they send requests, hence `@unchecked`.
public final class EncoreServices: @unchecked Sendable {
    public let settings: Settings
    /// Replaceable so tests can move time by hand (the quiz clock).
    public var clock: AppClock
    /// What moves `clock` forward by hand with `ENCORE_TEST_CLOCK=1`; nil otherwise.
    let clockJumps: ClockJumps?
    /// The idol hero and quick games' draws; replaceable so tests can seed it.
    var random: RandomSource = .system
    public let strings: StringCatalog
    public let secret: AppSecret
    public let openAPIDocument: ByteBuffer
    public let contentSecurityPolicy: String
    /// The services Encore calls over the network; each replaceable in tests.
    var upstreams: Upstreams
    /// The data files shipped in `Resources/Data`, checked at start-up.
    let data: BuiltinData
    var images: Images
    let caches: Caches
    let coordination: Coordination

    init(
        settings: Settings, clock: AppClock, clockJumps: ClockJumps?, strings: StringCatalog, secret: AppSecret,
        openAPIDocument: ByteBuffer, contentSecurityPolicy: String, upstreams: Upstreams, data: BuiltinData,
        images: Images, caches: Caches, coordination: Coordination
    ) {
        self.settings = settings
        self.clock = clock
        self.clockJumps = clockJumps
        self.strings = strings
        self.secret = secret
        self.openAPIDocument = openAPIDocument
        self.contentSecurityPolicy = contentSecurityPolicy
        self.upstreams = upstreams
        self.data = data
        self.images = images
        self.caches = caches
        self.coordination = coordination
    }

    struct Upstreams: Sendable {
        /// TMDB movie search and posters.
        var movieSearch: any MovieSearch
        /// KOBIS, nil without `KOBIS_API_KEY` (the archive is still served).
        var boxOffice: (any BoxOfficeSource)?
        /// Kakao image search for posters.
        var posterSearch: any PosterImageSearch
    }

    struct BuiltinData: Sendable {
        /// The built-in movie list (search without TMDB, 초성 questions).
        let catalog: MovieCatalog
        /// The catalog's films a 오늘의 퀴즈 can ask (`DailySchedule.eligible(in:)`).
        let dailyFilms: [MovieCatalog.Movie]
        /// The starter packs and quick 초성 game lists (`quiz-starters.json`).
        let quizStarters: QuizStarterCatalog
        /// The built-in idol directory (`idols.json`).
        let idolCatalog: IdolCatalog
    }

    struct Images: Sendable {
        /// Replaceable so tests can run the pipeline with small limits or a fake remote fetcher.
        var pipeline: ImagePipeline
        /// Which hosts remote pictures may come from (the pipeline's fetcher and poster search share it).
        let hostPolicy: HostPolicy
        let urls: ImageURLSigner
    }

    /// Per-process caches: losing one costs time, never correctness.
    struct Caches: Sendable {
        /// Rendered cards and bars kept by their content (off with `ENCORE_RELOAD_TEMPLATES=1`).
        let fragments: FragmentCache
        /// The idol home's rows and heroes (`IdolDirectoryCache`).
        let idolDirectory = IdolDirectoryCache()
        /// Concurrent requests for one chart share one KOBIS call.
        let chartRequests = Coalescer<ChartKey, BoxOfficeArchive.Result>()
        /// Party rooms' join codes as drawn SVG, by address and title: every screen of a room asks
        /// for the same code, and drawing one cost more than the request.
        let qrCodes = KeptTable<QRDrawing, String>(capacity: 200)
        /// Shareable pages' card paths, signed once per card (an HMAC per view was 3% of a page).
        let previewCardPaths = KeptTable<PreviewCard, String>(capacity: 2_000)
        /// Packs' questions, read again only when a pack's question ids changed.
        let packQuestions = PackQuestionsCache()
        /// The pack list's pages and starters, read again only when the list's version moved.
        let packListings = PackListingCache()
        /// Stored charts, read again only when their `fetched_at` changed.
        let storedCharts = StoredChartCache()
        /// KOBIS movie info, kept a day.
        let movieInfoCache = MovieInfoCache()
        /// Movie pages' posters, kept a day.
        let moviePosters = MoviePosterCache()
        /// 오늘의 퀴즈 days once stored (they never change).
        let dailyPuzzles = DailyPuzzleCache()
        /// Packs' finished plays summed, until another finishes.
        let packStats = PackStatsCache()
        /// Packs' leaderboard rankings, ranked again only when their plays or exposures changed.
        let leaderboards = LeaderboardCache()
        /// Signed-in sessions with their profiles, forgotten on every change from any instance.
        let signedIn: SignedInCache
    }

    /// What keeps this process's work in order; what must hold across instances is in the database.
    struct Coordination: Sendable {
        /// Copies the starter packs into the database once per process, before the first pack list.
        let starterPacks = StarterPackGate()
        /// Copies the idol data into the database once per process, before the first idol query.
        let idolSync = OnceTask()
        /// One quiz play's requests at a time in this process (the row lock holds across instances).
        let playLocks = KeyedSerializer<UUID>()
        /// Requests being handled; shutting down waits for them.
        let inFlight = InFlightRequests()
        /// How many migrations this build has (`/healthz` checks the database's log against it).
        let migrations = MigrationState()
        /// One party room's changes at a time in this process, those waiting applied together (the
        /// row lock holds across instances).
        let roomChanges = RoomChangeQueue()
        /// This process's room sockets, and what sends them each change.
        let roomHub: RoomHub
        /// On PostgreSQL: tells the other instances of the room changes committed here.
        let roomNotices: RoomNotices
        /// On PostgreSQL: hears which rooms other instances changed.
        let roomListener = NotificationListener()
        /// On PostgreSQL: hears which profiles other instances changed (`SignedInCache`).
        let sessionListener = NotificationListener()
        /// Collects uploads nothing uses now and then (at most hourly, on an upload).
        let uploadCollector = HourlyGate()
        /// Deletes rooms past `RoomService.keptFor` now and then (at most hourly, on a room's opening).
        let roomSweeper = HourlyGate()
        /// Deletes old rate-limit windows now and then (the counts themselves live in the database).
        let rateLimitSweeper = HourlyGate()
        /// Errors that reached a client with no code of their own (a fault, or a type that is not a
        /// `DomainError`): the tests fail when one does.
        let uncodedErrors = UncodedErrors()
        /// The API's error answers by operation, kept only when the tests ask (`startKeeping`).
        let answeredErrors = AnsweredErrors()
    }
}

extension Application {
    private struct ServicesKey: StorageKey { typealias Value = EncoreServices }

    public var encore: EncoreServices {
        get {
            guard let services = storage[ServicesKey.self] else {
                fatalError("Encore services are missing: call configure(_:settings:) first")
            }
            return services
        }
        set { storage[ServicesKey.self] = newValue }
    }
}

extension Request {
    public var encore: EncoreServices { application.encore }
}
