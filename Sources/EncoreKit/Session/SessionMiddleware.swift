import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Encore's session and CSRF handshake for the generated client: every request carries the cookies
/// the server set (the session among them), and every state-changing one repeats the `encore_csrf`
/// cookie in `X-CSRF-Token` (double submit). A client with no CSRF cookie yet first asks for one
/// with a cheap read, so the first `POST` of a fresh client works as a browser's would.
public struct SessionMiddleware: ClientMiddleware {
    static let csrfCookie = "encore_csrf"
    static let csrfHeader = HTTPField.Name("X-CSRF-Token")!
    /// Static data, answered from memory, that every `/api` response comes with the token on.
    static let handshakePath = "/api/v1/idols/periods"

    public let cookies: CookieJar

    public init(cookies: CookieJar) {
        self.cookies = cookies
    }

    public func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let changesState = ![.get, .head, .options].contains(request.method)
        if changesState, cookies.value(Self.csrfCookie) == nil {
            let handshake = HTTPRequest(method: .get, scheme: nil, authority: nil, path: Self.handshakePath)
            _ = try await send(handshake, body: nil, baseURL: baseURL, next: next)
        }
        var request = request
        if changesState, let token = cookies.value(Self.csrfCookie) {
            request.headerFields[Self.csrfHeader] = token
        }
        return try await send(request, body: body, baseURL: baseURL, next: next)
    }

    private func send(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        if let header = cookies.header { request.headerFields[.cookie] = header }
        let (response, responseBody) = try await next(request, body, baseURL)
        cookies.store(setCookie: response.headerFields[values: .setCookie])
        return (response, responseBody)
    }
}
