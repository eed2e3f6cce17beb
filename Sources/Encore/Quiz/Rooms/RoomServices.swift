import FluentPostgresDriver
import Vapor

/// What the room routes and the room sockets use, for the whole process: a socket outlives its
/// upgrade request, so its messages reach the room through the application, not a request.
struct RoomServices: Sendable {
    let hub: RoomHub
    let service: RoomService
    let ledger: RoomSocketLedger
    /// Whether a host's session still lives, on each host command.
    let sessions: SessionStore
    /// Room sockets this instance may hold (`ENCORE_ROOM_SOCKETS_MAX`).
    let maxSockets: Int
    /// A socket's work counts as a request in flight: shutting down waits for it (its last
    /// database write) before the databases close.
    let inFlight: InFlightRequests
    let strings: StringCatalog
    /// The app's clock: a socket's message rate is counted in its seconds (a test moves it by hand).
    let clock: AppClock
    let logger: Logger
}

extension Application {
    var roomServices: RoomServices {
        get throws {
            RoomServices(
                hub: encore.coordination.roomHub, service: rooms(on: try database), ledger: try roomSocketLedger,
                sessions: SessionStore(database: try database, clock: encore.clock),
                maxSockets: encore.settings.roomSocketsMax, inFlight: encore.coordination.inFlight,
                strings: encore.strings, clock: encore.clock, logger: logger)
        }
    }

    var roomSocketLedger: RoomSocketLedger {
        get throws { RoomSocketLedger(database: try database, limits: try rateLimits) }
    }

    func rooms(on database: EncoreDatabase) -> RoomService {
        RoomService(
            database: database, clock: encore.clock, locks: encore.coordination.roomLocks,
            hub: encore.coordination.roomHub)
    }

    /// What the hub reads rooms with.
    var roomHubContext: RoomHub.Context {
        let app = self
        return RoomHub.Context(
            load: { try await QuizRoom.find($0, on: app.db) },
            settle: { try await app.rooms(on: try app.database).settle($0) },
            presentation: {
                PlayPresentation(
                    now: app.encore.clock.now(), images: app.encore.images.urls, strings: app.encore.strings,
                    language: .ko)
            },
            strings: encore.strings, logger: logger,
            heartbeat: { try await app.roomSocketLedger.heartbeat($0) },
            listen: {
                // Only an instance with room sockets needs to hear the others.
                guard case .postgres(let url) = app.encore.settings.database,
                    let configuration = try? SQLPostgresConfiguration(url: url).coreConfiguration
                else { return }
                await app.encore.coordination.roomListener.start(
                    configuration, hub: app.encore.coordination.roomHub, logger: app.logger)
            })
    }
}

/// Closes every room socket and stops hearing other instances when the application stops.
struct RoomLifecycle: LifecycleHandler {
    func shutdownAsync(_ application: Application) async {
        await application.encore.coordination.roomListener.stop()
        await application.encore.coordination.roomHub.stop()
    }
}

extension Request {
    var rooms: RoomService {
        get throws { application.rooms(on: try database) }
    }

    /// Whether the page that opened this request is this site's (a WebSocket is not held back by
    /// the browser's same-origin rules, so the server checks): the `Origin` header's scheme, host and
    /// port must be `ENCORE_PUBLIC_ORIGIN`'s when it is set, else this request's own (its `Host`
    /// header, and https when it came over TLS or a trusted proxy says so). Another port or scheme on
    /// the same host is another site (#27.12).
    var isSameOrigin: Bool {
        guard let origin = headers.first(name: .origin) else { return true }
        guard let given = WebOrigin(origin) else { return false }
        if let configured = encore.settings.publicOrigin { return given == configured }
        guard let hostHeader = headers.first(name: .host),
            let own = WebOrigin((isSecure ? "https://" : "http://") + hostHeader)
        else { return false }
        return given == own
    }
}
