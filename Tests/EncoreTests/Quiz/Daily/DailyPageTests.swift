import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #30: the daily's pages work as plain forms, show the poster ladder with TMDB, and share a link
/// whose card shows the result, never the film.
@Suite struct DailyPageTests {
    @Test func aGuestPlaysByFormsAndARefusedGuessComesBackWithWhy() async throws {
        try await withEncore { app, browser in
            let page = try await browser.get("/quiz/daily")
            let film = try await DailyFixtures.film(app, DailyFixtures.today)
            let miss = DailyFixtures.misses(for: film, in: app.encore.data.catalog, count: 1)[0]

            let sent = try await browser.postForm("/quiz/daily/326/guess", ["guess": miss])
            let after = try await browser.get("/quiz/daily/326")
            let repeated = try await browser.postForm("/quiz/daily/326/guess", ["guess": miss])
            let skipped = try await browser.postForm("/quiz/daily/326/skip", [:])
            let solved = try await browser.postForm("/quiz/daily/326/guess", ["guess": film.titleKo])
            let end = try await browser.get("/quiz/daily/326")

            #expect(page.status == .ok && page.body.string.contains("오늘의 퀴즈 #326"))
            #expect(page.body.string.contains(TitleClue.text(for: film.titleKo)))
            #expect(!page.body.string.contains("<dd>\(film.titleKo)</dd>"))
            #expect(sent.status == .seeOther && sent.headers.first(name: .location) == "/quiz/daily/326#daily-play")
            #expect(after.body.string.contains("‘\(miss)’은(는) 아니에요") && after.body.string.contains("try-wrong"))
            #expect(repeated.status == .conflict && repeated.body.string.contains("이미 입력한 제목이에요"))
            #expect(repeated.body.string.contains("value=\"\(miss)\""))
            #expect(skipped.status == .seeOther && solved.status == .seeOther)
            #expect(end.body.string.contains("3번째에 맞혔어요") && end.body.string.contains("data-share-text"))
            #expect(end.body.string.contains("Encore 오늘의 퀴즈 #326 🟥⬛🟩⬜⬜⬜"))
        }
    }

    @Test func theResultLinksCardShowsTheRowAndNeverTheFilm() async throws {
        try await withEncore { app, browser in
            let shared = try await browser.get("/quiz/daily/326?r=xso")
            let film = try await DailyFixtures.film(app, DailyFixtures.today)
            let plain = try await browser.get("/quiz/daily/326?r=oox")

            let card = try #require(Self.ogImagePath(shared.body.string))
            let image = try await browser.get(card)
            let decoded = try Vips.open(Data(buffer: image.body), allFrames: false)

            #expect(card.contains("r=xso") && !(Self.ogImagePath(plain.body.string) ?? "").contains("r="))
            #expect(image.status == .ok && decoded.width == 1200 && decoded.height == 630)
            #expect(!card.removingPercentEncoding!.contains(film.titleKo))
            #expect(shared.body.string.contains("twitter:card"))
        }
    }

    /// The tries and everyone's bars are fragments kept by what they show: the reader's own line
    /// is marked for them and for nobody else.
    @Test func thePageListsTheTriesAndMarksOnlyTheReadersLineInEveryonesBars() async throws {
        try await withEncore { app, browser in
            _ = try await browser.get("/api/v1/quiz/daily")
            let film = try await DailyFixtures.film(app, 326)
            let miss = try #require(DailyFixtures.misses(for: film, in: app.encore.data.catalog, count: 1).first)
            try await DailyFixtures.guess(browser, 326, miss)
            try await DailyFixtures.guess(browser, 326, film.titleKo)

            let mine = try await browser.get("/quiz/daily/326").body.string
            let someoneElses = try await TestBrowser(app).get("/quiz/daily/326").body.string

            #expect(mine.contains(#"<li class="daily-try try-wrong">"#) && mine.contains(miss))
            #expect(mine.contains(#"<li class="daily-try try-right">"#))
            #expect(mine.components(separatedBy: #"class="daily-try try-open""#).count - 1 == 4)
            #expect(mine.contains(#"<tr class="is-me"><th scope="row">2</th>"#))
            #expect(!someoneElses.contains("is-me") && someoneElses.contains(#"<th scope="row">2</th>"#))
        }
    }

    @Test func homeAndTheQuizTabShowTodaysCardWithTheStreak() async throws {
        try await withEncore { app, browser in
            let before = try await browser.get("/")
            try await browser.onboard("카드확인")
            _ = try await browser.get("/api/v1/quiz/daily")
            try await DailyFixtures.guess(browser, DailyFixtures.today, try await DailyFixtures.film(app, 326).titleKo)

            let home = try await browser.get("/")
            let quiz = try await browser.get("/quiz")

            #expect(before.body.string.contains("오늘의 퀴즈 #326") && before.body.string.contains("아직 안 풀었어요"))
            for page in [home, quiz] {
                #expect(page.body.string.contains("1번째에 맞혔어요") && page.body.string.contains("연속 1일"))
            }
        }
    }

