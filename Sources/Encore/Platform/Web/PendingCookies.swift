import Vapor

/// Cookies a middleware decided on before the handler ran (a new CSRF token, clearing a stale
/// session). They are applied to whatever response leaves, error pages included, by
/// `PendingCookiesMiddleware`, which sits outside the error responder.
extension Request {
    private struct PendingCookiesKey: StorageKey { typealias Value = [String: HTTPCookies.Value] }

    func setCookieOnResponse(_ name: String, _ value: HTTPCookies.Value) {
        var cookies = storage[PendingCookiesKey.self] ?? [:]
        cookies[name] = value
        storage[PendingCookiesKey.self] = cookies
    }

    fileprivate var pendingCookies: [String: HTTPCookies.Value] { storage[PendingCookiesKey.self] ?? [:] }
}

struct PendingCookiesMiddleware: Middleware {
    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        next.respond(to: request).map { response in
            // A cookie the handler set itself (e.g. a fresh session at sign-in) wins over a pending one.
            for (name, value) in request.pendingCookies where response.cookies[name] == nil {
                response.cookies[name] = value
            }
            return response
        }
    }
}
