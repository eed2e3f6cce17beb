import Foundation
import Testing
import Vapor
import VaporTesting

@testable import Encore

/// #30: the box office's setup steps (set `KOBIS_API_KEY`) are for the person who ran the server,
/// on its machine; a visitor from anywhere else, behind the proxy included, never sees them.
@Suite(.serialized) struct BoxOfficeSetupHintTests {
    private func boxOffice(_ overrides: [String: String], forwardedFor: String? = nil) async throws -> String {
        var html = ""
        try await withEncore(overrides) { app, _ in
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            let port = try #require(app.http.server.shared.localAddress?.port)
            var headers = HTTPHeaders()
            if let forwardedFor { headers.add(name: "X-Forwarded-For", value: forwardedFor) }
            do {
                let response = try await app.client.get(
                    URI(string: "http://127.0.0.1:\(port)/boxoffice"), headers: headers)
                html = response.body.map { String(buffer: $0) } ?? ""
            } catch {
                await stopServing(app)
                throw error
            }
            await stopServing(app)
        }
        return html
    }

    @Test func theMachineRunningEncoreGetsTheSetupSteps() async throws {
        let html = try await boxOffice([:])

        #expect(html.contains("KOBIS_API_KEY"))
        #expect(html.contains("박스오피스는 매일 가장 많이 본 영화와 흥행 기록을 보여 주는 곳이에요"))
    }

    @Test func aVisitorBehindTheProxyDoesNot() async throws {
        let html = try await boxOffice(["ENCORE_TRUSTED_PROXIES": "127.0.0.1"], forwardedFor: "203.0.113.7")

        #expect(!html.contains("KOBIS_API_KEY"))
        #expect(html.contains("박스오피스는 매일 가장 많이 본 영화와 흥행 기록을 보여 주는 곳이에요"))
    }
}
