import Foundation
import Testing
import Vapor
import VaporTesting

@testable import Encore

/// #30: the box office's setup steps (set `KOBIS_API_KEY`) are for the person who ran the server,
/// on its machine; a visitor from anywhere else, behind the proxy included, never sees them.
@Suite(.serialized) struct BoxOfficeSetupHintTests {
    private func boxOffice(_ overrides: [String: String], forwardedFor: String? = nil) async throws -> String {
        let response = try await servedGet("/boxoffice", overrides, forwardedFor: forwardedFor)
        return response.body.map { String(buffer: $0) } ?? ""
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
