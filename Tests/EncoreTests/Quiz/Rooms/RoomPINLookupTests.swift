import Foundation
import SQLKit
import Testing
import VaporTesting

@testable import Encore

/// A PIN look-up reads one row, and skips the room's game when the room this PIN found last is
/// kept at the same version. A PIN is used again once its room ends, so that hint must never
/// answer for the room that holds the PIN now.
@Suite struct RoomPINLookupTests {
    @Test func aPINUsedAgainFindsTheRoomThatHoldsItNow() async throws {
        try await withEncore { app, browser in
            let first = try await RoomFixture.open(app, browser)
            _ = try await first.join("하나")
            let before = try await browser.get("/api/v1/rooms/\(first.opened.pin)")
            let packID = try #require(try await first.rooms.room(first.opened.id).$pack.id)
            let secondResponse = try await browser.sendJSON(.POST, "/api/v1/rooms", #"{"packID":"\#(packID)"}"#)
            let second = try secondResponse.content.decode(RoomAPIController.Opened.self)
            // The first room ends and the second is given its PIN, as a new room may be; at the same
            // version, so only the room's id tells the kept game from the one to read.
            let sql = try app.database.sql
            try await sql.raw("UPDATE quiz_rooms SET live_pin = NULL WHERE id = \(bind: first.opened.id)").run()
            try await sql.raw(
                """
                UPDATE quiz_rooms SET live_pin = \(bind: first.opened.pin),
                  version = (SELECT version FROM quiz_rooms WHERE id = \(bind: first.opened.id))
                WHERE id = \(bind: second.id)
                """
            ).run()

            let after = try await browser.get("/api/v1/rooms/\(first.opened.pin)")

            #expect(try before.content.decode(RoomAPIController.Summary.self).id == first.opened.id)
            #expect(try before.content.decode(RoomAPIController.Summary.self).playerCount == 1)
            let now = try after.content.decode(RoomAPIController.Summary.self)
            #expect(now.id == second.id)
            #expect(now.playerCount == 0)
        }
    }
}
