import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #52.8: what a solved-in-N record means. A play started just before midnight (Korea time) and
/// finished after it with an answer learned after midnight counted as on its day, and a throwaway
/// guest that skipped six times to see the film let a profile on the same connection solve it in one.
/// A day counts for a profile's record only if every step of it was taken on its own day, from an
/// address the day's answer had not been shown to that day.
@Suite struct DailyRecordRulesTests {
    /// 23:59:50 on 2026-11-22 in Korea: the last seconds of puzzle #326.
    static let beforeMidnight = ISO8601DateFormatter().date(from: "2026-11-22T14:59:50Z")!

    static func stats(_ browser: TestBrowser) async throws -> DailyStatistics.Player {
        try await browser.get("/api/v1/quiz/daily/stats").content.decode(DailyStatistics.Player.self)
    }

    @Test func aPlayFinishedAfterMidnightIsNotOnItsDayButOneFinishedBeforeIs() async throws {
        try await withEncore { app, browser in
            let clock = ManualClock(Self.beforeMidnight)
            app.encore.clock = clock.appClock
            try await browser.onboard("자정넘김")
            let early = TestBrowser(app)
            early.address = "198.51.100.20"
            try await early.onboard("자정전")
            try await browser.get("/api/v1/quiz/daily")
            let film = try await DailyFixtures.film(app, DailyFixtures.today)
            let miss = DailyFixtures.misses(for: film, in: app.encore.data.catalog, count: 1)[0]

            try await DailyFixtures.guess(browser, DailyFixtures.today, miss)
            try await DailyFixtures.guess(early, DailyFixtures.today, film.titleKo)
            clock.advance(20)  // 00:00:10 on the 23rd: puzzle #327's day
            let late = try await DailyFixtures.guess(browser, DailyFixtures.today, film.titleKo)

            #expect(try DailyFixtures.state(late).status == .solved)
            #expect(try await Self.stats(browser).played == 0)
            let counted = try await Self.stats(early)
            #expect(counted.played == 1 && counted.distribution.solvedAt[0] == 1)
        }
    }

    @Test func afterAGuestRanOutOfTriesTheSameAddressRecordsNoSolveThatDay() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("본계정")
            let guest = TestBrowser(app)  // the same address as every test request's
            let elsewhere = TestBrowser(app)
            elsewhere.address = "198.51.100.21"
            try await elsewhere.onboard("딴집")
            try await guest.get("/api/v1/quiz/daily")
            let film = try await DailyFixtures.film(app, DailyFixtures.today)

            for _ in 1...DailyLadder.tries { try await DailyFixtures.skip(guest, DailyFixtures.today) }
            let solved = try await DailyFixtures.guess(browser, DailyFixtures.today, film.titleKo)
            try await DailyFixtures.guess(elsewhere, DailyFixtures.today, film.titleKo)

            #expect(try DailyFixtures.state(solved).status == .solved)
            #expect(try await Self.stats(browser).played == 0)
            #expect(try await Self.stats(elsewhere).distribution.solvedAt[0] == 1)
        }
    }
}
