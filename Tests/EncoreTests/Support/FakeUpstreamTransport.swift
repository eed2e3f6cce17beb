import Foundation
import Testing
import Vapor

@testable import Encore

/// Serves canned responses by URL path and records every request. A request for a path the test
/// did not set up is recorded as a test failure, so fakes never hide an unexpected call.
final class FakeUpstreamTransport: UpstreamTransport, @unchecked Sendable {
    struct Canned {
        var status: UInt = 200
        var body: String
        var headers: HTTPHeaders = [:]
        /// Thrown instead of answering, as the live transport does on a timeout or refused connection.
        var error: UpstreamError?
    }

    private let lock = NSLock()
    private var responses: [String: Canned] = [:]
    private(set) var requests: [(url: URL, headers: HTTPHeaders)] = []

    func on(_ path: String, status: UInt = 200, headers: HTTPHeaders = [:], body: String) {
        lock.withLock { responses[path] = Canned(status: status, body: body, headers: headers) }
    }

    func on(_ path: String, throwing error: UpstreamError) {
        lock.withLock { responses[path] = Canned(body: "", error: error) }
    }

    func get(_ url: URL, headers: HTTPHeaders) async throws -> UpstreamResponse {
        let canned: Canned? = lock.withLock {
            requests.append((url, headers))
            return responses[url.path]
        }
        guard let canned else {
            Issue.record("unexpected upstream request: \(url.path)")
            throw UpstreamError.unavailable
        }
        if let error = canned.error { throw error }
        return UpstreamResponse(status: canned.status, headers: canned.headers, body: Data(canned.body.utf8))
    }

    var lastQuery: [String: String] {
        lock.withLock {
            let items =
                requests.last.flatMap { URLComponents(url: $0.url, resolvingAgainstBaseURL: false)?.queryItems } ?? []
            return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        }
    }
}
