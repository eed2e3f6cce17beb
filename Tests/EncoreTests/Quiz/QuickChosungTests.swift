import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct QuickChosungTests {
    static func draw(_ browser: TestBrowser, _ json: String) async throws -> (TestingHTTPResponse, PackSummary?) {
        let response = try await browser.sendJSON(.POST, "/api/v1/quiz/chosung", json)
        return (response, try? response.content.decode(PackSummary.self))
    }

    static func titles(_ app: Application, _ pack: PackSummary) async throws -> [QuizQuestion] {
        try await QuizQuestion.query(on: app.db).filter(\.$pack.$id == pack.id).sort(\.$position).all()
    }

    @Test func beginnerDrawsTenFamousKoreanFilmsAndTheListLeavesTheGameOut() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("빠른손")
            let famous = Set(app.encore.data.quizStarters.starters.quickGame.famous["ko"] ?? [])
            let famousTitles = Set(famous.compactMap { app.encore.data.catalog.movie(id: $0)?.titleKo })

            let (response, drawn) = try await Self.draw(browser, #"{"level":"beginner","language":"ko"}"#)
            let pack = try #require(drawn)
            let questions = try await Self.titles(app, pack)
            let listed = try await browser.get("/api/v1/quiz/packs").content.decode([PackSummary].self)
            let play = try await browser.sendJSON(.POST, "/api/v1/quiz/packs/\(pack.id)/plays", "{}").content.decode(
                PlayState.self)

            #expect(
                response.status == .created && pack.origin == .drawn && pack.kind == .chosung
                    && pack.maker.nickname == "Encore")
            #expect(pack.title == "영화 초성 퀴즈 · 초보" && pack.questionCount == 10 && pack.shareCode != nil)
            #expect(questions.count == 10 && Set(questions.map(\.title)).count == 10)
            #expect(questions.allSatisfy { famousTitles.contains($0.title) && $0.directors?.isEmpty == false })
            #expect(!response.body.string.contains(questions[0].title))
            #expect(!listed.contains { $0.id == pack.id })
            #expect(play.chosung == TitleClue.text(for: questions[0].title))
        }
    }

    @Test func theLevelsWidenThePool() async throws {
        try await withEncore { app, _ in
            let draw = ChosungDraw(
                database: try app.database, clock: app.encore.clock, catalog: app.encore.data.catalog,
                quickGame: app.encore.data.quizStarters.starters.quickGame)

            let beginner = draw.pool(level: .beginner, language: .ko)
            let intermediate = draw.pool(level: .intermediate, language: .ko)
            let expert = draw.pool(level: .expert, language: .ko)
            let englishIntermediate = draw.pool(level: .intermediate, language: .en)

            #expect(beginner.count >= 20 && intermediate.count > 100 && expert.count > intermediate.count)
            #expect(Set(beginner.map(\.id)).isSubset(of: Set(intermediate.map(\.id))))
            #expect(intermediate.allSatisfy { TitleClue.hasHangul($0.titleOriginal) })
            #expect(
                englishIntermediate.allSatisfy { !TitleClue.hasHangul($0.titleOriginal) }
                    && englishIntermediate.contains { $0.id == "titanic-1997" })
            #expect(!expert.contains { $0.id == "1917-2019" }, "a title that would show itself is never asked")
        }
    }

    @Test func aSeededSourceDrawsTheSameGameTwice() async throws {
        try await withEncore { app, _ in
            func draw(seed: UInt64) async throws -> [String] {
                let draw = ChosungDraw(
                    database: try app.database, clock: app.encore.clock, catalog: app.encore.data.catalog,
                    quickGame: app.encore.data.quizStarters.starters.quickGame, random: .seeded(seed))
                let pack = try await draw.fromCatalog(level: .expert, language: .ko, title: "시드 \(seed)")
                return try await pack.$questions.get(on: app.db).sorted { $0.position < $1.position }.map(\.title)
            }

            let first = try await draw(seed: 7)
            let again = try await draw(seed: 7)
            let other = try await draw(seed: 8)

            #expect(first == again && first.count == app.encore.data.quizStarters.starters.quickGame.questionCount)
            #expect(first != other)
        }
    }

    @Test func englishTitlesAreAskedByTheirInitialsAndAcceptTheKoreanTitleToo() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("English")

            let (_, drawn) = try await Self.draw(browser, #"{"level":"expert","language":"en"}"#)
            let questions = try await Self.titles(app, try #require(drawn))

            #expect(questions.count == 10)
            #expect(questions.allSatisfy { !TitleClue.hasHangul($0.title) && TitleClue.hidesSomething($0.title) })
            let first = try #require(questions.first)
            let movie = try #require(app.encore.data.catalog.movies.first { $0.titleEn == first.title })
            #expect(first.judge.isCorrect(movie.titleKo) && first.judge.isCorrect(movie.titleEn))
        }
    }

    @Test func anyPosterPackCanBePlayedAsChosung() async throws {
        try await withEncore { app, browser in
            let source = try await QuizFixtures.makePack(app, browser)
            let stranger = TestBrowser(app)
            try await stranger.onboard("남의퀴즈")

            let response = try await stranger.sendJSON(.POST, "/api/v1/quiz/packs/\(source.id)/chosung", "")
            let pack = try response.content.decode(PackSummary.self)
            let questions = try await Self.titles(app, pack)
            let again = try await stranger.sendJSON(.POST, "/api/v1/quiz/packs/\(pack.id)/chosung", "")
            let missing = try await stranger.sendJSON(.POST, "/api/v1/quiz/packs/\(UUID())/chosung", "")

            #expect(
                response.status == .created && pack.kind == .chosung && pack.origin == .drawn
                    && pack.title == "주말 영화 · 초성")
            #expect(
                questions.map(\.title) == ["괴물", "기생충"] && questions[1].extraAnswers == ["패러사이트"]
                    && questions.allSatisfy(\.areas.isEmpty))
            #expect(again.status == .conflict && missing.status == .notFound)
        }
    }

    @Test func thePageFormsStartPlayingAtOnceOrAskForAProfileFirst() async throws {
        try await withEncore { app, browser in
            let visitor = TestBrowser(app)
            _ = try await visitor.get("/quiz")
            let refused = try await visitor.postForm("/quiz/chosung", ["level": "beginner"])
            try await browser.onboard("폼으로")
            _ = try await browser.get("/quiz")

            let started = try await browser.postForm("/quiz/chosung", ["level": "intermediate", "language": "ko"])
            let badLevel = try await browser.postForm("/quiz/chosung", ["level": "genius"])
            let location = started.headers.first(name: .location) ?? ""
            let page = try await browser.get(location)

            #expect(
                refused.status == .seeOther && refused.headers.first(name: .location)?.hasPrefix("/welcome") == true)
            #expect(started.status == .seeOther && location.hasPrefix("/quiz/plays/"))
            #expect(page.status == .ok && page.body.string.contains("영화 초성 퀴즈 · 중수"))
            #expect(badLevel.status == .badRequest || badLevel.status == .unprocessableEntity)
        }
    }
}
