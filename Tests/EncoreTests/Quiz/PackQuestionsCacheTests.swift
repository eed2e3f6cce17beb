import Foundation
import Testing
import Vapor

@testable import Encore

/// Plays read a pack's questions through one process-wide cache: an edit must reach the next read.
struct PackQuestionsCacheTests {
    @Test func anEditedPacksQuestionsAreReadAgainAndAKeptOneIsNot() async throws {
        try await withEncore { app, browser in
            let (pack, hash) = try await QuizFixtures.makePackWithPoster(app, browser)
            let cache = app.encore.caches.packQuestions
            let database = try app.database
            let first = try await cache.questions(of: pack.id, on: database)
            let again = try await cache.questions(of: pack.id, on: database)

            let edited = QuizFixtures.draftJSON(upload: hash).replacingOccurrences(of: "기생충", with: "마더")
            let update = try await browser.sendJSON(.PUT, "/api/v1/quiz/packs/\(pack.id)", edited)
            let afterEdit = try await cache.questions(of: pack.id, on: database)

            #expect(first.map(\.title) == ["괴물", "기생충"])
            #expect(zip(first, again).allSatisfy { $0 === $1 })  // kept: the same models, not decoded again
            #expect(update.status == .ok)
            #expect(afterEdit.map(\.title) == ["괴물", "마더"])
            #expect(try await cache.questions(of: UUID(), on: database).isEmpty)
        }
    }
}
