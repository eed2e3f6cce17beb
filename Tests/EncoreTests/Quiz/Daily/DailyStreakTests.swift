import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #30: a profile's record counts only days played on their own day, as Wordle's does.
@Suite struct DailyStreakTests {
    @Test func streaksRunOverSolvedDaysInARowAndPastDaysNeverCount() async throws {
        try await withEncore { app, browser in
            let clock = ManualClock(ISO8601DateFormatter().date(from: "2026-11-18T03:00:00Z")!)
            app.encore.clock = clock.appClock
            try await browser.onboard("연속왕")
            // #322 solved on try 2, #323 solved on try 1, #324 lost, #325 and #326 solved on try 1.
            for (offset, plan) in [(0, "xo"), (1, "o"), (2, "xxxxxx"), (3, "o"), (4, "o")] {
                let number = 322 + offset
                _ = try await browser.get("/api/v1/quiz/daily")
                let film = try await DailyFixtures.film(app, number)
                var misses = DailyFixtures.misses(for: film, in: app.encore.data.catalog, count: 6).makeIterator()
                for step in plan {
                    try await DailyFixtures.guess(browser, number, step == "o" ? film.titleKo : misses.next()!)
                }
                clock.advance(24 * 3_600)
            }
            // A day from the archive, played late: it shows as solved but is not in the record.
            let past = try await DailyFixtures.film(app, 300)
            let late = try DailyFixtures.state(try await DailyFixtures.guess(browser, 300, past.titleKo))

            let stats = try await browser.get("/api/v1/quiz/daily/stats").content.decode(DailyStatistics.Player.self)

            #expect(late.status == .solved && !late.isToday)
            #expect(stats.played == 5 && stats.solved == 4 && stats.solvedPercent == 80)
            #expect(stats.currentStreak == 2 && stats.bestStreak == 2)
            #expect(stats.distribution.solvedAt == [3, 1, 0, 0, 0, 0] && stats.distribution.failed == 1)
        }
    }

    @Test func aMissedDayEndsTheCurrentStreak() async throws {
        try await withEncore { app, browser in
            let clock = ManualClock(ISO8601DateFormatter().date(from: "2026-11-18T03:00:00Z")!)
            app.encore.clock = clock.appClock
            try await browser.onboard("하루빼먹음")
            _ = try await browser.get("/api/v1/quiz/daily")
            try await DailyFixtures.guess(browser, 322, try await DailyFixtures.film(app, 322).titleKo)

            clock.advance(24 * 3_600)
            let nextDay = try await browser.get("/api/v1/quiz/daily/stats").content.decode(
                DailyStatistics.Player.self)
            clock.advance(24 * 3_600)
            let dayAfter = try await browser.get("/api/v1/quiz/daily/stats").content.decode(
                DailyStatistics.Player.self)

            #expect(nextDay.currentStreak == 1, "yesterday's win holds until today is over")
            #expect(dayAfter.currentStreak == 0 && dayAfter.bestStreak == 1)
        }
    }

    /// The card on home reads today's standing and the streak together: a day under way beside
    /// yesterday's win.
    @Test func theCardShowsTodaysTriesBesideTheStreakSoFar() async throws {
        try await withEncore { app, browser in
            let clock = ManualClock(ISO8601DateFormatter().date(from: "2026-11-21T03:00:00Z")!)
            app.encore.clock = clock.appClock
            try await browser.onboard("진행중")
            _ = try await browser.get("/api/v1/quiz/daily")
            try await DailyFixtures.guess(browser, 325, try await DailyFixtures.film(app, 325).titleKo)
            clock.advance(24 * 3_600)
            _ = try await browser.get("/api/v1/quiz/daily")
            let film = try await DailyFixtures.film(app, 326)
            let miss = try #require(DailyFixtures.misses(for: film, in: app.encore.data.catalog, count: 1).first)
            try await DailyFixtures.guess(browser, 326, miss)

            let home = try await browser.get("/").body.string

            #expect(home.contains("오늘의 퀴즈 #326") && home.contains("1/6 시도 중"))
            #expect(home.contains("연속 1일"))
        }
    }
}
