import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct PackEditTests {
    @Test func theMakerGetsTheFullDraftAndReplacesThePack() async throws {
        try await withEncore(MovieFixtures.tmdbEnvironment) { app, browser in
            let (pack, hash) = try await QuizFixtures.makePackWithPoster(app, browser)
            let api = "/api/v1/quiz/packs/\(pack.id)"
            _ = try await browser.sendJSON(.POST, api + "/plays", "{}")

            let saved = try await browser.get(api + "/draft").content.decode(EditableDraft.self)
            let edited = """
                {"title":"고친 이름","level":"beginner","questions":[
                  {"title":"기생충","originalTitle":"Parasite","poster":{"tmdbPath":"/parasite.jpg"},"releaseDate":"2019-05-30",
                   "areas":[{"row":5,"column":5},{"row":15,"column":15},{"row":25,"column":25},{"row":35,"column":35},{"row":45,"column":45}]}]}
                """
            let updated = try await browser.sendJSON(.PUT, api, edited)
            let again = try await browser.get(api + "/draft").content.decode(EditableDraft.self)

            #expect(saved.draft.title == "주말 영화" && saved.draft.questions.map(\.title) == ["괴물", "기생충"])
            #expect(
                saved.draft.questions.first?.poster.upload == hash
                    && saved.posterURLs.allSatisfy { $0?.contains("/cover400/") == true })
            #expect(updated.status == .ok)
            #expect(try updated.content.decode(PackSummary.self).questionCount == 1)
            #expect(again.draft.title == "고친 이름" && again.draft.level == .beginner)
            #expect(again.draft.questions.first?.poster.tmdbPath == "/parasite.jpg")
            #expect(again.draft.questions.first?.releaseDate == "2019-05-30")
            #expect(try await QuizQuestion.query(on: app.db).count() == 1)
            #expect(try await QuizPlay.query(on: app.db).count() == 0)
        }
    }

    @Test func othersCannotReadTheDraftOrEditAndBadEditsChangeNothing() async throws {
        try await withEncore { app, browser in
            let (pack, hash) = try await QuizFixtures.makePackWithPoster(app, browser)
            let api = "/api/v1/quiz/packs/\(pack.id)"
            let stranger = TestBrowser(app)
            try await stranger.onboard("남의편집")

            let peek = try await stranger.get(api + "/draft")
            let overwrite = try await stranger.sendJSON(.PUT, api, QuizFixtures.draftJSON(upload: hash, title: "내꺼"))
            let editPage = try await stranger.get("/quiz/packs/\(pack.id.uuidString.lowercased())/edit")
            let invalid = try await browser.sendJSON(.PUT, api, QuizFixtures.draftJSON(upload: hash, title: ""))

            #expect(peek.status == .forbidden && overwrite.status == .forbidden && editPage.status == .forbidden)
            #expect(invalid.status == .unprocessableEntity)
            let stored = try await QuizPack.query(on: app.db).with(\.$questions).all()
            #expect(stored.map(\.title) == ["주말 영화"] && stored.first?.questions.count == 2)
        }
    }
}
