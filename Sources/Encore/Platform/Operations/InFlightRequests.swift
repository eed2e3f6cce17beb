import Synchronization
import Vapor

/// Counts requests being handled, so shutting down can wait for them before the databases close.
/// Vapor's own shutdown closes the databases before it stops the HTTP server, and a handler
/// whose client has already gone (a page sending a last "pause" as it closes) keeps running; a
/// request reaching the database after it closed makes Fluent trap. See `stopServing`.
final class InFlightRequests: Sendable {
    private let count = Mutex(0)

    var current: Int { count.withLock { $0 } }

    func enter() { count.withLock { $0 += 1 } }

    func leave() { count.withLock { $0 -= 1 } }

    /// Returns once no request is being handled, or after `limit` on `clock` (a test's own clock
    /// shows the give-up without waiting for it).
    func drained<C: Clock>(within limit: Duration, on clock: C = ContinuousClock()) async where C.Duration == Duration {
        let deadline = clock.now.advanced(by: limit)
        while current > 0, clock.now < deadline {
            try? await clock.sleep(for: .milliseconds(20))
        }
    }
}

struct InFlightMiddleware: AsyncMiddleware {
    let requests: InFlightRequests

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        requests.enter()
        defer { requests.leave() }
        return try await next.respond(to: request)
    }
}

/// For `main`, before `asyncShutdown`: close the party rooms' sockets (their pages reconnect, to
/// another instance behind the proxy), stop accepting requests (and let open connections finish),
/// then wait up to 10 s for handlers still running, so none outlives the databases.
public func stopServing(_ app: Application) async {
    await app.encore.coordination.roomHub.stop()
    await app.server.shutdown()
    await app.encore.coordination.inFlight.drained(within: .seconds(10))
}
