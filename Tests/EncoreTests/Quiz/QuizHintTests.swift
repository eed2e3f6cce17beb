import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct QuizHintTests {
    static func hint(_ browser: TestBrowser, _ path: String) async throws -> TestingHTTPResponse {
        try await browser.sendJSON(.POST, path + "/hint", "")
    }

    @Test func hintsComeInOrderOnlyWhenAskedAndRunOut() async throws {
        try await withEncore { app, browser in
            let setup = try await QuizFixtures.startPlay(app, browser)  // 괴물 (in the catalog: 2006, 봉준호), no year given

            let before = try await QuizFixtures.state(browser, setup.playPath)
            let first = try await Self.hint(browser, setup.playPath).content.decode(PlayState.self)
            let second = try await Self.hint(browser, setup.playPath).content.decode(PlayState.self)
            let third = try await Self.hint(browser, setup.playPath).content.decode(PlayState.self)
            let more = try await Self.hint(browser, setup.playPath)

            #expect(before.hints.isEmpty && before.hintsLeft == 3)
            #expect(first.hints == [QuizHints.Shown(kind: .genre, label: "장르", text: "SF, 스릴러, 드라마")])
            #expect(second.hints.map(\.kind) == [.genre, .director] && second.hints[1].text == "봉준호")
            #expect(third.hints.last == QuizHints.Shown(kind: .syllable, label: "한 글자", text: "괴○"))
            #expect(third.hintsLeft == 0)
            #expect(more.status == .conflict)
        }
    }

    @Test func eachHintTakesAFifthOffTheQuestionsPoints() async throws {
        try await withEncore { app, browser in
            let setup = try await QuizFixtures.startPlay(app, browser)
            try await Self.hint(browser, setup.playPath)
            try await Self.hint(browser, setup.playPath)
            setup.clock.advance(4)
            try await QuizFixtures.answer(browser, setup.playPath, "괴물")
            let revealed = try await QuizFixtures.state(browser, setup.playPath)
            try await browser.sendJSON(.POST, setup.playPath + "/next", "")
            let second = try await QuizFixtures.state(browser, setup.playPath)
            setup.clock.advance(25)
            try await browser.get(setup.playPath)
            try await browser.sendJSON(.POST, setup.playPath + "/next", "")

            let result = try await browser.get(setup.playPath + "/result").content.decode(PlayAPIController.Result.self)

            #expect(revealed.hints.isEmpty && revealed.hintsLeft == 0)  // no hints during a reveal
            #expect(second.hints.isEmpty && second.hintsLeft == 3)  // a new question starts afresh
            #expect(result.score.perQuestion == [108, 0])  // (100 + 80 speed) × 60%
        }
    }

    @Test func hintsAreOnlyForTheQuestionBeingAsked() async throws {
        try await withEncore { app, browser in
            let setup = try await QuizFixtures.startPlay(app, browser)
            setup.clock.advance(25)

            let timedOut = try await Self.hint(browser, setup.playPath)
            let stranger = TestBrowser(app)
            try await stranger.onboard("남의힌트")
            let theirs = try await Self.hint(stranger, setup.playPath)

            #expect(timedOut.status == .conflict)
            #expect(theirs.status == .notFound)
        }
    }

    @Test(arguments: [
        ("기생충", "기○○"), ("The Host", "T○○ ○○○○"), ("007 스카이폴", "○○○ 스○○○"), ("7번방의 선물", "○번○○ ○○"), ("!", nil),
        ("A", nil),
    ])
    func oneSyllableShowsOnlyTheFirstLetter(title: String, masked: String?) {
        #expect(QuizHints.oneSyllable(of: title) == masked)
    }

    @Test func questionsMadeBeforeHintsGetThemOnMigration() async throws {
        try await withEncore { app, browser in
            _ = try await QuizFixtures.makePack(app, browser)
            let migration = AddQuizHints(catalog: app.encore.data.catalog)
            // On one connection: an in-memory SQLite database's other connections may see the old schema.
            try await app.db.transaction { database in
                try await migration.revert(on: database)
                try await migration.prepare(on: database)
            }

            let questions = try await QuizQuestion.query(on: app.db).sort(\.$position).all()
            #expect(questions.map(\.directors) == [["봉준호"], ["봉준호"]])
            #expect(questions.map(\.directorsEnglish) == [["Bong Joon-ho"], ["Bong Joon-ho"]])
            #expect(questions.first?.genres == ["sf", "thriller", "drama"])
        }
    }

    @Test func theCatalogLendsGenresAndDirectorsOnlyForTheSameFilm() {
        let catalog = MovieFixtures.catalog

        #expect(catalog.match(title: "기생충", originalTitle: nil, year: 2019)?.directors.first?.ko == "봉준호")
        #expect(catalog.match(title: "Parasite", originalTitle: nil, year: 2020)?.id == "parasite-2019")
        #expect(catalog.match(title: "기생충", originalTitle: nil, year: 1990) == nil)
        #expect(catalog.match(title: "없는 영화 제목", originalTitle: nil, year: nil) == nil)
    }
}
