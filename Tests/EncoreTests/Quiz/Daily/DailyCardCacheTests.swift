import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// A profile's 오늘의 퀴즈 card on home and the quiz tab is kept with its session
/// (`SignedInCache`): every guess must reach the very next page, on this instance and on another.
@Suite struct DailyCardCacheTests {
    /// The card kept for `nickname`'s profile on day 326, after a visit to home.
    static func keptCard(_ app: Application, _ browser: TestBrowser, _ nickname: String) async throws
        -> SignedInCache.DailyCardState?
    {
        _ = try await SignedInCacheTests.kept(app, browser)
        #expect(try await browser.get("/").status == .ok)
        let profile = try #require(try await Profile.query(on: app.db).filter(\.$nickname == nickname).first())
        return app.encore.caches.signedIn.dailyCard(of: try profile.requireID(), day: DailyFixtures.today)
    }

    @Test func aGuessShowsOnTheNextHomePageAfterTheCardWasKept() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("카드캐시")
            _ = try await browser.get("/api/v1/quiz/daily")
            let kept = try await Self.keptCard(app, browser, "카드캐시")

            try await DailyFixtures.guess(browser, DailyFixtures.today, try await DailyFixtures.film(app, 326).titleKo)
            let home = try await browser.get("/").body.string

            #expect(kept != nil && kept?.standing == nil, "the untouched day's card was kept")
            #expect(home.contains("1번째에 맞혔어요") && home.contains("연속 1일"))
        }
    }
}

/// Two instances on one PostgreSQL: a guess on one reaches the other's kept card by `NOTIFY`.
@Suite(.enabled(if: TestDatabase.postgresAdminURL != nil, "needs the throwaway PostgreSQL of make test-postgres"))
struct DailyCardAcrossInstancesTests {
    @Test func aGuessOnOneInstanceShowsOnTheOthersHomePage() async throws {
        let database = try await TestDatabase.make()
        defer { Task { await database.drop() } }
        try await withEncore(database: database) { first, browser in
            try await browser.onboard("두곳에서")
            _ = try await browser.get("/api/v1/quiz/daily")
            try await withEncore(database: database) { second, _ in
                let there = TestBrowser(second)
                there.cookies = browser.cookies
                let kept = try await DailyCardCacheTests.keptCard(second, there, "두곳에서")
                let cache = second.encore.caches.signedIn
                let before = cache.generation()

                try await DailyFixtures.guess(
                    browser, DailyFixtures.today, try await DailyFixtures.film(first, 326).titleKo)
                let heard = await cache.changes.wait(
                    until: { cache.generation() != before }, giveUpAfter: TestSocket.hangGuard)
                let home = try await there.get("/").body.string

                #expect(kept != nil, "the card was kept on the second instance")
                #expect(heard, "the second instance never heard of the guess")
                #expect(home.contains("1번째에 맞혔어요"))
            }
        }
    }
}
