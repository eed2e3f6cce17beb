import Fluent
import FluentPostgresDriver
import FluentSQLiteDriver
import Leaf
import NIOPosix
import Vapor

/// The one composition root: `main` and every test build the app through this function.
public func configure(_ app: Application, settings: Settings) async throws {
    // Vapor's default blocking pool has one thread per core and is shared by SQLite's queries and
    // file reads: a connection waiting for SQLite's write lock, or a few slow reads, left none for
    // the connection that held it. Set before the databases are, which take this pool.
    app.threadPool = NIOThreadPool(numberOfThreads: 8)
    let resources = app.directory.resourcesDirectory
    try Vips.start()
    // Read once for the process, from the working directory's Resources/ as everything else here.
    guard !WordFilter.builtIn.isEmpty else {
        throw SettingsError(variable: "Resources/Data/word-filter.json", problem: "is missing or not a word list")
    }
    let hostPolicy = HostPolicy(settings: settings)
    if settings.publicOrigin == nil && app.environment == .production {
        throw SettingsError(
            variable: "ENCORE_PUBLIC_ORIGIN",
            problem: "is required in production: absolute URLs (room QR codes, preview cards) are built from it")
    }
    if settings.testClock && app.environment == .production {
        throw SettingsError(
            variable: "ENCORE_TEST_CLOCK", problem: "is for tests: never on in the production environment")
    }
    let clockJumps = settings.testClock ? ClockJumps() : nil
    if settings.kobis.apiKey == nil {
        // The operator's steps belong here (and in the README), not in front of every player.
        app.logger.notice(
            "KOBIS_API_KEY is not set: the box office tab shows stored charts only. Get a key at https://www.kobis.or.kr/kobisopenapi/ and set KOBIS_API_KEY (see README, Configuration)."
        )
    }
    let clock = AppClock(startingAt: settings.fixedNow, jumps: clockJumps)
    let files = try BuiltinFiles.load(from: resources)
    let strings = files.strings
    try await configureDatabase(app, settings.database)
    let secret: AppSecret
    if case .postgres = settings.database {
        secret = try await AppSecret.resolve(settings.secret, sharedIn: try app.database)
    } else {
        secret = try AppSecret.resolve(settings.secret, dataDirectory: settings.dataDirectory)
    }
    app.encore = EncoreServices(
        settings: settings,
        clock: clock,
        clockJumps: clockJumps,
        strings: strings,
        secret: secret,
        openAPIDocument: files.openAPIDocument,
        contentSecurityPolicy: ContentSecurityPolicy.make(settings: settings),
        upstreams: .init(
            movieSearch: CachedMovieSearch(
                TMDBClient(transport: VaporUpstreamTransport(client: app.http.client.shared), settings: settings.tmdb)),
            boxOffice: settings.kobis.apiKey == nil
                ? nil
                : KOBISClient(
                    transport: VaporUpstreamTransport(client: app.http.client.shared), settings: settings.kobis),
            posterSearch: KakaoImageClient(
                transport: VaporUpstreamTransport(client: app.http.client.shared), settings: settings.kakao)),
        data: .init(
            catalog: files.catalog,
            dailyFilms: files.dailyFilms,
            quizStarters: files.quizStarters,
            // The data's plausibility rules (no debut in the future) use the machine's real date, never
            // ENCORE_NOW: a demo of April 2023 must start although the file knows groups that came later.
            idolCatalog: try IdolCatalog.load(
                from: resources + "Data/idols.json", today: Day(koreaTimeOf: AppClock.machine.now()))),
        images: .init(
            pipeline: makeImagePipeline(settings, hostPolicy: hostPolicy, app: app),
            hostPolicy: hostPolicy,
            urls: ImageURLSigner(secret: secret)),
        caches: .init(
            fragments: FragmentCache(enabled: !settings.reloadTemplates),
            // On SQLite this process is the only writer, so it hears every change it must.
            signedIn: SignedInCache(hearsNotices: !settings.database.isPostgres)),
        coordination: .init(roomHub: RoomHub(app.roomHubContext(strings: strings)), roomNotices: app.roomNotices()))
    _ = EncoreMetrics.registry

    let migrations = EncoreMigrations.all(catalog: app.encore.data.catalog)
    app.migrations.add(migrations)
    app.encore.coordination.migrations.expect(migrations.count)

    app.lifecycle.use(MigrationGate())
    app.lifecycle.use(StarterPackLifecycle())
    app.lifecycle.use(RoomLifecycle())

    app.leaf.cache = PinnedLeafCache(enabled: !settings.reloadTemplates)
    app.leaf.tags["t"] = TranslateTag(strings: app.encore.strings)
    app.leaf.tags["fragment"] = FragmentTag()
    app.leaf.tags["imageURL"] = ImageURLTag(signer: app.encore.images.urls)
    LoopLeafRenderers.install(on: app)

    app.routes.defaultMaxBodySize = "256kb"
    app.http.server.configuration.responseCompression = .enabled
    app.middleware = Middlewares()
    app.middleware.use(InFlightMiddleware(requests: app.encore.coordination.inFlight))
    app.middleware.use(RequestLogMiddleware())
    app.middleware.use(SecurityHeadersMiddleware(contentSecurityPolicy: app.encore.contentSecurityPolicy))
    app.middleware.use(PendingCookiesMiddleware())
    app.middleware.use(ErrorResponder())
    app.middleware.use(MethodNotAllowedMiddleware())
    app.middleware.use(ControlCharacterMiddleware())
    RequestDecoders.install()
    app.middleware.use(PublicFilesMiddleware(publicDirectory: app.directory.publicDirectory))

    app.asyncCommands.use(ThumbnailBenchCommand(), as: "bench-thumbnails")
    app.asyncCommands.use(BoxOfficeCommands(), as: "boxoffice")
    app.asyncCommands.use(IdolCommands(), as: "idols")
    app.asyncCommands.use(OperatorCommands(), as: "operators")
    app.asyncCommands.use(OpenAPICommand(), as: "openapi")
    ExclusiveMigrateCommand.install(in: app)
    try routes(app)
}

private func configureDatabase(_ app: Application, _ database: Settings.Database) async throws {
    switch database {
    case .sqliteFile(let path):
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        app.databases.use(
            SQLiteWriteQueue.configuration(
                .sqlite(.file(path), connectionPoolTimeout: SQLiteTuning.connectionWait), file: path),
            as: .sqlite)
        try await SQLiteTuning.apply(app, journal: true)
    case .sqliteMemory:
        app.databases.use(
            SQLiteWriteQueue.configuration(
                .sqlite(.memory, connectionPoolTimeout: SQLiteTuning.connectionWait), file: nil),
            as: .sqlite)
        try await SQLiteTuning.apply(app, journal: false)
    case .postgres(let url):
        // Opening a connection may take as long as a request waits for one from the pool (30 s,
        // not PostgresNIO's 10): on a busy machine (make test's PostgreSQL run starts hundreds of
        // apps at once) connecting alone has taken over 10 s.
        var configuration = try SQLPostgresConfiguration(url: url)
        configuration.coreConfiguration.options.connectTimeout = .seconds(30)
        // Four connections per event loop (Fluent's default is one): a transaction holding one no
        // longer makes every other request on that loop wait for it.
        app.databases.use(
            .postgres(
                configuration: configuration, maxConnectionsPerEventLoop: 4, connectionPoolTimeout: .seconds(30)),
            as: .psql)
    }
}
