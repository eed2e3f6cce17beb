import Vapor

/// Cookies Encore sets: always HttpOnly and SameSite=Lax, Secure when the request came over HTTPS.
enum CookieFactory {
    static func make(_ value: String, maxAge: Int, path: String = "/", for request: Request) -> HTTPCookies.Value {
        HTTPCookies.Value(
            string: value, expires: nil, maxAge: maxAge, domain: nil, path: path,
            isSecure: request.isSecure, isHTTPOnly: true, sameSite: .lax)
    }

    static func expired(for request: Request) -> HTTPCookies.Value {
        make("", maxAge: 0, for: request)
    }
}
