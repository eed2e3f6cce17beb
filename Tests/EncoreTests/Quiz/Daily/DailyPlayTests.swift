import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #30: guessing 오늘의 퀴즈 through the API, as a guest and as a profile.
@Suite struct DailyPlayTests {
    @Test func eachMissShowsOneMoreClueAndTheFilmOnlyAtTheEnd() async throws {
        try await withEncore { app, browser in
            let first = try await browser.get("/api/v1/quiz/daily")
            let film = try await DailyFixtures.film(app, DailyFixtures.today)
            let misses = DailyFixtures.misses(for: film, in: app.encore.data.catalog, count: 2)

            var bodies = [first.body.string]
            let wrong = try await DailyFixtures.guess(browser, DailyFixtures.today, misses[0])
            bodies.append(wrong.body.string)
            let skipped = try await DailyFixtures.skip(browser, DailyFixtures.today)
            bodies.append(skipped.body.string)
            let again = try await DailyFixtures.guess(browser, DailyFixtures.today, " " + misses[0].uppercased() + "!")
            let empty = try await DailyFixtures.guess(browser, DailyFixtures.today, " ?! ")
            let tooLong = try await DailyFixtures.guess(
                browser, DailyFixtures.today, String(repeating: "가", count: 101))
            bodies += [again.body.string, empty.body.string, tooLong.body.string]
            let right = try await DailyFixtures.guess(browser, DailyFixtures.today, film.titleKo)
            let over = try await DailyFixtures.guess(browser, DailyFixtures.today, misses[1])

            let start = try DailyFixtures.state(first)
            let afterMiss = try DailyFixtures.state(wrong)
            let afterSkip = try DailyFixtures.state(skipped)
            let end = try DailyFixtures.state(right)
            #expect(start.number == DailyFixtures.today && start.date == "2026-11-22" && start.status == .new)
            #expect(
                start.ladder == .chosung && start.step == 1
                    && start.clues.map(\.text) == [TitleClue.text(for: film.titleKo)])
            #expect(afterMiss.step == 2 && afterMiss.clues.count == 2 && afterMiss.clues[1].text == String(film.year))
            #expect(afterMiss.guesses == [DailyGuess(text: misses[0], result: .wrong)])
            #expect(afterSkip.step == 3 && afterSkip.guesses.last?.result == .skipped)
            #expect(again.status == .conflict && again.body.string.contains("dailyGuessRepeated"))
            #expect(empty.status == .unprocessableEntity && tooLong.status == .unprocessableEntity)
            for body in bodies {
                #expect(!body.contains(film.titleKo) && !body.contains(film.titleEn), "the film before the end")
            }
            #expect(end.status == .solved && end.step == 6 && end.guesses.count == 3)
            #expect(end.answer?.title == film.titleKo && end.answer?.year == film.year)
            #expect(end.share?.text == "Encore 오늘의 퀴즈 #326 🟥⬛🟩⬜⬜⬜")
            #expect(end.share?.path == "/quiz/daily/326?r=xso" && end.everyone.solvedAt == [0, 0, 1, 0, 0, 0])
            #expect(over.status == .conflict && over.body.string.contains("dailyFinished"))
            #expect(browser.cookies[DailyPlayer.cookieName] != nil)
        }
    }

    @Test func sixMissesLoseTheDayAndEveryoneSeesOnlyNumbers() async throws {
        try await withEncore { app, browser in
            _ = try await browser.get("/api/v1/quiz/daily")
            let film = try await DailyFixtures.film(app, DailyFixtures.today)
            var last: DailyState?
            for miss in DailyFixtures.misses(for: film, in: app.encore.data.catalog, count: 6) {
                last = try DailyFixtures.state(try await DailyFixtures.guess(browser, DailyFixtures.today, miss))
            }
            let other = TestBrowser(app)
            let seen = try DailyFixtures.state(try await other.get("/api/v1/quiz/daily/\(DailyFixtures.today)"))

            #expect(last?.status == .failed && last?.answer?.title == film.titleKo)
            #expect(last?.share?.text.hasSuffix("🟥🟥🟥🟥🟥🟥") == true)
            #expect(seen.status == .new && seen.answer == nil && seen.everyone.failed == 1)
            #expect(other.cookies[DailyPlayer.cookieName] == nil, "reading sets no cookie")
        }
    }

    @Test func onlyDaysThatHaveStartedExist() async throws {
        try await withEncore { _, browser in
            let tomorrow = try await browser.get("/api/v1/quiz/daily/\(DailyFixtures.today + 1)")
            let zero = try await browser.get("/api/v1/quiz/daily/0")
            let word = try await browser.get("/api/v1/quiz/daily/abc")
            let guessTomorrow = try await DailyFixtures.guess(browser, DailyFixtures.today + 1, "기생충")
            let first = try await browser.get("/api/v1/quiz/daily/1")

            #expect([tomorrow, zero, word, guessTomorrow].allSatisfy { $0.status == .notFound })
            #expect(tomorrow.body.string.contains("dailyNotFound"))
            let firstDay = try DailyFixtures.state(first)
            #expect(first.status == .ok && firstDay.date == "2026-01-01" && !firstDay.isToday)
        }
    }

    @Test func aDayIsWrittenOnceAndAnotherInstanceReadsTheSameFilm() async throws {
        try await withEncore { app, _ in
            func service(secret: String) throws -> DailyService {
                DailyService(
                    database: try app.database, clock: app.encore.clock, catalog: app.encore.data.catalog,
                    schedule: DailySchedule(catalog: app.encore.data.catalog, secret: AppSecret(secret)),
                    posters: DailyPosterFinder(
                        movies: app.encore.upstreams.movieSearch, tmdb: app.encore.settings.tmdb,
                        catalog: app.encore.data.catalog, logger: app.logger),
                    limits: app.rateLimits(on: try app.database))
            }

            let written = try await service(secret: "first instance").puzzle(DailyFixtures.today)
            let read = try await service(secret: "a different secret").puzzle(DailyFixtures.today)
            let stored = try await DailyPuzzle.query(on: app.db).count()

            #expect(read.movie.id == written.movie.id)
            #expect(stored == DailyFixtures.today, "every day from #1 was written once, in order")
        }
    }

    @Test func aGuestsDayBecomesTheirProfilesWhenTheySignIn() async throws {
        try await withEncore { app, browser in
            _ = try await browser.get("/api/v1/quiz/daily")
            let film = try await DailyFixtures.film(app, DailyFixtures.today)
            try await DailyFixtures.guess(browser, DailyFixtures.today, film.titleKo)

            try await browser.onboard("데일리")
            let mine = try DailyFixtures.state(try await browser.get("/api/v1/quiz/daily"))
            let stats = try await browser.get("/api/v1/quiz/daily/stats").content.decode(DailyStatistics.Player.self)

            #expect(mine.status == .solved)
            #expect(stats.played == 1 && stats.currentStreak == 1 && stats.distribution.solvedAt[0] == 1)
            #expect(browser.cookies[DailyPlayer.cookieName] == nil, "the guest cookie is done with")
        }
    }

    @Test func statisticsAreAProfiles() async throws {
        try await withEncore { _, browser in
            let response = try await browser.get("/api/v1/quiz/daily/stats")

            #expect(response.status == .unauthorized && response.body.string.contains("dailyStatsNeedProfile"))
        }
    }

    @Test func theTitlesListEveryFilmOnceInTheReadersLanguage() async throws {
        try await withEncore { app, browser in
            let korean = try await browser.get("/api/v1/quiz/daily/titles").content.decode(
                DailyAPIController.Titles.self)
            browser.acceptLanguage = "en"
            let english = try await browser.get("/api/v1/quiz/daily/titles").content.decode(
                DailyAPIController.Titles.self)

            #expect(korean.language == .ko && korean.titles.contains("기생충") && !korean.titles.contains("Parasite"))
            #expect(english.language == .en && english.titles.contains("Parasite"))
            #expect(Set(korean.titles).count == korean.titles.count && korean.titles == korean.titles.sorted())
            #expect(korean.titles.count <= app.encore.data.catalog.movies.count)
        }
    }
}
