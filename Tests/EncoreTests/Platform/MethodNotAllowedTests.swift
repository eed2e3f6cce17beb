import Testing
import VaporTesting

@testable import Encore

@Suite struct MethodNotAllowedTests {
    @Test func aKnownPathWithAnotherMethodAnswers405WithAllow() async throws {
        try await withEncore { _, browser in
            let wrong = try await browser.sendJSON(.PATCH, "/api/v1/quiz/packs", "{}")
            let withParameter = try await browser.send(
                .GET, "/api/v1/quiz/plays/00000000-0000-0000-0000-000000000000/answer", headers: [:], body: nil)
            let unknown = try await browser.send(.GET, "/api/v1/nothing-here", headers: [:], body: nil)

            #expect(wrong.status == .methodNotAllowed)
            #expect(wrong.headers.first(name: "Allow") == "GET, HEAD, POST")
            #expect(withParameter.status == .methodNotAllowed && withParameter.headers.first(name: "Allow") == "POST")
            #expect(unknown.status == .notFound)
        }
    }

    @Test func aConstantPathAParameterRouteWouldCatchStillAnswers405() async throws {
        try await withEncore { _, browser in
            try await browser.onboard("메서드")

            let wrong = try await browser.sendJSON(.PUT, "/api/v1/quiz/packs/import", #"{"title": ""}"#)
            let unknownPack = try await browser.sendJSON(
                .DELETE, "/api/v1/quiz/packs/00000000-0000-0000-0000-000000000000", "{}")
            let head = try await browser.send(
                .HEAD, "/api/v1/quiz/packs/00000000-0000-0000-0000-000000000000/leaderboard", headers: [:], body: nil)

            #expect(wrong.status == .methodNotAllowed)
            #expect(wrong.headers.first(name: "Allow") == "POST")
            #expect(unknownPack.status == .notFound)
            #expect(head.status == .notFound)
        }
    }
}
