import Vapor

/// Reads the session cookie and signs the request in as its profile. An unknown or expired
/// cookie is cleared so the browser stops sending it.
struct SessionMiddleware: AsyncMiddleware {
    let profiles: ProfileFactory

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if let token = request.receivedCookie(SessionStore.cookieName) {
            if let profile = try await profiles.sessions(request).find(token: token) {
                request.auth.login(profile)
                request.chosenLanguage = profile.language.fixed
            } else {
                request.setCookieOnResponse(SessionStore.cookieName, CookieFactory.expired(for: request))
            }
        }
        return try await next.respond(to: request)
    }
}

extension Profile: Authenticatable {}

extension Request {
    /// The signed-in profile, or 401 for API callers without one.
    func requireProfile() throws -> Profile {
        guard let profile = auth.get(Profile.self) else { throw GenericRefusal(.unauthorized) }
        return profile
    }
}
