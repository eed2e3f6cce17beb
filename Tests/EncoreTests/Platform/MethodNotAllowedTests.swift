import Testing
import VaporTesting
@testable import Encore

@Suite struct MethodNotAllowedTests {
    @Test func aKnownPathWithAnotherMethodAnswers405WithAllow() async throws {
        try await withEncore { _, browser in
            let wrong = try await browser.sendJSON(.PATCH, "/api/v1/quiz/packs", "{}")
            let withParameter = try await browser.send(.GET, "/api/v1/quiz/plays/00000000-0000-0000-0000-000000000000/answer", headers: [:], body: nil)
            let unknown = try await browser.send(.GET, "/api/v1/nothing-here", headers: [:], body: nil)

            #expect(wrong.status == .methodNotAllowed)
            #expect(wrong.headers.first(name: "Allow") == "GET, HEAD, POST")
            #expect(withParameter.status == .methodNotAllowed && withParameter.headers.first(name: "Allow") == "POST")
            #expect(unknown.status == .notFound)
        }
    }
}
