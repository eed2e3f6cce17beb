import Foundation
import Testing
import Vapor
import VaporTesting

@testable import Encore

/// A GET to a real server on a port, so the client is what loopback and `ENCORE_TRUSTED_PROXIES`
/// make of it (with `forwardedFor` and `headers` as a proxy would send them); the server stops
/// afterwards. No deadline but a hung server's: VaporTesting's live tester gives up after 30 s,
/// which one busy run of the whole suite on two cores took.
func servedGet(
    _ path: String, _ overrides: [String: String] = [:], forwardedFor: String? = nil, headers extra: HTTPHeaders = [:]
) async throws -> ClientResponse {
    var answer: ClientResponse?
    try await withEncore(overrides) { app, _ in
        try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        let port = try #require(app.http.server.shared.localAddress?.port)
        var headers = extra
        if let forwardedFor { headers.add(name: "X-Forwarded-For", value: forwardedFor) }
        do {
            answer = try await app.client.get(URI(string: "http://127.0.0.1:\(port)\(path)"), headers: headers)
        } catch {
            await stopServing(app)
            throw error
        }
        await stopServing(app)
    }
    return try #require(answer)
}
