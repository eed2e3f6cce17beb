import Foundation
import NIOCore
import VaporTesting

@testable import Encore

/// A minimal browser over VaporTesting: keeps cookies between requests and sends the CSRF token
/// the way Encore's pages do (form field or header), so tests read like a person using the site.
final class TestBrowser: @unchecked Sendable {
    let app: Application
    var cookies: [String: String] = [:]
    var acceptLanguage = "ko-KR,ko;q=0.9"
    /// The address requests come from (an IPv4 or IPv6 literal); nil for VaporTesting's "unknown".
    var address: String?

    init(_ app: Application) { self.app = app }

    var csrfToken: String? { cookies[CSRFMiddleware.cookieName] }
    var sessionToken: String? { cookies[SessionStore.cookieName] }

    @discardableResult
    func get(_ path: String, headers: HTTPHeaders = [:]) async throws -> TestingHTTPResponse {
        try await send(.GET, path, headers: headers, body: nil)
    }

    /// Posts a form as a page would, with the `_csrf` field unless `csrf` says otherwise.
    @discardableResult
    func postForm(
        _ path: String, _ fields: [String: String], csrf: CSRFChoice = .valid,
        headers: HTTPHeaders = [:]
    ) async throws -> TestingHTTPResponse {
        var fields = fields
        if let token = try await token(for: csrf) { fields[CSRFMiddleware.formField] = token }
        var headers = headers
        headers.contentType = .urlEncodedForm
        return try await send(.POST, path, headers: headers, body: ByteBuffer(string: Self.formEncode(fields)))
    }

    /// Sends JSON as the front end's `fetch` calls do, with the `X-CSRF-Token` header.
    @discardableResult
    func sendJSON(_ method: HTTPMethod, _ path: String, _ json: String, csrf: CSRFChoice = .valid) async throws
        -> TestingHTTPResponse
    {
        var headers: HTTPHeaders = [:]
        headers.contentType = .json
        if let token = try await token(for: csrf) {
            headers.replaceOrAdd(name: CSRFMiddleware.headerName, value: token)
        }
        return try await send(method, path, headers: headers, body: ByteBuffer(string: json))
    }

    enum CSRFChoice { case valid, none, wrong }

    private func token(for choice: CSRFChoice) async throws -> String? {
        if csrfToken == nil { try await get("/") }
        switch choice {
        case .valid: return csrfToken
        case .none: return nil
        case .wrong: return String(repeating: "A", count: 43)
        }
    }

    func send(_ method: HTTPMethod, _ path: String, headers: HTTPHeaders, body: ByteBuffer?) async throws
        -> TestingHTTPResponse
    {
        var headers = headers
        if !cookies.isEmpty && headers.first(name: .cookie) == nil {
            headers.replaceOrAdd(name: .cookie, value: cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; "))
        }
        if let address { headers.replaceOrAdd(name: TestClientAddressMiddleware.header, value: address) }
        if headers.first(name: .acceptLanguage) == nil {
            headers.replaceOrAdd(name: .acceptLanguage, value: acceptLanguage)
        }
        let response = try await app.testing().sendRequest(method, path, headers: headers, body: body)
        for (name, cookie) in response.headers.setCookie?.all ?? [:] {
            if cookie.string.isEmpty || cookie.maxAge == 0 {
                cookies[name] = nil
            } else {
                cookies[name] = cookie.string
            }
        }
        return response
    }

    static func formEncode(_ fields: [String: String]) -> String {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        return fields.sorted { $0.key < $1.key }.map { key, value in
            "\(key.addingPercentEncoding(withAllowedCharacters: allowed)!)=\(value.addingPercentEncoding(withAllowedCharacters: allowed)!)"
        }.joined(separator: "&")
    }
}

extension TestBrowser {
    /// Goes through onboarding with `nickname` and returns the response of the form post.
    @discardableResult
    func onboard(_ nickname: String) async throws -> TestingHTTPResponse {
        try await get("/welcome")
        return try await postForm("/welcome", ["nickname": nickname])
    }
}
