import Vapor

extension Request {
    private struct ReceivedCookiesKey: StorageKey { typealias Value = HTTPCookies }

    /// The value of the cookie `name` the browser sent. Vapor's `cookies` parses the header again
    /// on every read (2–3% of a page each, and a signed-in page read it three times), so the parse
    /// is kept for the request.
    func receivedCookie(_ name: String) -> String? {
        if let parsed = storage[ReceivedCookiesKey.self] { return parsed[name]?.string }
        let parsed = cookies
        storage[ReceivedCookiesKey.self] = parsed
        return parsed[name]?.string
    }
}
