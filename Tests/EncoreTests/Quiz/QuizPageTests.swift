import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct QuizPageTests {
    @Test func theQuizTabListsCardsWithoutGivingAnswersAway() async throws {
        try await withEncore { app, browser in
            let (pack, hash) = try await QuizFixtures.makePackWithPoster(app, browser)

            let page = try await browser.get("/quiz")

            #expect(page.status == .ok)
            let html = page.body.string
            let cards = 1 + app.encore.data.quizStarters.starters.chosungPacks.count
            #expect(
                html.contains("주말 영화") && html.contains("2문제") && html.contains("고수") && html.contains("1 / \(cards)"))
            #expect(html.contains("/quiz/packs/\(pack.id.uuidString.lowercased())/delete"))
            for secret in ["괴물", "기생충", "The Host", hash] { #expect(!html.contains(secret)) }
        }
    }

    @Test func aNewQuizTabOffersEncoresStarterPacksAndTheQuickGame() async throws {
        try await withEncore { _, browser in
            let html = try await browser.get("/quiz").body.string

            #expect(
                html.contains("초성 퀴즈: 한국 흥행 영화") && html.contains("Initials: Hollywood Hits")
                    && html.contains(">Encore<"))
            #expect(html.contains("action=\"/quiz/chosung\"") && html.contains("/quiz/new"))
            #expect(!html.contains("아직 퀴즈가 없습니다"))
            for secret in ["명량", "극한직업", "Titanic", "ㅁㄹ"] { #expect(!html.contains(secret), "the tab leaks \(secret)") }
        }
    }

    @Test func deletingWithoutJavaScriptAsksFirstAndOnlyTheMakerMay() async throws {
        try await withEncore { app, browser in
            let (pack, _) = try await QuizFixtures.makePackWithPoster(app, browser)
            let path = "/quiz/packs/\(pack.id.uuidString.lowercased())/delete"
            let stranger = TestBrowser(app)
            try await stranger.onboard("남의팩")

            let confirm = try await browser.get(path)
            let refusedPage = try await stranger.get(path)
            let refusedPost = try await stranger.postForm(path, [:])
            let deleted = try await browser.postForm(path, [:])

            #expect(confirm.status == .ok && confirm.body.string.contains("퀴즈를 삭제하시겠습니까?"))
            #expect(refusedPage.status == .forbidden && refusedPost.status == .forbidden)
            #expect(deleted.status == .seeOther && deleted.headers.first(name: .location) == "/quiz")
            #expect(try await QuizPack.query(on: app.db).count() == 0)
        }
    }

    @Test func playStartsAPlayAndItsPageHoldsNoAnswer() async throws {
        try await withEncore { app, browser in
            let (pack, hash) = try await QuizFixtures.makePackWithPoster(app, browser)

            let started = try await browser.postForm("/quiz/packs/\(pack.id.uuidString.lowercased())/play", [:])
            let location = try #require(started.headers.first(name: .location))
            let page = try await browser.get(location)

            #expect(started.status == .seeOther && location.hasPrefix("/quiz/plays/"))
            #expect(page.status == .ok && page.body.string.contains("data-quiz-play=\"/api/v1/quiz/plays/"))
            for secret in ["괴물", "기생충", "The Host", hash, "/img/"] { #expect(!page.body.string.contains(secret)) }
            let stranger = TestBrowser(app)
            try await stranger.onboard("훔쳐보기")
            #expect(try await stranger.get(location).status == .notFound)
        }
    }

    @Test func visitorsWithoutAProfileAreSentToMakeOne() async throws {
        try await withEncore { app, browser in
            let (pack, _) = try await QuizFixtures.makePackWithPoster(app, browser)
            let visitor = TestBrowser(app)

            let editor = try await visitor.get("/quiz/new")
            let play = try await visitor.postForm("/quiz/packs/\(pack.id.uuidString.lowercased())/play", [:])

            #expect(editor.status == .seeOther && editor.headers.first(name: .location)?.hasPrefix("/welcome") == true)
            #expect(play.status == .seeOther && play.headers.first(name: .location) == "/welcome?next=/quiz")
        }
    }
}
