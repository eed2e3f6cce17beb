import FluentPostgresDriver
import Vapor

/// What several factories, the room sockets and the lifecycle handlers build from the application.
extension Application {
    /// The rate limits counted on `database` (a request's, or a transaction's).
    func rateLimits(on database: EncoreDatabase) -> RateLimits {
        RateLimits(
            database: database, clock: encore.clock, sweeper: encore.coordination.rateLimitSweeper,
            factor: encore.settings.rateLimitFactor)
    }

    func rateLimits(for request: Request) throws -> RateLimits { rateLimits(on: try request.database) }

    /// The signed-in sessions' cache; on PostgreSQL the first to ask starts the listener that keeps
    /// it true (until then nothing is kept).
    var signedInCache: SignedInCache {
        let cache = encore.caches.signedIn
        if cache.claimListenerStart(), case .postgres(let url) = encore.settings.database,
            let configuration = try? SQLPostgresConfiguration(url: url).coreConfiguration
        {
            let listener = encore.coordination.sessionListener, logger = logger
            Task { await listener.start(configuration, cache.notices, logger: logger) }
        }
        return cache
    }

    func rooms(on database: EncoreDatabase) -> RoomService {
        RoomService(
            database: database, clock: encore.clock, changes: encore.coordination.roomChanges,
            hub: encore.coordination.roomHub, notices: encore.coordination.roomNotices, catalog: encore.data.catalog)
    }

    /// What tells the other instances of this one's room changes, on the application's pool: each
    /// batch in a transaction of its own, so that it is sent whole or not at all, and given up when
    /// PostgreSQL cuts its connection (`writeTransaction`) rather than waited for forever.
    func roomNotices() -> RoomNotices {
        let app = self
        return RoomNotices(logger: logger) { payloads in
            try await app.database.writeTransaction { try await $0.notify(RoomService.channel, payloads) }
        }
    }

    /// What the room sockets use, for the whole process: a socket outlives its upgrade request.
    var roomServices: RoomServices {
        get throws {
            RoomServices(
                hub: encore.coordination.roomHub, service: rooms(on: try database), ledger: try roomSocketLedger,
                sessions: SessionStore(database: try database, clock: encore.clock, signedIn: signedInCache),
                maxSockets: encore.settings.roomSocketsMax, inFlight: encore.coordination.inFlight,
                strings: encore.strings, clock: encore.clock, logger: logger)
        }
    }

    var roomSocketLedger: RoomSocketLedger {
        get throws { RoomSocketLedger(database: try database, limits: rateLimits(on: try database)) }
    }

    /// What the hub reads rooms with: everything else of the app is read when a room changes, after
    /// `configure` is done.
    func roomHubContext(strings: StringCatalog) -> RoomHub.Context {
        let app = self
        return RoomHub.Context(
            load: { try await $1.read($0, on: try app.database) },
            settle: { try await app.rooms(on: try app.database).settle($0) },
            presentation: {
                PlayPresentation(
                    now: app.encore.clock.now(), images: app.encore.images.urls, strings: app.encore.strings,
                    language: .ko, catalog: app.encore.data.catalog)
            },
            strings: strings, logger: logger,
            heartbeat: { try await app.roomSocketLedger.heartbeat($0) },
            listen: {
                // Only an instance with room sockets needs to hear the others.
                guard case .postgres(let url) = app.encore.settings.database,
                    let configuration = try? SQLPostgresConfiguration(url: url).coreConfiguration
                else { return }
                await app.encore.coordination.roomListener.start(
                    configuration, app.encore.coordination.roomHub.notices, logger: app.logger)
            })
    }
}

/// Closes every room socket and stops hearing other instances when the application stops.
struct RoomLifecycle: LifecycleHandler {
    func shutdownAsync(_ application: Application) async {
        await application.encore.coordination.sessionListener.stop()
        await application.encore.coordination.roomListener.stop()
        await application.encore.coordination.roomHub.stop()
        await application.encore.coordination.roomNotices.stop()
    }
}

/// Stops a poster fetch still running when the app shuts down, before the databases go.
struct StarterPackLifecycle: LifecycleHandler {
    func shutdownAsync(_ application: Application) async {
        await application.encore.coordination.starterPacks.shutdown()
    }
}
