import Vapor

/// What `configure` builds once and every handler reads: parsed settings and shared services.
public struct EncoreServices: Sendable {
    public let settings: Settings
    /// Replaceable so tests can move time by hand (the quiz clock).
    public var clock: AppClock
    /// The idol hero and quick games' draws; replaceable so tests can seed it.
    var random: RandomSource = .system
    public let strings: StringCatalog
    public let secret: AppSecret
    public let openAPIDocument: ByteBuffer
    public let contentSecurityPolicy: String
    /// Replaceable so tests can run the pipeline with small limits or a fake remote fetcher.
    var images: ImagePipeline
    /// Which hosts remote pictures may come from (the pipeline's fetcher and poster search share it).
    let hostPolicy: HostPolicy
    let imageURLs: ImageURLSigner
    /// TMDB movie search and posters; replaceable so tests can use a fake transport.
    var movieSearch: any MovieSearch
    /// The built-in movie list (search without TMDB, 초성 questions).
    let catalog: MovieCatalog
    /// Rendered cards and bars kept by their content (off with `ENCORE_RELOAD_TEMPLATES=1`).
    let fragments: FragmentCache
    /// The starter packs and quick 초성 game lists (`Resources/Data/quiz-starters.json`), checked at start-up.
    let quizStarters: QuizStarterCatalog
    /// Copies the starter packs into the database once per process, before the first pack list.
    let starterPacks = StarterPackGate()
    /// KOBIS, nil without `KOBIS_API_KEY` (the archive is still served); replaceable in tests.
    var boxOffice: (any BoxOfficeSource)?
    /// Kakao image search for posters; replaceable in tests.
    var posterSearch: any PosterImageSearch
    /// The built-in idol directory (`Resources/Data/idols.json`), checked at start-up.
    let idolCatalog: IdolCatalog
    /// Copies the idol data into the database once per process, before the first idol query.
    let idolSync = OnceTask()
    /// The idol home's rows and heroes, once per process (`IdolDirectoryCache`).
    let idolDirectory = IdolDirectoryCache()
    /// Concurrent requests for one chart share one KOBIS call.
    let chartRequests = Coalescer<ChartKey, BoxOfficeArchive.Result>()
    /// KOBIS movie info, kept a day.
    let movieInfoCache = MovieInfoCache()
    /// One quiz play's requests at a time, so an answer is never scored twice.
    let playLocks = KeyedSerializer()
    /// Requests being handled; shutting down waits for them.
    let inFlight = InFlightRequests()
    /// Whether migrations were found pending at start-up (`/healthz`).
    let migrations = MigrationState()
    /// Deletes old rate-limit windows now and then (the counts themselves live in the database).
    let rateLimitSweeper = RateLimitSweeper()
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
