import Vapor

/// Double-submit CSRF protection for every state-changing request. A random token lives in an
/// HttpOnly cookie; pages print it into forms (`_csrf`) and a meta tag that `fetch` calls send as
/// `X-CSRF-Token`. A request from another site cannot read the cookie, so it cannot echo it.
struct CSRFMiddleware: AsyncMiddleware {
    static let cookieName = "encore_csrf"
    static let formField = "_csrf"
    static let headerName = "X-CSRF-Token"
    private static let safeMethods: [HTTPMethod] = [.GET, .HEAD, .OPTIONS]

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let cookie = request.receivedCookie(Self.cookieName)
        let existing = cookie?.count == 43 ? cookie : nil
        let token = existing ?? RandomToken.make(bytes: 32)
        request.storage[TokenKey.self] = token
        if existing == nil {
            request.setCookieOnResponse(
                Self.cookieName, CookieFactory.make(token, maxAge: 60 * 60 * 24 * 365, for: request))
        }

        if !Self.safeMethods.contains(request.method) {
            // Browsers say when a request comes from another site; refuse it even before comparing tokens.
            let crossSite = request.headers.first(name: "Sec-Fetch-Site") == "cross-site"
            let submitted = try await Self.submittedToken(request)
            guard !crossSite, let existing, let submitted, constantTimeEquals(existing, submitted) else {
                throw RequestRefusal.csrfTokenInvalid
            }
        }

        let response = try await next.respond(to: request)
        // API clients that are not pages read the token from here.
        if request.url.path.hasPrefix("/api/") { response.headers.replaceOrAdd(name: Self.headerName, value: token) }
        return response
    }

    private static func submittedToken(_ request: Request) async throws -> String? {
        if let header = request.headers.first(name: headerName) { return header }
        // Multipart uploads carry the token in the query so the large body need not be read here.
        if request.headers.contentType?.type == "multipart" { return request.query[String.self, at: formField] }
        guard let type = request.headers.contentType,
            type == .urlEncodedForm
        else { return nil }
        // The route would collect the body after the middleware; collect it here to read the field.
        _ = try await request.collectedBody()
        return try? request.content.get(String.self, at: formField)
    }

    struct TokenKey: StorageKey { typealias Value = String }
}

extension Request {
    /// The CSRF token to print into this request's forms and meta tag.
    var csrfToken: String { storage[CSRFMiddleware.TokenKey.self] ?? "" }
}
