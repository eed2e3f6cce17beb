import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct ChosungPackTests {
    static let draft = """
        {"title":"초성 맞히기","level":"beginner","kind":"chosung","questions":[
          {"title":"기생충","originalTitle":"Parasite","year":2019,"poster":{},"areas":[]},
          {"title":"007 스카이폴","originalTitle":"Skyfall","poster":{},"areas":[]}]}
        """

    @Test func aChosungPackNeedsNoPostersAndAsksTheInitialConsonants() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("초성왕")
            let clock = ManualClock()
            app.encore.clock = clock.appClock
            let created = try await browser.sendJSON(.POST, "/api/v1/quiz/packs", Self.draft)
            let pack = try created.content.decode(PackSummary.self)
            let started = try await browser.sendJSON(.POST, "/api/v1/quiz/packs/\(pack.id)/plays", "{}")
            let first = try started.content.decode(PlayState.self)
            let path = "/api/v1/quiz/plays/\(first.id)"
            clock.advance(5)
            let later = try await QuizFixtures.state(browser, path)
            let answered = try await QuizFixtures.answer(browser, path, "기생충").content.decode(
                PlayAPIController.AnswerResult.self)
            try await browser.sendJSON(.POST, path + "/next", "")
            let second = try await QuizFixtures.state(browser, path)

            #expect(created.status == .created && pack.kind == .chosung && pack.coverURL == nil)
            #expect(first.chosung == "ㄱㅅㅊ" && first.stepImageURL == nil && first.totalSteps == 0)
            #expect(!started.body.string.contains("기생충"))
            #expect(
                later.steps == 0 && later.stepImageURL == nil && later.nextStepInMs == nil
                    && later.remainingMs == 15_000)
            #expect(
                answered.correct && answered.state.reveal?.title == "기생충" && answered.state.reveal?.posterURL == nil)
            #expect(second.chosung == "007 ㅅㅋㅇㅍ")
            let play = try #require(try await QuizPlay.find(first.id, on: app.db))
            #expect(play.outcomes.first?.steps == 0)
        }
    }

    @Test func aTitleThatWouldShowItselfIsRefusedAndEnglishTitlesShowTheirInitials() async throws {
        try await withEncore { _, browser in
            try await browser.onboard("영어제목")

            let refused = try await browser.sendJSON(
                .POST, "/api/v1/quiz/packs",
                """
                {"title":"숫자","level":"beginner","kind":"chosung","questions":[{"title":"1987","poster":{},"areas":[]}]}
                """)
            let english = try await browser.sendJSON(
                .POST, "/api/v1/quiz/packs",
                """
                {"title":"English","level":"beginner","kind":"chosung","questions":[{"title":"The Dark Knight","poster":{},"areas":[]}]}
                """)
            let pack = try english.content.decode(PackSummary.self)
            let play = try await browser.sendJSON(.POST, "/api/v1/quiz/packs/\(pack.id)/plays", "{}").content.decode(
                PlayState.self)

            #expect(refused.status == .unprocessableEntity)
            #expect(
                refused.body.string.contains("\"field\":\"questions[0].title\"")
                    && refused.body.string.contains("가려지는 글자가 없어"))
            #expect(english.status == .created && play.chosung == "T__ D___ K_____")
        }
    }

    @Test func posterPacksStillNeedTheirPostersAndAChosungPackSurvivesExportAndImport() async throws {
        try await withEncore { _, browser in
            try await browser.onboard("둘다")
            let posterless = try await browser.sendJSON(
                .POST, "/api/v1/quiz/packs",
                """
                {"title":"포스터","level":"beginner","questions":[{"title":"기생충","poster":{},"areas":[]}]}
                """)
            let pack = try await browser.sendJSON(.POST, "/api/v1/quiz/packs", Self.draft).content.decode(
                PackSummary.self)

            let exported = try await browser.get("/api/v1/quiz/packs/\(pack.id)/export")
            let copy = try await browser.sendJSON(.POST, "/api/v1/quiz/packs/import", exported.body.string).content
                .decode(PackSummary.self)

            #expect(posterless.status == .unprocessableEntity)
            #expect(exported.body.string.contains("\"kind\":\"chosung\""))
            #expect(copy.kind == .chosung && copy.questionCount == 2)
        }
    }
}
