import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #52.7: the daily's title suggestions answered anyone during a room question, and every film's
/// title is an offline initials search (ㄱㅁ narrows to 괴물). Someone answering a question, or
/// anyone on a room player's connection while a room question is asked, now gets none.
@Suite struct DailyTitlesOracleTests {
    @Test func aRoomPlayersConnectionGetsNoTitlesUntilTheQuestionIsOver() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let player = TestBrowser(app)
            try await player.onboard("제목참가자")
            let joined = try await player.sendJSON(
                .POST, "/api/v1/rooms/\(room.opened.pin)/players", #"{"nickname":"제목참가자"}"#)
            #expect(joined.status == .created)
            try await room.rooms.command(.start, room: room.opened.id, by: room.hostID)
            // A signed-out tab on the same connection as the player.
            let tab = TestBrowser(app)

            let duringAPI = try await tab.get("/api/v1/quiz/daily/titles")
            let duringPage = try await tab.get("/quiz/daily")
            try await room.rooms.command(.end, room: room.opened.id, by: room.hostID)
            let afterAPI = try await tab.get("/api/v1/quiz/daily/titles")
            let afterPage = try await tab.get("/quiz/daily")

            #expect(duringAPI.status == .conflict)
            #expect(
                try JSONDecoder().decode(APIErrorBody.self, from: duringAPI.body).error.code == "dailyTitlesDuringPlay")
            #expect(duringPage.status == .ok && !duringPage.body.string.contains("<option value="))
            #expect(afterAPI.status == .ok)
            #expect(afterPage.body.string.contains("<option value=\"괴물\">"))
        }
    }

    @Test func aProfileInASoloQuestionGetsNoTitlesButItsNeighboursDo() async throws {
        try await withEncore { app, browser in
            _ = try await QuizFixtures.startPlay(app, browser)
            let neighbour = TestBrowser(app)

            let player = try await browser.get("/api/v1/quiz/daily/titles")
            let other = try await neighbour.get("/api/v1/quiz/daily/titles")

            #expect(player.status == .conflict)
            #expect(other.status == .ok)
        }
    }
}
