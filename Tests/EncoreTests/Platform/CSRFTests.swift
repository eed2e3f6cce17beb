import Fluent
import Testing
import VaporTesting

@testable import Encore

@Suite struct CSRFTests {
    @Test(arguments: [TestBrowser.CSRFChoice.none, .wrong])
    func formPostsWithoutTheRightTokenAreRefused(choice: TestBrowser.CSRFChoice) async throws {
        try await withEncore { app, browser in
            let response = try await browser.postForm("/welcome", ["nickname": "위조"], csrf: choice)

            #expect(response.status == .forbidden)
            #expect(response.body.string.contains("보안 확인에 실패했습니다"))
            #expect(try await Profile.query(on: app.db).count() == 0)
        }
    }

    @Test func aTokenFromAnotherVisitorDoesNotWork() async throws {
        try await withEncore { app, browser in
            let other = TestBrowser(app)
            try await other.get("/")
            try await browser.get("/")

            let response = try await browser.postForm(
                "/welcome", ["nickname": "남의토큰", "_csrf": try #require(other.csrfToken)], csrf: .none)

            #expect(response.status == .forbidden)
        }
    }

    @Test func crossSiteRequestsAreRefusedEvenWithAToken() async throws {
        try await withEncore { _, browser in
            let response = try await browser.postForm(
                "/welcome", ["nickname": "교차"], headers: ["Sec-Fetch-Site": "cross-site"])

            #expect(response.status == .forbidden)
        }
    }

    @Test func jsonRequestsNeedTheHeaderAndGetJSONErrors() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("제이슨")

            let response = try await browser.sendJSON(.PATCH, "/api/v1/profile", #"{"theme":"dark"}"#, csrf: .none)

            #expect(response.status == .forbidden)
            #expect(try response.content.decode(APIErrorBody.self).error.code == "csrfTokenInvalid")
            #expect(try await Profile.query(on: app.db).first()?.theme == .system)
        }
    }

    @Test func apiResponsesHandTheTokenToNonBrowserClients() async throws {
        try await withEncore { _, browser in
            let response = try await browser.get("/api/v1/nicknames/check?nickname=ab")

            #expect(response.headers.first(name: CSRFMiddleware.headerName) == browser.csrfToken)
        }
    }
}
