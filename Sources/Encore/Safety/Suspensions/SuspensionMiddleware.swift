import Vapor

/// Stands before every route that publishes, uploads, hosts or joins a room, or reports: a
/// suspended profile is refused there with `profileSuspended` (a page that says until when, or the
/// API's JSON error), and nothing it sent is kept. The suspension comes with the signed-in row
/// every request reads, so the check costs no query.
struct SuspensionMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if let profile = request.auth.get(Profile.self),
            let until = Suspension.activeEnd(of: profile, at: request.encore.clock.now())
        {
            throw SuspensionError.suspended(until: Suspension.label(until))
        }
        return try await next.respond(to: request)
    }
}