    @Test func withTMDBTheDayIsAPosterLadder() async throws {
        try await withEncore(MovieFixtures.tmdbEnvironment) { app, browser in
            let film = DailyFixtures.plannedFilm(app, DailyFixtures.today)
            let transport = FakeUpstreamTransport()
            transport.on(
                "/3/search/movie",
                body: """
                    {"page":1,"total_pages":1,"total_results":1,"results":[{"id":777,"title":"\(film.titleKo)",\
                    "original_title":"\(film.titleOriginal)","release_date":"\(film.year)-06-01",\
                    "poster_path":"/daily.jpg","overview":""}]}
                    """)
            transport.on("/3/movie/777/images", body: #"{"id":777,"backdrops":[],"logos":[],"posters":[]}"#)
            transport.on("/3/configuration", body: TMDBFixtures.configuration)
            app.encore.upstreams.movieSearch = TMDBClient(transport: transport, settings: app.encore.settings.tmdb)

            let first = try DailyFixtures.state(try await browser.get("/api/v1/quiz/daily"))
            let miss = DailyFixtures.misses(for: film, in: app.encore.data.catalog, count: 1)[0]
            let second = try DailyFixtures.state(try await DailyFixtures.guess(browser, 326, miss))
            let end = try DailyFixtures.state(try await DailyFixtures.guess(browser, 326, film.titleEn))

            let steps = try [first, second].map { state in
                let url = try #require(state.posterURL)
                let operation = try #require(url.split(separator: "/").dropFirst(2).first.map(String.init))
                guard case .reveal(_, let grid) = try #require(ImageOperation(pathComponent: operation)) else {
                    throw DailyTestError.notAReveal
                }
                return grid.revealed
            }
            #expect(first.ladder == .poster && first.clues.isEmpty)
            #expect(steps[0].isStrictSubset(of: steps[1]))
            #expect(end.status == .solved && end.posterURL?.contains("/cover400/") == true)
            #expect(!(first.posterURL ?? "").contains("daily.jpg"), "the poster's address is sealed")
        }
    }

    @Test func theArchiveShowsEightWeeksAPageAndTheAPIEveryDay() async throws {
        try await withEncore { _, browser in
            let first = try await browser.get("/quiz/daily/archive")
            let second = try await browser.get("/quiz/daily/archive?page=2")
            let tooFar = try await browser.get("/quiz/daily/archive?page=7")
            let api = try await browser.get("/api/v1/quiz/daily/archive").content.decode(
                DailyAPIController.Archive.self)

            #expect(first.body.string.contains("#326") && first.body.string.contains("#271"))
            #expect(!first.body.string.contains("#270") && first.body.string.contains("archive?page=2"))
            #expect(second.body.string.contains("#270") && second.body.string.contains("#215"))
            #expect(tooFar.status == .unprocessableEntity)
            #expect(api.today == 326 && api.puzzles.count == 326 && api.puzzles.last?.date == "2026-01-01")
        }
    }

    @Test func theArchiveShowsEachDayAsThisPlayerLeftItAndNobodyElse() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("기록왕")
            _ = try await browser.get("/api/v1/quiz/daily")
            let catalog = app.encore.data.catalog
            let today = try await DailyFixtures.film(app, 326)
            try await DailyFixtures.guess(browser, 326, DailyFixtures.misses(for: today, in: catalog, count: 1)[0])
            try await DailyFixtures.guess(browser, 300, try await DailyFixtures.film(app, 300).titleKo)
            let lost = try await DailyFixtures.film(app, 250)
            for miss in DailyFixtures.misses(for: lost, in: catalog, count: 6) {
                try await DailyFixtures.guess(browser, 250, miss)
            }
            let stranger = TestBrowser(app)

            let mine = try await browser.get("/api/v1/quiz/daily/archive").content.decode(
                DailyAPIController.Archive.self)
            let theirs = try await stranger.get("/api/v1/quiz/daily/archive").content.decode(
                DailyAPIController.Archive.self)

            let byNumber = Dictionary(uniqueKeysWithValues: mine.puzzles.map { ($0.number, $0) })
            #expect(byNumber[326]?.status == .playing && byNumber[326]?.tries == 1)
            #expect(byNumber[300]?.status == .solved && byNumber[300]?.tries == 1)
            #expect(byNumber[250]?.status == .failed && byNumber[250]?.tries == 6)
            #expect(byNumber[325]?.status == .new && byNumber[325]?.tries == 0)
            #expect(mine.puzzles.map(\.number) == Array((1...326).reversed()))
            #expect(theirs.puzzles.allSatisfy { $0.status == .new && $0.tries == 0 })
        }
    }

    enum DailyTestError: Error { case notAReveal }

    static func ogImagePath(_ html: String) -> String? {
        guard let start = html.range(of: #"<meta property="og:image" content=""#) else { return nil }
        let rest = html[start.upperBound...]
        guard let end = rest.firstIndex(of: "\""), let path = rest[..<end].range(of: "/og/card.jpg") else { return nil }
        return String(rest[path.lowerBound..<end]).replacingOccurrences(of: "&amp;", with: "&")
    }
}
