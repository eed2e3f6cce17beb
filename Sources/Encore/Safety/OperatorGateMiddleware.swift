import Vapor

/// Lets only operators reach the console's routes, before anything else about the request is
/// looked at: anyone else gets exactly the 404 of a path that does not exist (the page renders as
/// for a stranger, and no CSRF cookie is set), so nothing tells them the console is there.
struct OperatorGateMiddleware: AsyncMiddleware {
    let safety: SafetyFactory

    struct StaffKey: StorageKey {
        typealias Value = OperatorConsole.Staff
    }

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard let profile = request.auth.get(Profile.self), let id = profile.id,
            let role = try await safety.roster(request).role(of: id)
        else {
            request.auth.logout(Profile.self)
            request.chosenLanguage = nil
            throw Abort(.notFound)
        }
        request.storage[StaffKey.self] = .init(profile: profile, role: role)
        return try await next.respond(to: request)
    }
}

extension Request {
    /// The operator `OperatorGateMiddleware` let through.
    func requireStaff() throws -> OperatorConsole.Staff {
        guard let staff = storage[OperatorGateMiddleware.StaffKey.self] else { throw Abort(.notFound) }
        return staff
    }
}
