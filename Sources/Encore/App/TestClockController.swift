import Vapor

/// `POST /_test/clock?seconds=N` (only with `ENCORE_TEST_CLOCK=1`, which `configure` refuses in the
/// production environment; only from this machine; only with the `X-Encore-Test-Clock` header, which
/// a page of another site cannot send without CORS allowing it): moves the app's clock forward,
/// then sends every room socket its room as it stands at the new time, so a browser test sees what
/// those seconds would have brought without sleeping through them.
struct TestClockController {
    let jumps: ClockJumps
    let hub: RoomHub

    static let header = "X-Encore-Test-Clock"

    struct Moved: Content {
        let now: Date
    }

    func jump(_ request: Request) async throws -> Moved {
        // As `/metrics`: the client as known after `ENCORE_TRUSTED_PROXIES` (a proxy left out of it
        // would make every client look local; the production refusal covers that server).
        guard request.headers.first(name: Self.header) == "1" else { throw GenericRefusal(.forbidden) }
        if request.remoteAddress != nil {
            guard request.isFromThisMachine else { throw GenericRefusal(.forbidden) }
        }
        guard let seconds = request.query[Double.self, at: "seconds"], seconds >= 0, seconds <= 24 * 3_600 else {
            throw FieldProblem("seconds", "error.422")
        }
        jumps.jump(seconds)
        await hub.refreshAll(resending: true)
        return Moved(now: request.encore.clock.now())
    }
}
