import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct PackAPITests {
    @Test func makeListAndDeleteAPack() async throws {
        try await withEncore { app, browser in
            let (_, hash) = try await QuizFixtures.makerWithPoster(app, browser)

            let created = try await browser.sendJSON(.POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: hash))
            let listed = try await browser.get("/api/v1/quiz/packs")

            #expect(created.status == .created)
            let packs = try listed.content.decode([PackSummary].self)
            #expect(packs.filter { $0.origin == .user }.count == 1)
            let pack = try #require(packs.first)
            #expect(pack.title == "주말 영화" && pack.level == .expert && pack.questionCount == 2 && pack.isMine)
            #expect(pack.maker.nickname == "출제자")
            let deleted = try await browser.send(
                .DELETE, "/api/v1/quiz/packs/\(pack.id)", headers: ["X-CSRF-Token": browser.csrfToken ?? ""], body: nil)
            #expect(deleted.status == .noContent)
            #expect(try await QuizPack.query(on: app.db).filter(\.$origin == .user).count() == 0)
        }
    }

    @Test func theListGivesAwayNoAnswerAndNoPosterAddress() async throws {
        try await withEncore { app, browser in
            let (_, hash) = try await QuizFixtures.makerWithPoster(app, browser)
            try await browser.sendJSON(.POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: hash))

            let body = try await browser.get("/api/v1/quiz/packs").body.string

            for secret in ["괴물", "기생충", "Parasite", "The Host", "패러사이트", hash] {
                #expect(!body.contains(secret), "the list leaks \(secret)")
            }
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let cover = try #require(try decoder.decode([PackSummary].self, from: Data(body.utf8)).first?.coverURL)
            #expect(cover.contains("/blur480/s-"))
            let image = try await browser.get(cover)
            #expect(image.status == .ok)
        }
    }

    @Test func strangersSeeThePackButCannotDeleteIt() async throws {
        try await withEncore { app, browser in
            let (_, hash) = try await QuizFixtures.makerWithPoster(app, browser)
            let created = try await browser.sendJSON(.POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: hash))
            let id = try created.content.decode(PackSummary.self).id
            let stranger = TestBrowser(app)
            try await stranger.onboard("지나가는이")

            let seen = try await stranger.get("/api/v1/quiz/packs").content.decode([PackSummary].self)
            let refused = try await stranger.send(
                .DELETE, "/api/v1/quiz/packs/\(id)", headers: ["X-CSRF-Token": stranger.csrfToken ?? ""], body: nil)

            #expect(seen.first?.isMine == false)
            #expect(refused.status == .forbidden)
            #expect(try await QuizPack.query(on: app.db).filter(\.$origin == .user).count() == 1)
        }
    }

    @Test func badDraftsAreExplainedWithTheField() async throws {
        try await withEncore { app, browser in
            let (_, hash) = try await QuizFixtures.makerWithPoster(app, browser)

            let untitled = try await browser.sendJSON(
                .POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: hash, title: " "))
            let anonymous = try await TestBrowser(app).sendJSON(
                .POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: hash))
            let garbage = try await browser.sendJSON(
                .POST, "/api/v1/quiz/packs", #"{"title":"x","level":"godlike","questions":[]}"#)

            #expect(untitled.status == .unprocessableEntity)
            let error = try untitled.content.decode(APIErrorBody.self).error
            #expect(error.field == "title" && error.message == "이름을 정해주세요")
            #expect(anonymous.status == .unauthorized)
            #expect(garbage.status == .badRequest)
        }
    }
}
