import Foundation

/// Every environment variable Encore reads, read once at start-up and validated. Nothing else
/// in the app reads the environment; the parsed values are passed down from `configure`.
public struct Settings: Sendable {
    public enum Database: Sendable, Equatable {
        case sqliteFile(path: String)
        case sqliteMemory
        case postgres(url: String)

        /// Several instances may share it (SQLite is this process's alone).
        var isPostgres: Bool {
            if case .postgres = self { return true }
            return false
        }
    }

    public var database: Database
    public var dataDirectory: String
    /// `ENCORE_UPLOAD_STORAGE`: where uploaded pictures' bytes live, `files` (under the data
    /// directory) or `database`; by default files with SQLite and the database with PostgreSQL, so
    /// instances on several machines need no shared directory.
    public var uploadStorage: UploadStorageChoice

    public enum UploadStorageChoice: String, Sendable {
        case files, database
    }
    /// Nil when `ENCORE_SECRET` is unset: `configure` then generates one into the data directory.
    public var secret: String?
    /// `ENCORE_NOW`: where the clock starts (it runs on from there).
    public var fixedNow: Date?
    /// `ENCORE_TEST_CLOCK=1`: `POST /_test/clock?seconds=N` from this machine moves the clock
    /// forward (the browser tests, instead of sleeping). Never on a server anyone else uses.
    public var testClock: Bool
    public var kobis: Upstream
    public var kakao: Upstream
    public var tmdb: TMDBUpstream
    public var giphy: Upstream
    public var imageAllowPrivateHosts: Bool
    public var imageExtraHosts: [String]
    /// `ENCORE_IMAGE_FETCH_TIMEOUT`: seconds a remote source image may take, redirects included
    /// (default 10), after which the image answers 504 `imageFetchTimeout`.
    public var imageFetchTimeout: Int
    /// `ENCORE_TRUSTED_PROXIES`: the reverse proxies whose `X-Forwarded-For`/`-Proto` are believed.
    var trustedProxies: [AddressRange]
    /// `ENCORE_RATE_LIMIT_FACTOR`: every per-client limit multiplied by this (default 1), for load
    /// and browser tests whose every request comes from one address.
    var rateLimitFactor: Int
    /// `ENCORE_AUTO_MIGRATE=1`: `serve` runs pending migrations instead of refusing to start.
    public var autoMigrate: Bool
    /// `ENCORE_RELOAD_TEMPLATES=1`: read templates from disk on every render (for editing them);
    /// otherwise they are parsed once, whatever Vapor's environment.
    public var reloadTemplates: Bool
    /// `ENCORE_ROOM_SOCKETS_MAX`: room sockets one instance holds at most (default 4,000); past it a
    /// socket is refused, so the files the process may open still serve pages and the database.
    var roomSocketsMax: Int
    /// `ENCORE_METRICS_ALLOW`: the client addresses (after `ENCORE_TRUSTED_PROXIES`) that may read
    /// `/metrics`; loopback by default.
    var metricsAllow: [AddressRange]
    /// `ENCORE_PUBLIC_ORIGIN`: the site's address as browsers see it (`https://encore.example`); a
    /// room socket from a page of any other origin is refused. Unset: each request's own origin.
    var publicOrigin: WebOrigin?

    public struct Upstream: Sendable {
        public var baseURL: URL
        public var apiKey: String?
    }

    public struct TMDBUpstream: Sendable {
        public var baseURL: URL
        public var imageBaseURL: URL
        public var apiKey: String?
        public var accessToken: String?
        public var isConfigured: Bool { apiKey != nil || accessToken != nil }
    }

    public init(environment: [String: String]) throws(SettingsError) {
        let reader = EnvironmentReader(environment)
        dataDirectory = reader.string("ENCORE_DATA_DIR") ?? "./data"
        if let url = reader.string("DATABASE_URL") {
            database = .postgres(url: try reader.postgresURL("DATABASE_URL", url))
        } else {
            database = .sqliteFile(path: dataDirectory + "/encore.sqlite")
        }
        switch reader.string("ENCORE_UPLOAD_STORAGE") {
        case nil:
            if case .postgres = database { uploadStorage = .database } else { uploadStorage = .files }
        case let text?:
            guard let choice = UploadStorageChoice(rawValue: text) else {
                throw SettingsError(variable: "ENCORE_UPLOAD_STORAGE", problem: "must be files or database")
            }
            uploadStorage = choice
        }
        secret = try reader.secret("ENCORE_SECRET")
        fixedNow = try reader.date("ENCORE_NOW")
        testClock = try reader.flag("ENCORE_TEST_CLOCK")
        kobis = Upstream(
            baseURL: try reader.url("KOBIS_BASE_URL", default: "https://www.kobis.or.kr/kobisopenapi/webservice/rest"),
            apiKey: reader.string("KOBIS_API_KEY"))
        kakao = Upstream(
            baseURL: try reader.url("KAKAO_BASE_URL", default: "https://dapi.kakao.com"),
            apiKey: reader.string("KAKAO_REST_API_KEY"))
        tmdb = TMDBUpstream(
            baseURL: try reader.url("TMDB_BASE_URL", default: "https://api.themoviedb.org/3"),
            imageBaseURL: try reader.url("TMDB_IMAGE_BASE_URL", default: "https://image.tmdb.org/t/p"),
            apiKey: reader.string("TMDB_API_KEY"),
            accessToken: reader.string("TMDB_ACCESS_TOKEN"))
        giphy = Upstream(
            baseURL: try reader.url("GIPHY_BASE_URL", default: "https://api.giphy.com"),
            apiKey: reader.string("GIPHY_API_KEY"))
        imageAllowPrivateHosts = try reader.flag("ENCORE_IMAGE_ALLOW_PRIVATE_HOSTS")
        imageExtraHosts = try reader.hostList("ENCORE_IMAGE_EXTRA_HOSTS")
        imageFetchTimeout = try reader.positiveInt("ENCORE_IMAGE_FETCH_TIMEOUT") ?? 10
        trustedProxies = try reader.addressRanges("ENCORE_TRUSTED_PROXIES")
        rateLimitFactor = try reader.positiveInt("ENCORE_RATE_LIMIT_FACTOR") ?? 1
        autoMigrate = try reader.flag("ENCORE_AUTO_MIGRATE")
        reloadTemplates = try reader.flag("ENCORE_RELOAD_TEMPLATES")
        roomSocketsMax = try reader.positiveInt("ENCORE_ROOM_SOCKETS_MAX") ?? 4_000
        publicOrigin = try reader.string("ENCORE_PUBLIC_ORIGIN").map { text throws(SettingsError) in
            guard let origin = WebOrigin(text) else {
                throw SettingsError(
                    variable: "ENCORE_PUBLIC_ORIGIN", problem: "must be an http or https origin (https://host[:port])")
            }
            return origin
        }
        let metricsAllow = try reader.addressRanges("ENCORE_METRICS_ALLOW")
        self.metricsAllow = metricsAllow.isEmpty ? AddressRange.loopback : metricsAllow
    }
}

/// A configuration value that stops start-up. The message names the variable but never echoes
/// a value that could be a secret.
public struct SettingsError: Error, CustomStringConvertible, Equatable {
    public let variable: String
    public let problem: String
    public var description: String { "Invalid configuration: \(variable) \(problem)" }
}
