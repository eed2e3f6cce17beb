import Foundation
import Testing
import VaporTesting

@testable import Encore

/// Rendered cards are kept by what they show, so a cached piece is never stale: a renamed pack,
/// another visitor or another language gets its own.
@Suite struct FragmentCacheTests {
    final class Renders: @unchecked Sendable {
        var count = 0
    }

    static func key(_ content: String, language: String = "ko") -> FragmentCache.Key {
        FragmentCache.Key(template: "t", language: language, content: content)
    }

    @Test func theSameContentRendersOnceAndOtherContentAgain() async throws {
        let cache = FragmentCache(enabled: true)
        let renders = Renders()
        func render(_ text: String, _ language: String = "ko") async throws -> String {
            try await cache.html(Self.key(text, language: language)) {
                renders.count += 1
                return "<p>\(text)</p>"
            }
        }

        let first = try await render("a")
        let again = try await render("a")
        let other = try await render("b")
        let english = try await render("a", "en")

        #expect(first == "<p>a</p>" && again == first && other == "<p>b</p>" && english == first)
        #expect(renders.count == 3 && cache.count == 3)
    }

    @Test func switchedOffItRendersEveryTime() async throws {
        let cache = FragmentCache(enabled: false)
        let renders = Renders()

        for _ in 0..<3 {
            _ = try await cache.html(Self.key("a")) {
                renders.count += 1
                return "x"
            }
        }

        #expect(renders.count == 3 && cache.count == 0)
    }

    @Test func itStartsAgainEmptyRatherThanGrowPastItsBudget() async throws {
        let cache = FragmentCache(enabled: true)
        let piece = String(repeating: "x", count: FragmentCache.capacity / 3)

        for index in 0..<4 { _ = try await cache.html(Self.key("\(index)")) { piece } }

        #expect(cache.count == 1)
    }

    @Test func aRenamedPackShowsItsNewTitleOnTheQuizTab() async throws {
        try await withEncore { app, browser in
            let (pack, hash) = try await QuizFixtures.makePackWithPoster(app, browser, title: "처음 제목")
            let before = try await browser.get("/quiz").body.string

            let renamed = try await browser.sendJSON(
                .PUT, "/api/v1/quiz/packs/\(pack.id)", QuizFixtures.draftJSON(upload: hash, title: "바뀐 제목"))
            let after = try await browser.get("/quiz").body.string
            let stranger = TestBrowser(app)
            try await stranger.onboard("구경꾼")
            let strangers = try await stranger.get("/quiz").body.string

            #expect(renamed.status == .ok)
            #expect(before.contains("처음 제목") && !after.contains("처음 제목") && after.contains("바뀐 제목"))
            #expect(after.contains("data-delete-pack=\"/api/v1/quiz/packs/\(pack.id.uuidString.lowercased())\""))
            #expect(
                strangers.contains("바뀐 제목")
                    && !strangers.contains("data-delete-pack=\"/api/v1/quiz/packs/\(pack.id.uuidString.lowercased())\"")
            )
        }
    }

    @Test func cardsHoldNoCSRFTokenAndThePagesOneFormDoes() async throws {
        try await withEncore { app, browser in
            let (pack, _) = try await QuizFixtures.makePackWithPoster(app, browser)

            let html = try await browser.get("/quiz").body.string

            let token = try #require(browser.csrfToken)
            // The pack form and the quick game.
            #expect(html.components(separatedBy: "value=\"\(token)\"").count - 1 == 2)
            #expect(html.contains("<form id=\"pack-action\" method=\"post\" hidden>"))
            // Attributes may be on separate lines of the template: any whitespace between them.
            let playButton =
                #"form="pack-action"\s+formaction="/quiz/packs/"# + pack.id.uuidString.lowercased() + "/play\""
            #expect(html.range(of: playButton, options: .regularExpression) != nil)
        }
    }

    @Test func theIdolRowsAndTabsFollowTheLanguage() async throws {
        try await withEncore { _, browser in
            let korean = try await browser.get("/idols").body.string
            browser.acceptLanguage = "en"
            let english = try await browser.get("/idols").body.string

            #expect(korean.contains("<span>아이돌</span>") && english.contains("<span>Idols</span>"))
            #expect(korean.contains("년 데뷔</h2>") && !english.contains("년 데뷔</h2>") && english.contains("\">Debuted "))
        }
    }
}
