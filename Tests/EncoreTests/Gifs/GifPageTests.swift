import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct GifPageTests {
    static let keyed = ["GIPHY_API_KEY": "public-giphy-key", "GIPHY_BASE_URL": "http://127.0.0.1:9/giphy"]

    @Test func withoutAKeyTheTabShowsTheUploadedGifLibrary() async throws {
        try await withEncore { _, browser in
            let page = try await browser.get("/gifs")
            let random = try await browser.get("/gifs/random")

            #expect(page.status == .ok)
            #expect(page.body.string.contains("data-gif-page=\"library\""))
            #expect(page.body.string.contains("GIPHY가 설정되지 않아"))
            #expect(!page.body.string.contains("data-giphy-key"))
            #expect(!page.body.string.contains(">검색</a>"))
            #expect(random.status == .seeOther)
        }
    }

    @Test func withAKeyTheBrowserGetsGiphyAndTheProfilesRating() async throws {
        try await withEncore(Self.keyed) { _, browser in
            let anonymous = try await browser.get("/gifs?q=cat%26dog")
            try await browser.onboard("등급")
            try await browser.sendJSON(.PATCH, "/api/v1/profile", #"{"gifRating":"pg-13"}"#)
            let page = try await browser.get("/gifs")
            let random = try await browser.get("/gifs/random")

            #expect(anonymous.body.string.contains("data-giphy-base=\"http://127.0.0.1:9/giphy\""))
            #expect(anonymous.body.string.contains("data-giphy-key=\"public-giphy-key\""))
            #expect(anonymous.body.string.contains("data-rating=\"g\""))
            #expect(anonymous.body.string.contains("value=\"cat&amp;dog\""))
            #expect(anonymous.body.string.contains("Powered by <strong>GIPHY</strong>"))
            #expect(page.body.string.contains("data-rating=\"pg-13\""))
            #expect(random.status == .ok && random.body.string.contains("클릭!"))
        }
    }

    @Test func theContentSecurityPolicyLetsThePageReachGiphyAndNothingElse() async throws {
        try await withEncore(Self.keyed) { _, browser in
            let policy = try await browser.get("/gifs").headers.first(name: "Content-Security-Policy") ?? ""

            #expect(policy.contains("connect-src 'self' https://*.giphy.com http://127.0.0.1:9;"))
            #expect(policy.contains("img-src 'self' data: blob: https://*.giphy.com http://127.0.0.1:9;"))
            #expect(policy.contains("script-src 'self';"))
        }
    }

    @Test func theEmptyFavouritesPageUsesTheReferenceMessage() async throws {
        try await withEncore(["ENCORE_NOW": TestSettings.now]) { _, browser in
            try await browser.onboard("빈손")

            let page = try await browser.get("/gifs/favourites")

            #expect(page.body.string.contains("즐겨찾기 한 이미지가 없습니다."))
            #expect(page.body.string.contains("별 모양을 눌러 즐겨찾기 기능을 이용해 보세요."))
        }
    }

    @Test func unknownAndMalformedGifPagesAreNotFound() async throws {
        try await withEncore { _, browser in
            let unknown = try await browser.get("/gifs/mine/6f1c8a8e-0000-4000-8000-000000000000")
            let malformed = try await browser.get("/gifs/mine/nope")
            let api = try await browser.get("/api/v1/gifs/mine/nope")
            let longQuery = try await browser.get("/api/v1/gifs/mine?q=" + String(repeating: "a", count: 101))

            #expect(unknown.status == .notFound && unknown.body.string.contains("GIF를 찾을 수 없습니다."))
            #expect(malformed.status == .notFound)
            #expect(api.status == .notFound && api.body.string.contains("\"error\""))
            #expect(longQuery.status == .badRequest)
        }
    }
}
