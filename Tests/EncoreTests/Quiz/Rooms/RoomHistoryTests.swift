import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct RoomHistoryTests {
    /// Scores are grouped by thousands there as everywhere else (#29: it printed 1000점).
    @Test func theHistoryPrintsScoresAsTheRestOfTheSiteDoes() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let (_, minji) = try await room.join("민지")
            let rooms = try room.rooms

            try await rooms.command(.start, room: room.opened.id, by: room.hostID)
            try await rooms.answer("괴물", room: room.opened.id, player: minji.playerID)
            let page = try await browser.get("/quiz/rooms")

            #expect(try await room.game().player(minji.playerID)?.score == 1_000)
            #expect(page.status == .ok)
            #expect(page.body.string.contains("1,000점") && !page.body.string.contains("1000점"))
        }
    }
}
