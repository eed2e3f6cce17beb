import Foundation
import Testing
import VaporTesting

@testable import Encore

/// During a question, a 초성 copy of the same pack or an initial-consonant catalog search would
/// hand the player the answer.
@Suite struct ChosungOracleTests {
    @Test func aPackBeingPlayedCannotBeCopiedAsChosung() async throws {
        try await withEncore { app, browser in
            let setup = try await QuizFixtures.startPlay(app, browser)
            let packID = try #require(
                try await QuizPlay.find(
                    UUID(uuidString: String(setup.playPath.split(separator: "/").last!)), on: app.db)?.$pack.id)

            let copy = try await browser.sendJSON(.POST, "/api/v1/quiz/packs/\(packID)/chosung", "{}")

            #expect(copy.status == .conflict)
            #expect(copy.body.string.contains("quiz.quick.livePlay") || copy.body.string.contains("초성 게임으로 바꿀 수 없습니다"))
        }
    }

    @Test func initialsAreNotSearchedForAPlayerInTheMiddleOfAQuestion() async throws {
        try await withEncore { app, browser in
            let setup = try await QuizFixtures.startPlay(app, browser)
            let initials = "/api/v1/quiz/movies?query=%E3%84%B1%E3%85%85%E3%85%8A"  // ㄱㅅㅊ

            let during = try await browser.get(initials)
            let titleSearch = try await browser.get("/api/v1/quiz/movies?query=%EA%B8%B0%EC%83%9D%EC%B6%A9")
            setup.clock.advance(PlayService.liveFor + 60)
            let later = try await browser.get(initials)

            #expect(during.status == .conflict)
            #expect(titleSearch.status == .ok)
            #expect(later.status == .ok)
        }
    }
}
